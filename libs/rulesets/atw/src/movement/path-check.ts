import type { RuleViolation } from '@pratzen/engine';
import { boxOf, convexOverlap, disjoint, within } from '@pratzen/geometry';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import type { Plan } from './programme';
import { blockedBy } from './terrain';

/**
 * A planned move against the table and the other units: every swept ring stays on the table
 * (19), out of ground the unit may not enter (19.3–19.5, 19.7) and clear of every other unit.
 * 12.12 (passing through friends at quarter speed) and 14 (attack moves into contact) are not
 * played yet: a path may touch another unit but not overlap it, friend or enemy.
 */
export function pathProblem(state: AtwState, u: UnitState, plan: Plan): RuleViolation | null {
  const others = state.units
    .filter((o) => o.id !== u.id)
    .map((o) => {
      const ring = unitRing(state.table, o);
      return { id: o.id, ring, box: boxOf(ring) };
    });
  const who = { arm: u.arm, formation: u.formation };
  for (const ring of plan.sweeps) {
    if (!within(ring, state.table.bbox)) {
      return refuse('OFF_TABLE', '19', `${u.id} would leave the table`);
    }
    const f =
      blockedBy(state.table, { ...who, formation: plan.final.formation }, ring) ??
      blockedBy(state.table, who, ring);
    if (f !== undefined) {
      return refuse('IMPASSABLE', f.rule, `${u.id} may not enter ${f.feature.name}`, {
        feature: f.feature.id,
      });
    }
    const box = boxOf(ring);
    const met = others.find((o) => !disjoint(box, o.box) && convexOverlap(ring, o.ring));
    if (met !== undefined) {
      return refuse(
        'PATH_BLOCKED',
        '12.12',
        `${u.id}'s path meets ${met.id} (passing through units is not played yet)`,
        { unitId: met.id },
      );
    }
  }
  return null;
}
