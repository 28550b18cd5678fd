import type { ActionSpace, RuleViolation } from '@pratzen/engine';
import { convexOverlap, parseFacing } from '@pratzen/geometry';
import { facingInterval, formationChoice } from '@pratzen/rulesets/freeform-kit';
import { formationsOf } from '../data/catalogue';
import type { A1805State, UnitState } from '../state';
import { refuse } from '../violations';
import type { Formation } from '../vocabulary';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from './pose';
import { notClearUnder, pondUnder } from './terrain';

/**
 * 12.10.1, 13.9: a unit refaced in any direction and re-formed in any formation, about its
 * centre (wire facing in degrees; either may be left as it is). Refused where the new block
 * would overlap a unit (7.1), stand in a pond (6.7) or be a square off clear ground (5.2).
 */
export function reformedPose(
  state: A1805State,
  unit: UnitState,
  facingWire: unknown,
  formationWire: string | undefined,
): Pose | RuleViolation {
  let facing = unit.facing;
  if (facingWire !== undefined) {
    const f = parseFacing(facingWire);
    if (!f.ok) return refuse(f.error.code, null, `facing: ${f.error.message}`);
    facing = f.value;
  }
  const formation = (formationWire ?? unit.formation) as Formation;
  if (!formationsOf(unit.kind).includes(formation)) {
    return refuse('NO_SUCH_FORMATION', '5.1', `a ${unit.kind} unit cannot be in ${formation}`);
  }
  const pose = frontFromCentre(unit.kind, centreOf(unit.kind, unit), facing, formation);
  const ring = ringAt(unit.kind, pose);
  const hit = state.units.find(
    (o) => o.id !== unit.id && o.attachedTo === null && convexOverlap(ring, unitRing(o)),
  );
  if (hit !== undefined) {
    return refuse('UNITS_OVERLAP', '7.1', `${unit.id} would overlap ${hit.id}`, {
      overlaps: hit.id,
    });
  }
  if (pondUnder(ring) !== undefined)
    return refuse('IMPASSABLE', '6.7', `${unit.id} cannot stand in a pond`);
  if (formation === 'square' && notClearUnder(ring) !== undefined) {
    return refuse('SQUARE_NOT_CLEAR', '5.2', 'a square stands only in clear terrain');
  }
  return pose;
}

/** The action space of a free facing and formation (12.10.1, 13.9). */
export const reformSpace = (u: UnitState): ActionSpace => ({
  vary: {
    '/facing': facingInterval(),
    '/formation': formationChoice(formationsOf(u.kind)),
  },
  checks: [
    { rule: '7.1', text: 'the re-formed block may not overlap another unit' },
    { rule: '5.2', text: 'a square stands only in clear terrain' },
    { rule: '6.7', text: 'no block stands in a pond' },
  ],
});
