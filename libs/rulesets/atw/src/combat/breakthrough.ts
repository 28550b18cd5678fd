import {
  type Decision,
  type Dice,
  type LegalAction,
  type RuleViolation,
  isViolation,
} from '@pratzen/engine';
import { type Point, inArc, nearestPoint, ringGap } from '@pratzen/geometry';
import type { AtwCommand, Breakthrough, MoveUnit } from '../commands';
import { MAX_STEPS, type MovePlan, decideMove, planProgramme } from '../movement/move';
import { screenOf } from '../screen/screen';
import type { AtwEvent, BreakthroughOffered, CombatResult } from '../events';
import { playsOptional } from '../fire/optional';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import { attackProblem, touchedBy } from '../attack/attack-move';
import { isSteady } from '../attack/steady';
import { splitDifference } from '../retreat/retreat-search';
import { combatTurnOf } from './combat-turn';

/**
 * 17.9 (optional `cavalry-breakthrough`, 10-5c): "if all of a formed, good-morale cavalry unit's
 * combat opponents retreat after the current round of combat it may make an attack move to
 * contact the nearest eligible target within a 45 degree angle to either side of the enemy's line
 * of retreat" — ignoring steady squares; an immediate round follows; no target in reach, no move;
 * no reforming or formation/facing change; the target may evade or form hasty square; no more once
 * disordered (17.4: its second combat hit of the turn); at most two a turn. Pratzen (README I-61):
 * the offer is a pending decision of the cavalry's owner once the beaten units have retreated
 * (`Breakthrough {unitId, steps}`: an attack programme ending in `contact` with the target, or no
 * steps to stand); the move has the unit's full allowance; the new engagement is fought by the
 * next `FightCombats` (the phase cannot end before: `COMBAT_PENDING`).
 */
export const BREAKTHROUGH = 'cavalry-breakthrough';
/** 17.9: up to two breakthrough moves a turn. */
export const BREAKTHROUGHS_A_TURN = 2;
/** 17.9: 45° either side of the line of retreat (tenths). */
const WEDGE = 450;

/**
 * 17.9: the offers a round's results make: each formed, good-morale, undisordered cavalry unit
 * (after this round's hits) with breakthroughs left this turn, every one of whose opponents was
 * ordered to retreat. `events` are the round's events so far.
 */
export function breakthroughOffers(
  s: AtwState,
  events: readonly AtwEvent[],
  opponentsOf: ReadonlyMap<string, readonly string[]>,
): BreakthroughOffered[] {
  if (!playsOptional(s, BREAKTHROUGH)) return [];
  const away = new Map<string, number>();
  for (const e of events) if (e.type === 'RetreatOrdered') away.set(e.unitId, e.away);
  const out: BreakthroughOffered[] = [];
  for (const [id, opponents] of opponentsOf) {
    const u = s.units.find((x) => x.id === id);
    if (u === undefined || u.arm !== 'cavalry' || u.formation === 'skirmish' || u.block !== null)
      continue;
    if (opponents.length === 0 || !opponents.every((o) => away.has(o))) continue;
    const result = events.find(
      (e): e is CombatResult => e.type === 'CombatResult' && e.unitId === id,
    );
    const hit = events.some(
      (e) =>
        e.type === 'UnitHit' &&
        e.unitId === id &&
        (e.morale !== 'good' || e.order === 'disordered'),
    );
    if (
      result === undefined ||
      result.result !== 'held' ||
      result.disorder === 'disordered' ||
      u.disordered ||
      u.morale !== 'good' ||
      hit ||
      combatTurnOf(s, u).breakthroughs >= BREAKTHROUGHS_A_TURN
    )
      continue;
    out.push({
      type: 'BreakthroughOffered',
      unitId: id,
      side: u.side,
      away: splitDifference(opponents.map((o) => away.get(o)!)),
      beaten: [...opponents],
      rule: '17.9',
    });
  }
  return out;
}

/** 17.9: whether some part of `t` lies within 45° of the line of retreat `away`, seen from `from`. */
function inWedge(s: AtwState, from: Point, away: number, t: UnitState): boolean {
  const ring = unitRing(s.table, t);
  // its corners, or its point nearest the cavalry's front centre (README I-61)
  return [...ring, nearestPoint(ring, from).point].some((p) => inArc(from, away, WEDGE, p));
}

/**
 * 17.9: the targets a breakthrough may name: enemies within the wedge (not the units just beaten,
 * nor garrisons, 19.7-3) with no nearer one, the cavalry ignoring steady squares if it chooses
 * (a steady square may be passed over, or attacked when no other is nearer).
 */
export function breakthroughTargets(s: AtwState, u: UnitState): UnitState[] {
  const p = s.breakthroughs?.find((b) => b.unitId === u.id);
  if (p === undefined) return [];
  const from = { x: u.x, y: u.y };
  const mine = unitRing(s.table, u);
  const candidates = s.units
    .filter(
      (t) =>
        t.side !== u.side &&
        t.block === null &&
        !p.beaten.includes(t.id) &&
        inWedge(s, from, p.away, t),
    )
    .map((t) => ({ t, gap: ringGap(mine, unitRing(s.table, t)) }));
  const square = (t: UnitState) => t.formation === 'square' && isSteady(t);
  const nearestOther = Math.min(...candidates.filter((c) => !square(c.t)).map((c) => c.gap));
  return candidates.filter((c) => c.gap <= nearestOther).map((c) => c.t);
}

/** 17.9: the side whose breakthrough choice is awaited, or null. */
export const breakthroughSide = (s: AtwState) => s.breakthroughs?.[0]?.side ?? null;

type Checked =
  | { readonly ok: true; readonly u: UnitState | undefined; readonly plan: MovePlan | null }
  | { readonly ok: false; readonly violation: RuleViolation };

/** 17.9: a breakthrough checked (no dice): stand, or the attack move planned on an eligible target. */
function checkBreakthrough(s: AtwState, c: Breakthrough): Checked {
  const head = s.breakthroughs?.[0];
  const no = (code: string, message: string, rule = '17.9'): Checked => ({
    ok: false,
    violation: refuse(code, rule, message),
  });
  if (head === undefined || head.unitId !== c.unitId)
    return no('NO_BREAKTHROUGH', `no breakthrough of ${String(c.unitId)} is awaited`);
  const u = s.units.find((x) => x.id === c.unitId);
  if (!Array.isArray(c.steps) || c.steps.length > MAX_STEPS)
    return no('INVALID_STEP', `a programme of up to ${MAX_STEPS} steps (none: stand)`, '12-a');
  if (c.steps.length === 0 || u === undefined) return { ok: true, u, plan: null };
  const last = c.steps[c.steps.length - 1]!;
  if (last.kind !== 'contact')
    return no('INVALID_STEP', 'a breakthrough move ends in contact with its target');
  if (screenOf(s, u.id) !== undefined)
    return no('SCREEN_OUT', `${u.id} has a screen out (it joins in the move phase)`, '13.4');
  if (!breakthroughTargets(s, u).some((t) => t.id === last.unitId))
    return no(
      'NOT_NEAREST_TARGET',
      `${last.unitId} is not the nearest eligible target within 45° of the line of retreat`,
    );
  const plan = planProgramme(s, u, { steps: c.steps });
  if (isViolation(plan)) return { ok: false, violation: plan };
  const touches = touchedBy(s, u, plan.final);
  if (!touches.some((t) => t.defender.id === last.unitId))
    return no('OUT_OF_REACH', `${last.unitId} is not reached`);
  const problem = attackProblem(s, u, c.steps, touches);
  return problem === null ? { ok: true, u, plan } : { ok: false, violation: problem };
}

/** 17.9: a breakthrough decided: stand, or the attack move on an eligible target (its round follows). */
export function decideBreakthrough(s: AtwState, c: Breakthrough, dice: Dice): Decision<AtwEvent> {
  const checked = checkBreakthrough(s, c);
  if (!checked.ok) return checked;
  const stand: AtwEvent = {
    type: 'BreakthroughChosen',
    unitId: c.unitId,
    choice: 'stand',
    rule: '17.9',
  };
  const { u, plan } = checked;
  if (u === undefined || plan === null) return { ok: true, events: [stand] };
  const command: MoveUnit = { type: 'MoveUnit', unitId: u.id, steps: c.steps };
  const moved = decideMove(s, command, dice, plan, u, () => ({
    ok: false,
    violation: refuse('SCREEN_OUT', '13.4', `${u.id} has a screen out`),
  }));
  if (!moved.ok) return moved;
  return {
    ok: true,
    events: [
      { ...stand, choice: 'attack' },
      ...moved.events.map((e) =>
        e.type === 'UnitMoved' || e.type === 'AttackMade' ? { ...e, rule: '17.9' } : e,
      ),
    ],
  };
}

/** 17.9: the awaited breakthrough's answers: stand, or a `contact` with each eligible target in reach. */
export function breakthroughActions(s: AtwState): LegalAction<AtwCommand>[] {
  const head = s.breakthroughs?.[0];
  if (head === undefined) return [];
  const out: LegalAction<AtwCommand>[] = [
    { command: { type: 'Breakthrough', unitId: head.unitId, steps: [] } },
  ];
  const u = s.units.find((x) => x.id === head.unitId);
  if (u === undefined) return out;
  for (const t of breakthroughTargets(s, u)) {
    const command: Breakthrough = {
      type: 'Breakthrough',
      unitId: u.id,
      steps: [{ kind: 'contact', unitId: t.id }],
    };
    if (checkBreakthrough(s, command).ok) out.push({ command });
  }
  return out;
}
