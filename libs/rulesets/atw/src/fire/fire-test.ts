/**
 * 16.10: the fire test, taken by every unit hit by this phase's shooting once the active side has
 * fired (10-3b; `FireTests`, by the active side: the dice are the only choice). API:
 * `testsPending(state)` → the units still to test; `fireTestNeed(unit, hits)` → the score the die
 * must reach; `decideFireTests(state, dice)` → `FireTested` per unit and, on a failure, `UnitHalted`
 * (it advanced 4" or more on its last move, I-7, I-11) or a compulsory retreat (15.1; shaken, then
 * rout hits, 8.2).
 */
import type { Decision, Dice, RuleViolation } from '@pratzen/engine';
import { nearestPoint, roundSqrt, TICKS_PER_UNIT } from '@pratzen/geometry';
import { centreBehind } from '@pratzen/rulesets/freeform-kit';
import moraleJson from '../../data/morale.json';
import type { AtwEvent } from '../events';
import { unitRing } from '../footprint';
import { figureCentres } from '../morale/advance';
import { orderRetreat } from '../retreat/retreat';
import { awayFrom, splitDifference } from '../retreat/retreat-search';
import type { AtwState, UnitState } from '../state';
import type { Grade } from '../vocabulary';
import { refuse } from '../violations';
import { generalWith } from '../generals/generals';
import { EMPTY_FIRE, type MovePose } from './record';

const TEST = moraleJson.fireTest;
/** 7.1-2, 16.10: a general attached, +1 (data/morale.json). */
const GENERAL = TEST.modifiers.find((m) => m.when === 'general attached')!.value;
/** 18.1, 16.10: fanatics, +1 until they fail a fire test (or lose a round of combat). */
const FANATIC = TEST.modifiers.find((m) => m.when === 'fanatics')!.value;
const SCORE = TEST.scoreToPass as Readonly<Record<Grade, number>>;
const ADVANCE = TEST.fail.advancedInches * TICKS_PER_UNIT;

/** The units hit by shooting this turn that have not tested yet (still on the table). */
export function testsPending(state: AtwState): UnitState[] {
  const hits = (state.fire ?? EMPTY_FIRE).hits;
  return state.units.filter((u) => hits[u.id] !== undefined && u.morale !== 'shattered');
}

/** 10-3b: the shoot phase may not end before its fire tests. */
export const untested = (state: AtwState): RuleViolation | null =>
  state.phase === 'shoot' && testsPending(state).length > 0
    ? refuse('FIRE_TESTS_PENDING', '16.10', 'the units hit take their fire tests first (FireTests)')
    : null;

/**
 * 16.10, I-1: the score the die must reach: the grade's (A −1, B 0, C 1, D 2) less the modifiers
 * (−1 per 2 shooting hits this turn, −2 shaken, +1 square, +1 a general attached: 7.1-2; +1
 * fanatics, 18.1, until they fail one).
 */
export function fireTestNeed(u: UnitState, hits: number, general = false): number {
  let modifier = Math.floor(hits / TEST.modifiers[0]!.per!) * TEST.modifiers[0]!.value;
  if (u.morale === 'shaken') modifier += TEST.modifiers[1]!.value;
  if (u.formation === 'square') modifier += TEST.modifiers[2]!.value;
  if (general) modifier += GENERAL;
  if (u.fanatic === true) modifier += FANATIC;
  return SCORE[u.grade] - modifier;
}

const distanceTo = (ring: Parameters<typeof nearestPoint>[0], p: { x: number; y: number }) => {
  const d = nearestPoint(ring, p).distanceSquared;
  return roundSqrt(d.num, d.den);
};

/**
 * 16.10, I-7: every figure centre of its most recent move ended at least 4" nearer each unit that
 * shot it than it began (a unit that has not moved, or whose last move was a retreat, did not).
 */
export function advancedOnLastMove(
  state: AtwState,
  u: UnitState,
  firers: readonly UnitState[],
): boolean {
  const last = (state.fire ?? EMPTY_FIRE).lastMove[u.id];
  if (last === undefined || firers.length === 0) return false;
  const count = Math.min(u.figures, 64);
  const pose = (p: MovePose) => figureCentres(p, Math.max(1, count));
  const before = pose(last.from);
  const after = pose(last.to);
  return firers.every((f) => {
    const ring = unitRing(state.table, f);
    return before.every(
      (b, k) => distanceTo(ring, b) - distanceTo(ring, after[k]!) >= BigInt(ADVANCE),
    );
  });
}

export function decideFireTests(state: AtwState, dice: Dice): Decision<AtwEvent> {
  if (state.phase !== 'shoot')
    return { ok: false, violation: refuse('WRONG_PHASE', '10', 'fire tests follow the shooting') };
  const pending = testsPending(state);
  if (pending.length === 0)
    return {
      ok: false,
      violation: refuse('NO_FIRE_TESTS', '16.10', 'no unit has a fire test to take'),
    };
  const hits = (state.fire ?? EMPTY_FIRE).hits;
  const events: AtwEvent[] = [];
  for (const u of pending) {
    const record = hits[u.id]!;
    const need = fireTestNeed(u, record.hits, generalWith(state, u.id) !== undefined);
    const roll = dice.roll('16.10 fire test', 6);
    const firers = record.by
      .map((id) => state.units.find((x) => x.id === id))
      .filter((x): x is UnitState => x !== undefined);
    const passed = roll >= need;
    const halted = !passed && advancedOnLastMove(state, u, firers);
    events.push({
      type: 'FireTested',
      unitId: u.id,
      roll,
      need,
      hits: record.hits,
      result: passed ? 'passed' : halted ? 'halted' : 'retreats',
      rule: '16.10',
    });
    if (passed) continue;
    if (halted) {
      events.push({ type: 'UnitHalted', unitId: u.id, rule: '16.10' });
      continue;
    }
    // 16.10, 15.1: shaken, a retreat directly away from the fire, then rout hits (8.2)
    const centre = centreBehind(u, u.depth);
    const away = splitDifference(
      (firers.length > 0 ? firers : [u]).map((f) =>
        f === u ? u.facing + 1800 : awayFrom(centreBehind(f, f.depth), centre),
      ),
    );
    events.push(...orderRetreat(state, u.id, away, '16.10'));
  }
  return { ok: true, events };
}
