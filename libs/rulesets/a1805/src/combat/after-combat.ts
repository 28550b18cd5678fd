import { facingVector, withinGap } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import type { Outcomes } from '../morale/outcomes';
import { emit } from '../morale/outcomes';
import { legSweeps, locationsMet } from '../movement/obstacles';
import { type Pose, ringAt, unitRing } from '../movement/pose';
import { roomAt } from '../reactions/options';
import type { A1805State, Reaction, UnitState } from '../state';

/** 13.11.4, 13.12.4: a winner advances (cavalry harassing, moves) up to 1 UM. */
export const ADVANCE = U;
/** 13.11.4 (our reading): the distances a client is offered for an advance. */
export const ADVANCE_STEPS = [U / 4, U / 2, (3 * U) / 4, U] as const;
/** 13.11.5: an advance ends at least ½ UM from every enemy unit. */
const KEEP_OFF = U / 2;

/**
 * 13.11.4–13.11.5: an advance of `distance` straight ahead: the path clear of every unit, chit and
 * pond (it never steps over an enemy), ending at least ½ UM from every enemy unit; the red
 * locations it passes (17.1.1.6). Null when it cannot.
 */
export function advancePlan(
  state: A1805State,
  unit: UnitState,
  distance: number,
): { pose: Pose; passed: string[] } | null {
  if (distance <= 0 || distance > ADVANCE) return null;
  const from: Pose = { x: unit.x, y: unit.y, facing: unit.facing, formation: unit.formation };
  const v = facingVector(unit.facing, distance);
  const to: Pose = { ...from, x: from.x + v.x, y: from.y + v.y };
  const rings = legSweeps(unit.kind, { kind: 'slide', from, to, length: distance });
  if (!rings.every((r) => roomAt(state, unit, r, []))) return null;
  const end = ringAt(unit.kind, to);
  const enemies = state.units.filter((e) => e.side !== unit.side && e.attachedTo === null);
  if (enemies.some((e) => withinGap(end, unitRing(e), KEEP_OFF - 1))) return null;
  return { pose: to, passed: locationsMet([...rings, end]) };
}

/**
 * 13.9, 13.11.4, 13.12.4: after a close combat, the winner — the attackers' leader, or the
 * defender — may advance up to 1 UM once the loser has left its place (retreated, routed or
 * eliminated); a defender that won against an attack on its flank or rear may instead take any
 * facing and formation. Its owner chooses (a pending decision), or nothing is asked.
 */
export function offerAfterCombat(
  o: Outcomes,
  winnerId: string,
  loser: UnitState,
  refaceAllowed: boolean,
): void {
  const winner = o.state.units.find((u) => u.id === winnerId);
  if (winner === undefined || winner.morale !== 'good' || winner.formation === 'square') return;
  const now = o.state.units.find((u) => u.id === loser.id);
  const vacated = now === undefined || now.x !== loser.x || now.y !== loser.y;
  const options: Reaction[] = [];
  if (vacated && ADVANCE_STEPS.some((d) => advancePlan(o.state, winner, d) !== null))
    options.push('advance');
  if (refaceAllowed) options.push('reface');
  if (options.length === 0) return;
  emit(o, {
    type: 'ReactionOffered',
    unitId: winner.id,
    side: winner.side,
    against: loser.id,
    options: [...options, 'none'],
  });
}
