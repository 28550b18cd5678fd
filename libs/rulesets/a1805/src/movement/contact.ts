import { type RuleViolation } from '@pratzen/engine';
import {
  distanceToContact as kitDistanceToContact,
  slidAhead,
} from '@pratzen/rulesets/freeform-kit';
import { U, type UnitSpec, unitSpec } from '../data/catalogue';
import type { A1805State, UnitState } from '../state';
import { refuse } from '../violations';
import type { Formation } from '../vocabulary';
import { type Pose, ringAt, unitRing } from './pose';

/** Who may join or attack whom: an HQ's host (7.1, 12.6.2), an attacker (13.1), the distance to contact. */

/** 12.6.2: may this HQ attach to that unit? */
export function attachProblem(
  state: A1805State,
  hq: UnitSpec,
  host: UnitState,
): RuleViolation | null {
  const hostSpec = unitSpec(host.id);
  if (hostSpec === undefined || host.kind === 'hq' || host.side !== hq.side) {
    return refuse(
      'ATTACH_NOT_FRIENDLY',
      '7.1',
      `${hq.id} may attach only to a friendly combat unit`,
    );
  }
  if (state.units.some((u) => u.attachedTo === host.id && u.id !== hq.id)) {
    return refuse('ATTACH_TAKEN', '7.1', `${host.id} already has an HQ attached`);
  }
  if (hq.class === 'army' || hostSpec.formation === hq.formation) return null;
  const ownLeft = state.units.some((u) => {
    const s = unitSpec(u.id);
    return s !== undefined && s.formation === hq.formation && u.kind !== 'hq';
  });
  return ownLeft
    ? refuse(
        'ATTACH_OTHER_CORPS',
        '12.6.2',
        `${hq.id} may attach only to a unit of its own corps while any of them is on the table`,
      )
    : null;
}

/**
 * 13.1, 12.5.1–3, 5.4.4, 13.13.2: who may attack. 5.4.4: a square only when `failedToDisengage`
 * (engaged in a combat going on, it failed its check to disengage).
 */
export function attackProblem(
  unit: UnitState,
  formation: Formation,
  failedToDisengage = false,
): RuleViolation | null {
  if (unit.kind === 'hq' || unit.kind === 'artillery') {
    return refuse(
      'CANNOT_ATTACK',
      unit.kind === 'artillery' ? '13.15' : '12.6.1',
      `${unit.id} does not attack`,
    );
  }
  if (unit.morale === 'stunned')
    return refuse('STUNNED', '12.5.1', `${unit.id} is stunned: it cannot attack`);
  if (unit.morale !== 'good')
    return refuse(
      unit.morale === 'routed' ? 'ROUTED' : 'DISORGANIZED',
      unit.morale === 'routed' ? '12.5.3.1' : '12.5.2',
      `${unit.id} cannot attack`,
    );
  if (formation === 'square' && !failedToDisengage)
    return refuse(
      'SQUARE_NO_ATTACK',
      '5.4.4',
      'a square does not attack (unless engaged in combat, it failed its check to disengage)',
    );
  return null;
}

/** The distance straight ahead at which the block first touches `target` (to the tick), or null if it never does within 8 UM. */
export const distanceToContact = (unit: UnitState, from: Pose, target: UnitState): number | null =>
  kitDistanceToContact(
    (d) => ringAt(unit.kind, slidAhead(from, d)),
    unitRing(target),
    8 * U,
    U / 10,
  );
