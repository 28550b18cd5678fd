/**
 * Section 16: the active side's shooting (10-3a). API:
 *
 * - `mayFire(state, unit)` → null, or the refusal naming the case (16-a once a phase; 16.7-1
 *   shaken, 16.7-2 cavalry, 16.7-3 limbered, 16.7-6 an attack move or more than half a move,
 *   16.7-7 in combat; 19.7 a garrison's fire is not played yet);
 * - `fireOptions(state, unit)` → for each enemy it could shoot, the front-rank figures (gun models)
 *   that may fire at it, each with its range band and line of fire (16.2, 16.7-4/5/8, 16.8, 16.9,
 *   16.11, I-3);
 * - `decideShoot(state, command, dice)` → `Shot` per target, then the hits (8, `hitEvent`), 16.14
 *   dismounted guns and 16.6 shell on cavalry.
 */
import { type Decision, type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import {
  lengthInsidePolygon,
  ringMeetsPolygon,
  roundSqrt,
  segment,
  withinGap,
} from '@pratzen/geometry';
import fireJson from '../../data/fire.json';
import { centreBehind } from '@pratzen/rulesets/freeform-kit';
import type { Shoot } from '../commands';
import { applyUnitHit, hitEvent, mayBeDisordered } from '../damage/hits';
import type { AtwEvent } from '../events';
import { MOVE } from '../movement/programme';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import type { Point } from '@pratzen/geometry';
import { refuse } from '../violations';
import {
  type FiringPoint,
  type Sighting,
  enfiladed,
  firingPoints,
  lineOfFire,
  ringOf,
  partnersOf,
  ringInArc,
  sighting,
  withinTicks,
  atLeastTicks,
  beyondTicks,
} from './lines';
import { carriedInto } from './carry-through';
import { playsOptional } from './optional';
import { EMPTY_FIRE } from './record';
import {
  type Band,
  DENSE_RANKS,
  DISMOUNT,
  FIRE_MODIFIER as M,
  SHELL_DISORDERS_CAVALRY_ON,
  SHELL_FRIEND_CLEARANCE,
  bandAt,
  bandsFor,
  gunModelDice,
  hitsAt,
  ignoresStarred,
  maxRange,
  mayFireAfter,
  smallArmsDice,
} from './weapons';

const engaged = (s: AtwState, id: string): boolean =>
  s.engagements.some((e) => e.attackerId === id || e.defenderId === id);

/** 16-a, 16.7: whether `u` may fire this phase, or why not. */
export function mayFire(state: AtwState, u: UnitState): RuleViolation | null {
  if (state.phase !== 'shoot')
    return refuse('WRONG_PHASE', '10', `units fire in the shoot phase (now ${state.phase})`);
  if (u.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '16', `only the active side fires (${activeSide(state)})`);
  if (u.shot) return refuse('ALREADY_FIRED', '16', `${u.id} has fired this phase`);
  const no = (rule: string, why: string) => refuse('MAY_NOT_FIRE', rule, `${u.id} ${why}`);
  if (u.morale === 'shaken' || u.morale === 'shattered') return no('16.7-1', 'is shaken');
  if (u.arm === 'cavalry') return no('16.7-2', 'is cavalry');
  if (u.formation === 'limbered') return no('16.7-3', 'is limbered');
  if (u.formation === 'town-order')
    return refuse('FIRE_NOT_PLAYED', '19.7', `a garrison's fire (19.7) is not played yet`);
  const fire = state.fire ?? EMPTY_FIRE;
  if (fire.attackedThisTurn.includes(u.id)) return no('16.7-6', 'made an attack move');
  const used = fire.movedThisTurn[u.id];
  if (used !== undefined && !mayFireAfter(used, MOVE))
    return no('16.7-6', 'moved more than half its allowance');
  if (engaged(state, u.id)) return no('16.7-7', 'is in combat');
  if (bandsFor(u.type).length === 0 || u.figures <= 0) return no('16', 'has no weapon');
  return null;
}

/** One front-rank figure's shot at one target: its band and what its line crosses. */
export interface FigureShot {
  readonly point: FiringPoint;
  readonly band: Band;
  readonly range2: { num: bigint; den: bigint };
  readonly throughSkirmishers: boolean;
}

/** Why a front-rank figure may not fire at a target (the first reason met). */
export type Miss = { readonly code: string; readonly rule: string; readonly by?: string };

/** 16.9: the band a squared range falls in (the shell band closed at 12"), or null. */
function bandOf(bands: readonly Band[], range2: { num: bigint; den: bigint }): Band | null {
  for (const b of bands) {
    const from =
      b.band === 'shell' ? atLeastTicks(range2, b.min) : b.min === 0 || beyondTicks(range2, b.min);
    if (from && withinTicks(range2, b.max)) return b;
  }
  return null;
}

const PER_INCH = fireJson.rangeMultipliers.perInchInside as Readonly<
  Record<string, Readonly<Record<string, number>>>
>;
/** 19.2–19.4: the multiplier column of a weapon (shell has none). */
const columnOf = (weapon: string): string =>
  weapon.startsWith('canister') ? 'canister' : weapon.startsWith('ballshot') ? 'ballshot' : weapon;

/**
 * 19.2–19.4 (data/fire.json `rangeMultipliers`): each inch of the line of fire inside rough
 * ground (ballshot 6") or woods (open: musket 2", canister 4", ballshot 6"; dense: musket 3",
 * canister 4", ballshot 8") counts as more: the extra ticks a line adds for a band's weapon.
 */
export function extraRange(state: AtwState, p: Point, q: Point, band: Band): number {
  let extra = 0;
  const line = segment(p, q);
  for (const f of state.table.features) {
    const factor = PER_INCH[f.terrain]?.[columnOf(band.weapon)];
    if (factor === undefined || factor <= 1 || f.area === null) continue;
    extra += (factor - 1) * lengthInsidePolygon(line, f.area);
  }
  return extra;
}

/** 16.7-8: a friend of the howitzer within 4" of the target forbids shell. */
const friendNear = (state: AtwState, u: UnitState, t: UnitState): boolean => {
  const ring = ringOf(state, t);
  return state.units.some(
    (o) =>
      o.side === u.side &&
      o.id !== u.id &&
      withinGap(ringOf(state, o), ring, SHELL_FRIEND_CLEARANCE),
  );
};

/**
 * 16.9, 19.2–19.4: the band a figure at `p` fires with (of `bands`) at what it sees (`seen`: the
 * nearest point and the exact squared range), terrain on the line lengthening the range (the
 * band is found again on the total), or null (out of range). `figureShot` and the ruler
 * (src/measure) both ask it.
 */
export function bandSeen(
  state: AtwState,
  bands: readonly Band[],
  p: Point,
  seen: Sighting,
): Band | null {
  const straight = bandOf(bands, seen.range2);
  if (straight === null) return null;
  const extra = extraRange(state, p, seen.nearest, straight);
  return extra === 0
    ? straight
    : bandAt(bands, Number(roundSqrt(seen.range2.num, seen.range2.den)) + extra);
}

/** One front-rank figure at one target: its shot, or why it has none. */
export function figureShot(
  state: AtwState,
  u: UnitState,
  t: UnitState,
  point: FiringPoint,
): FigureShot | Miss {
  const ring = ringOf(state, t);
  const bands = bandsFor(u.type);
  if (!ringInArc(point.at, u.facing, ring, maxRange(u.type)))
    return { code: 'OUT_OF_ARC', rule: '16.11' };
  const seen = sighting(point.at, ring);
  const band = bandSeen(state, bands, point.at, seen);
  if (band === null) return { code: 'OUT_OF_RANGE', rule: '16.9' };
  if (band.band === 'shell' && friendNear(state, u, t))
    return { code: 'MAY_NOT_FIRE', rule: '16.7-8' };
  const line = lineOfFire(state, u, t, point.at, seen.nearest, band.cls === 'ballshot');
  if (line.kind === 'blocked') return { code: 'MAY_NOT_FIRE', rule: line.rule, by: line.by };
  return { point, band, range2: seen.range2, throughSkirmishers: line.kind === 'skirmishers' };
}

const isMiss = (x: FigureShot | Miss): x is Miss => 'code' in x;

/** For each enemy `u` could fire at, its front-rank figures' shots (16.7-4: none into a combat). */
export function fireOptions(state: AtwState, u: UnitState): Map<string, FigureShot[]> {
  const out = new Map<string, FigureShot[]>();
  const points = firingPoints(u);
  const reach = maxRange(u.type);
  const own = ringOf(state, u);
  for (const t of state.units) {
    if (t.side === u.side || t.morale === 'shattered' || engaged(state, t.id)) continue;
    if (!withinGap(own, ringOf(state, t), reach)) continue;
    const shots = points.map((p) => figureShot(state, u, t, p)).filter((x) => !isMiss(x));
    if (shots.length > 0) out.set(t.id, shots as FigureShot[]);
  }
  return out;
}

/** The firing figures' numbers (as the command names them) of front-rank shots (16.2). */
export const figuresOf = (u: UnitState, shots: readonly FigureShot[]): string[] =>
  shots
    .flatMap((s) => partnersOf(u, s.point.index))
    .sort((a, b) => a - b)
    .map(String);

type CoverClass = 'none' | 'soft' | 'hard';
const COVER_RANK: Record<CoverClass, number> = { none: 0, soft: 1, hard: 2 };
const coverWord = (v: unknown): CoverClass => (v === 'soft' || v === 'hard' ? v : 'none');

/**
 * 16.9, 19.3–19.7: the target's cover against the band's weapon class: the best of its block's
 * (default typical: soft vs medium/heavy ballshot, hard vs other fire) and of every area feature
 * its footprint meets (the table's `cover`; woods soft vs fire by default, 19.3–19.4).
 */
export function coverOf(state: AtwState, t: UnitState, band: Band): CoverClass {
  if (ignoresStarred(band)) return 'none';
  let best: CoverClass = 'none';
  const take = (c: CoverClass) => {
    if (COVER_RANK[c] > COVER_RANK[best]) best = c;
  };
  const ring = ringOf(state, t);
  for (const f of state.table.features) {
    if (f.area === null) continue;
    const inside = t.block === f.id || (t.block === null && ringMeetsPolygon(ring, f.area));
    if (!inside) continue;
    const declared = (f.properties.cover as Record<string, unknown> | undefined)?.[band.cls];
    if (declared !== undefined) take(coverWord(declared));
    else if (f.terrain === 'woods-open' || f.terrain === 'woods-dense') take('soft');
    else if (f.terrain === 'town-block' && t.block === f.id) {
      const heavyBall = band.cls === 'ballshot' && !band.weapon.endsWith('light');
      take(heavyBall ? 'soft' : 'hard');
    }
  }
  return best;
}

/** 16.5, I-22: squares, close order 3+ ranks deep, lines enfiladed within 22.5°. */
export function isDense(u: UnitState, t: UnitState): boolean {
  if (t.formation === 'square') return true;
  if (t.arm === 'artillery' || t.formation === 'skirmish') return false;
  if (t.ranks >= DENSE_RANKS) return true;
  if (t.formation !== 'line' && t.formation !== 'extended-line') return false;
  return enfiladed({ x: u.x, y: u.y }, t, centreBehind(t, t.depth));
}

/** 16.9: every modifier that applies, each with its reason (shell ignores the starred ones). */
export function fireModifiers(
  state: AtwState,
  u: UnitState,
  t: UnitState,
  band: Band,
  throughSkirmishers: boolean,
): { readonly reason: string; readonly value: number }[] {
  const out = [{ reason: `firer grade ${u.grade}`, value: M.grade(u.grade) }];
  if ((state.fire ?? EMPTY_FIRE).movedThisTurn[u.id] !== undefined)
    out.push({ reason: 'firer moved (16.4)', value: M.moved });
  if (u.formation === 'square') out.push({ reason: 'firer in square', value: M.inSquare });
  if (band.cls === 'ballshot' && isDense(u, t))
    out.push({ reason: 'ballshot vs a dense target (16.5)', value: M.ballshotVsDense });
  if (u.disordered) out.push({ reason: 'firer disordered', value: M.disordered });
  if (!ignoresStarred(band)) {
    if (t.arm === 'artillery' && t.formation === 'unlimbered')
      out.push({ reason: 'at unlimbered artillery', value: M.atUnlimberedGuns });
    if (throughSkirmishers)
      out.push({ reason: 'through skirmishers (16.8)', value: M.throughSkirmishers });
    if (t.formation === 'skirmish') out.push({ reason: 'at skirmishers', value: M.atSkirmishers });
    const cover = coverOf(state, t, band);
    if (cover === 'soft') out.push({ reason: 'soft cover', value: M.softCover });
    if (cover === 'hard') out.push({ reason: 'hard cover', value: M.hardCover });
  }
  return out;
}

/** 16.3: the dice of the chosen figures (front two ranks) or gun models. */
export function diceOf(u: UnitState, figures: readonly number[]): number {
  if (u.arm !== 'artillery') return smallArmsDice(figures.length);
  return figures.reduce((sum, i) => sum + gunModelDice(i, u.figures, u.gunners), 0);
}

/** I-38 (ours): a target's band is the farthest band among its firing figures'. */
const farthest = (shots: readonly FigureShot[]): FigureShot =>
  shots.reduce((a, b) => (b.band.max > a.band.max ? b : a));
const nearest = (shots: readonly FigureShot[]): FigureShot =>
  shots.reduce((a, b) => (b.range2.num * a.range2.den < a.range2.num * b.range2.den ? b : a));

interface Assigned {
  readonly target: UnitState;
  readonly figures: number[];
  readonly shots: FigureShot[];
}

/** 16, 16.7-4: why `t` is no target of `u` at all (a friend, shattered, in a combat), or null. */
export function targetProblem(state: AtwState, u: UnitState, t: UnitState): RuleViolation | null {
  if (t.side === u.side || t.morale === 'shattered')
    return refuse('INVALID_TARGETS', '16', `${t.id} is no enemy unit on the table`);
  if (engaged(state, t.id))
    return refuse('MAY_NOT_FIRE', '16.7-4', `${t.id} is in a combat`, { targetId: t.id });
  return null;
}

/** The command's targets checked figure by figure (16.2, 16.7, 16.11), or the refusal. */
function assign(state: AtwState, u: UnitState, c: Shoot): Assigned[] | RuleViolation {
  if (!Array.isArray(c.targets) || c.targets.length === 0 || c.targets.length > 8)
    return refuse('INVALID_TARGETS', '16.11', 'one to eight targets, each with its figures');
  const front = firingPoints(u);
  const taken = new Set<number>();
  const out: Assigned[] = [];
  const firstEligible = new Set<number>();
  for (const [k, entry] of c.targets.entries()) {
    const t = state.units.find((x) => x.id === entry?.targetId);
    if (t === undefined)
      return refuse(
        'INVALID_TARGETS',
        '16',
        `${String(entry?.targetId)} is no enemy unit on the table`,
      );
    // (a target named twice passed this check the first time: the order of the two is free)
    const no = targetProblem(state, u, t);
    if (no !== null) return no;
    if (out.some((a) => a.target.id === t.id))
      return refuse('INVALID_TARGETS', '16.11', `${t.id} is named twice`);
    if (!Array.isArray(entry.figures) || entry.figures.length === 0)
      return refuse('INVALID_FIGURES', '16.11', `name the figures firing at ${t.id}`);
    const figures: number[] = [];
    const shots = new Map<number, FigureShot>();
    for (const name of entry.figures) {
      const n = typeof name === 'string' && /^[1-9][0-9]{0,3}$/.test(name) ? Number(name) : NaN;
      const frontIndex = u.arm === 'infantry' ? ((n - 1) % u.files) + 1 : n;
      if (
        !Number.isInteger(n) ||
        n > u.figures ||
        frontIndex > front.length ||
        !partnersOf(u, frontIndex).includes(n)
      )
        return refuse('INVALID_FIGURES', '16.2', `${u.id} has no firing figure ${String(name)}`);
      if (taken.has(n))
        return refuse('INVALID_FIGURES', '16.11', `figure ${n} fires at one target only`);
      taken.add(n);
      let shot = shots.get(frontIndex);
      if (shot === undefined) {
        const r = figureShot(state, u, t, front[frontIndex - 1]!);
        if (isMiss(r))
          return refuse(r.code, r.rule, `${u.id}'s figure ${n} cannot fire at ${t.id}`, {
            figure: n,
            targetId: t.id,
            ...(r.by === undefined ? {} : { by: r.by }),
          });
        shot = r;
        shots.set(frontIndex, r);
      }
      // 16.11: figures able to fire at the first target fire at it
      if (k > 0 && firstEligible.has(frontIndex))
        return refuse(
          'SPLIT_FIRE',
          '16.11',
          `figure ${n} can fire at ${out[0]!.target.id}: it fires there`,
        );
      figures.push(n);
    }
    if (k === 0)
      for (const p of front) if (!isMiss(figureShot(state, u, t, p))) firstEligible.add(p.index);
    out.push({ target: t, figures, shots: [...shots.values()] });
  }
  return out;
}

/** 16.9, I-2: roll `dice` at `need`; the 7+ rule's second dice. */
function roll(dice: Dice, count: number, need: number) {
  const rolls: number[] = [];
  const seconds: number[] = [];
  let hits = 0;
  for (let i = 0; i < count; i += 1) {
    const r = dice.roll('16.9 fire', 6);
    rolls.push(r);
    const h = hitsAt(need, r, () => {
      const s = dice.roll('16.9 fire 7+', 6);
      seconds.push(s);
      return s;
    });
    if (h.hit) hits += 1;
  }
  return { rolls, seconds, hits };
}

/** One target's shot: the `Shot`, the hits (8), 16.14 dismounting and 16.6 shell on cavalry. */
function resolve(
  state: AtwState,
  u: UnitState,
  target: UnitState,
  band: Band,
  aim: { readonly figures: number; readonly dice: number; readonly range: number },
  throughSkirmishers: boolean,
  rule: string,
  dice: Dice,
): AtwEvent[] {
  const modifier = fireModifiers(state, u, target, band, throughSkirmishers).reduce(
    (sum, m) => sum + m.value,
    0,
  );
  const need = band.hitOn - modifier;
  const r = roll(dice, aim.dice, need);
  const events: AtwEvent[] = [
    {
      type: 'Shot',
      unitId: u.id,
      targetId: target.id,
      weapon: band.weapon,
      band: band.band,
      range: aim.range,
      figures: aim.figures,
      dice: aim.dice,
      need,
      modifier,
      rolls: r.rolls,
      seconds: r.seconds,
      hits: r.hits,
      rule,
    },
  ];
  if (r.hits === 0) return events;
  const hit = hitEvent(target, r.hits, 'damage', rule);
  events.push(hit);
  const after = applyUnitHit(target, hit);
  // 16.14: dismounting guns
  if (target.arm === 'artillery' && (band.cls === 'ballshot' || band.cls === 'shell')) {
    const faces: readonly number[] = band.cls === 'shell' ? DISMOUNT.shell : DISMOUNT.ballshot;
    const rolls = Array.from({ length: r.hits }, () => dice.roll('16.14 dismounting', 6));
    const lost = Math.min(after.figures, rolls.filter((x) => faces.includes(x)).length);
    events.push({
      type: 'GunsDismounted',
      unitId: target.id,
      rolls,
      lost,
      figures: after.figures - lost,
      rule: '16.14',
    });
  }
  // 16.6, 9.2-3: shell on cavalry
  if (target.arm === 'cavalry' && band.cls === 'shell') {
    const rolls = Array.from({ length: r.hits }, () => dice.roll('16.6 shell on cavalry', 6));
    const disorders =
      mayBeDisordered(after) && rolls.some((x) => SHELL_DISORDERS_CAVALRY_ON.includes(x));
    events.push({
      type: 'ShellOnCavalry',
      unitId: target.id,
      rolls,
      order: after.disordered || disorders ? 'disordered' : 'steady',
      rule: '16.6',
    });
  }
  return events;
}

export function decideShoot(state: AtwState, c: Shoot, dice: Dice): Decision<AtwEvent> {
  const u = state.units.find((x) => x.id === c.unitId);
  if (u === undefined)
    return { ok: false, violation: refuse('UNKNOWN_UNIT', null, `no unit ${String(c.unitId)}`) };
  const may = mayFire(state, u);
  if (may !== null) return { ok: false, violation: may };
  const targets = assign(state, u, c);
  if (isViolation(targets)) return { ok: false, violation: targets };
  const duel = duelProblem(state, u, targets[0]!.target.id);
  if (duel !== null) return { ok: false, violation: duel };
  const events: AtwEvent[] = [];
  const named = new Set(targets.map((t) => t.target.id));
  for (const { target, figures, shots } of targets) {
    const band = farthest(shots).band;
    const near = nearest(shots).range2;
    const aim = {
      figures: figures.length,
      dice: diceOf(u, figures),
      range: Number(roundSqrt(near.num, near.den)),
    };
    const through = shots.some((s) => s.throughSkirmishers);
    events.push(...resolve(state, u, target, band, aim, through, '16.9', dice));
    // 16.15 (optional): ballshot carries on into the units behind, with the same dice (I-21)
    if (band.cls !== 'ballshot' || !playsOptional(state, 'ballshot-carrythrough')) continue;
    for (const behind of carriedInto(state, u, target, band)) {
      if (named.has(behind.unit.id)) continue;
      named.add(behind.unit.id);
      events.push(
        ...resolve(
          state,
          u,
          behind.unit,
          band,
          { ...aim, range: behind.range },
          false,
          '16.15',
          dice,
        ),
      );
    }
  }
  return { ok: true, events };
}

/** 16.16: a bound battery fires first at the battery it must answer. */
export function duelProblem(state: AtwState, u: UnitState, first: string): RuleViolation | null {
  const owed = (state.fire ?? EMPTY_FIRE).duel?.[u.id];
  if (owed === undefined || owed === first) return null;
  if (!state.units.some((x) => x.id === owed)) return null;
  return refuse('ARTILLERY_DUEL', '16.16', `${u.id} must fire back at ${owed}`, { targetId: owed });
}
