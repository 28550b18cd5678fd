import { type Point, withinGap } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import { unitRing } from '../movement/pose';
import { orderlyRetreat } from '../reactions/options';
import type { A1805State, UnitState } from '../state';
import { checkedEvent, rollCheck } from './check';
import { moraleRating } from './rating';
import { type MoraleSteps, type Outcomes, WORSE, current, doubleOne, emit } from './running';

/** 13.1–13.3: whether a unit is in a close combat (attacking or attacked). */
const engaged = (state: A1805State, id: string): boolean =>
  state.combats.some((c) => c.defender === id || c.attackers.includes(id));

/**
 * 12.7.2: friendly units within 1 UM of a unit that routs or is eliminated check morale — not
 * artillery (12.7.2.5), not HQs (individuals: our reading), not a unit engaged in close combat
 * or under Blood Rage (12.7.2.2, 12.9.6), once per routing unit (12.7.2.3). Failed by 1: disorganized; by 2 or more: routed
 * (12.7.2.1), which may set off more checks. Passed: its owner chooses to hold or to retreat
 * in order (12.7.2.1, a choice awaited once the command's events are made). `steps`: outcomes.ts's
 * morale steps (a failed check makes the unit worse, which may set off more checks).
 */
export function nearbyChecks(
  o: Outcomes,
  cause: UnitState,
  ring: ReturnType<typeof unitRing>,
  at: Point,
  steps: MoraleSteps,
): void {
  const near = o.state.units
    .filter(
      (u) =>
        u.side === cause.side &&
        u.id !== cause.id &&
        u.kind !== 'artillery' &&
        u.kind !== 'hq' &&
        !u.bloodRage &&
        !engaged(o.state, u.id) &&
        u.attachedTo === null &&
        !u.checkedFor.includes(cause.id) &&
        withinGap(unitRing(u), ring, U),
    )
    .map((u) => u.id)
    .sort();
  for (const id of near) {
    const u = current(o, id);
    if (u === undefined) continue;
    const { rating } = moraleRating(o.state, u);
    const c = rollCheck(o.dice, `nearby ${cause.id} ${u.id}`, rating, 0);
    emit(o, checkedEvent(u.id, 'nearby', c, cause.id));
    if (c.double1) {
      doubleOne(o, u);
    } else if (c.double6 || c.failedBy >= 2) {
      steps.worsenTo(
        o,
        u.id,
        u.morale === 'routed' ? 'eliminated' : 'routed',
        at,
        `nearby ${cause.id}`,
        true,
      );
    } else if (!c.passed) {
      const worse =
        u.morale === 'good' || u.morale === 'stunned' ? 'disorganized' : WORSE[u.morale];
      steps.worsenTo(o, u.id, worse, at, `nearby ${cause.id}`, false);
    } else if (
      (u.morale === 'good' || u.morale === 'stunned') &&
      orderlyRetreat(o.state, u) !== null
    ) {
      // 12.7.2.1: passed, it may hold or retreat in order: its owner chooses
      emit(o, {
        type: 'ReactionOffered',
        unitId: u.id,
        side: u.side,
        against: cause.id,
        options: ['retreat', 'none'],
      });
    }
  }
}
