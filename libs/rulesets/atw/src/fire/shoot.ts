/**
 * Section 16: the active side's shooting (10-3a). API:
 *
 * - `mayFire(state, unit)` → null, or the refusal naming the case (16-a once a phase; 16.7-1
 *   shaken, 16.7-2 cavalry, 16.7-3 limbered, 16.7-6 an attack move or more than half a move,
 *   16.7-7 in combat; 18.2 heavy weapons);
 * - `fireOptions(state, unit)` (figure-shot.ts) → for each enemy it could shoot, the front-rank
 *   figures (gun models; a garrison's block-side points, 19.7, garrison.ts) that may fire at it, each with its range band and line of fire (16.2, 16.7-4/5/8, 16.8, 16.9,
 *   16.11, I-3);
 * - `decideShoot(state, command, dice)` → `Shot` per target, then the hits (8, `hitEvent`), 16.14
 *   dismounted guns and 16.6 shell on cavalry.
 *
 * One figure's shot (band, arc, line) is `figure-shot.ts`, 16.9's modifiers `modifiers.ts`, the
 * dice rolled and their consequences `resolve.ts`; this file checks the command and assembles.
 */
import { type Decision, type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import { roundSqrt } from '@pratzen/geometry';
import type { Shoot } from '../commands';
import type { AtwEvent } from '../events';
import { MOVE } from '../movement/programme';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import { carriedInto } from './carry-through';
import { type FigureShot, engaged, figureShot, isMiss } from './figure-shot';
import { garrisonDice, isGarrison, pointsOf } from './garrison';
import { gapDiceLeft } from './gaps';
import { partnersOf } from './lines';
import { playsOptional } from './optional';
import { EMPTY_FIRE } from './record';
import { diceOf, resolve } from './resolve';
import { mayFireAfter, weaponsOf } from './weapons';

export {
  type FigureShot,
  type Miss,
  bandSeen,
  extraRange,
  figureShot,
  figuresOf,
  fireOptions,
} from './figure-shot';
export { coverOf, fireModifiers, isDense } from './modifiers';
export { diceOf } from './resolve';

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
  const fire = state.fire ?? EMPTY_FIRE;
  if (fire.attackedThisTurn.includes(u.id)) return no('16.7-6', 'made an attack move');
  const used = fire.movedThisTurn[u.id];
  if (used !== undefined && !mayFireAfter(used, MOVE))
    return no('16.7-6', 'moved more than half its allowance');
  if (engaged(state, u.id)) return no('16.7-7', 'is in combat');
  if (u.heavyWeapons === true) return no('18.2', 'carries heavy weapons: it may not shoot');
  if (weaponsOf(u).length === 0 || u.figures <= 0) return no('16', 'has no weapon');
  return null;
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
  const front = pointsOf(state, u);
  // 19.7: a garrison names its block sides' points, each alone (garrison.ts)
  const garrison = isGarrison(u);
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
      const frontIndex = u.arm === 'infantry' && !garrison ? ((n - 1) % u.files) + 1 : n;
      if (
        !Number.isInteger(n) ||
        n > (garrison ? front.length : u.figures) ||
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
  // 19.7: a garrison's dice are shared by its targets, in the order named (I-52)
  let left = isGarrison(u) ? garrisonDice(u) : Number.MAX_SAFE_INTEGER;
  const gapUsed = new Map<string, number>();
  for (const { target, figures, shots } of targets) {
    const band = farthest(shots).band;
    const near = nearest(shots).range2;
    // 16.13: at most the dice each gap its lines pass through still allows (total fire)
    const gaps = [...new Map(shots.flatMap((s) => s.gaps).map((g) => [g.id, g])).values()];
    const allowed = gaps.reduce(
      (m, g) => Math.min(m, gapDiceLeft(state, g) - (gapUsed.get(g.id) ?? 0)),
      left,
    );
    const rolled = Math.max(0, Math.min(diceOf(u, figures), allowed));
    left -= rolled;
    for (const g of gaps) gapUsed.set(g.id, (gapUsed.get(g.id) ?? 0) + rolled);
    const aim = {
      figures: figures.length,
      dice: rolled,
      range: Number(roundSqrt(near.num, near.den)),
      gaps: gaps.map((g) => g.id),
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
          { ...aim, range: behind.range, gaps: [] },
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
