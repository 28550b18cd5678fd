import type { Point } from '@pratzen/geometry';
import type { RetreatOutcome } from '../movement/retreat';
import type { UnitState } from '../state';
import { corpsNear, homeRetreat } from './corps-hq';
import { flightToCover } from './flight';
import { type MoraleSteps, type Outcomes, current, emit, emitRetreat } from './running';

/**
 * Retreats a unit makes by its own rules, not away from an attack: a corps HQ's loss (12.6.3)
 * and a rout's flight to cover (12.5.3.1–12.5.3.2). `steps`: outcomes.ts's morale steps
 * (`STEPS`), which these call back.
 */

/**
 * 12.6.3: a corps HQ lost: every unit of its corps within 2 UM checks; failing, it retreats in
 * order 1 UM towards its own side of the table, and goes on doing so in its Rally Phases until
 * it passes a check there (a double 6 is still a catastrophic failure, 12.8).
 */
export function corpsHqLost(o: Outcomes, hq: UnitState, at: Point, steps: MoraleSteps): void {
  for (const near of corpsNear(o.state, hq)) {
    steps.checkMorale(o, near.id, 0, at, `corps HQ ${hq.id} lost (12.6.3)`, (u) => {
      emit(o, { type: 'Shaken', unitId: u.id, shaken: true });
      retreatHome(o, u, steps);
    });
  }
}

/**
 * 12.5.3.1–12.5.3.2: a routed unit (on the table in `o.state`) flees 1 UM on towards cover (none
 * on the table: it stays); with no room it is eliminated (13.11.2).
 */
export function fleeToCover(o: Outcomes, u: UnitState, steps: MoraleSteps): void {
  const plan = flightToCover(o.state, u);
  if (plan !== null) {
    const causes = {
      blocked: 'fleeing towards cover: no room (13.11.2)',
      stopped: 'fleeing towards cover (12.5.3.2)',
    };
    fallBack(o, u, plan, causes, steps);
  }
}

/**
 * 12.6.3: the 1 UM retreat towards the unit's own side (the unit on the table in `o.state`);
 * off the table (no way back) it is eliminated.
 */
export function retreatHome(o: Outcomes, u: UnitState, steps: MoraleSteps): void {
  const cause = 'retreating towards its side of the table (12.6.3)';
  fallBack(o, u, homeRetreat(o.state, u), { blocked: cause, stopped: cause }, steps);
}

/**
 * A retreat of a unit's own rules made: its new pose, or, with no way (`blocked`), its loss —
 * neither combat nor fire, so its friends do not check for it (12.7.2). 5.2: a square ending
 * any part of it off clear ground (cover, for a flight) loses its marker and routs as a column,
 * as in every retreat (outcomes.ts `retire`). 13.11.1: stopped on touching a friend, it has
 * the effects of every retreat that does (outcomes.ts `stoppedByFriend`): 12.6.3 calls it an
 * "orderly retreat", and a routed unit "retreats with its back to the enemy" (13.11.3).
 */
function fallBack(
  o: Outcomes,
  u: UnitState,
  plan: RetreatOutcome,
  causes: { readonly blocked: string; readonly stopped: string },
  steps: MoraleSteps,
): void {
  if (plan.kind === 'blocked') {
    steps.eliminate(o, u, `${causes.blocked}: ${plan.by}`, false);
    return;
  }
  // a retreat moves the unit and may break its square: it is still on the table, in the morale
  // state it had (a routed square breaking as it flees is not routed again)
  if (emitRetreat(o, u, plan)) {
    if (u.morale !== 'routed') steps.routBrokenSquare(o, current(o, u.id)!);
    return;
  }
  if (plan.kind === 'stopped') {
    steps.stoppedByFriend(o, u, plan.by, u.morale === 'routed', causes.stopped, false);
  }
}
