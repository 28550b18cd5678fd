import type { RuleViolation } from '@pratzen/engine';
import { boxOf, convexOverlap, disjoint, footprintRing, within } from '@pratzen/geometry';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import type { Plan } from './programme';
import { obstacleOf, passProblem } from './passage';
import { blockedBy } from './terrain';

/**
 * A planned move against the table and the other units: every swept ring stays on the table
 * (19), out of ground the unit may not enter (19.3–19.5, 19.7) and clear of every enemy (a path
 * may touch one: 14's attacks) and of every friend it may not pass through (12.12, passage.ts);
 * the final footprint overlaps no other unit.
 */
export function pathProblem(state: AtwState, u: UnitState, plan: Plan): RuleViolation | null {
  const all = state.units
    .filter((o) => o.id !== u.id)
    .map((o) => {
      const ring = unitRing(state.table, o);
      // 12.12-5: a friend's limber is no obstacle, only its gun
      const part = o.side === u.side ? obstacleOf(state, o).ring : ring;
      return {
        id: o.id,
        ring,
        box: boxOf(ring),
        part,
        partBox: boxOf(part),
        why: passProblem(state, u, o),
      };
    });
  const others = all.filter((o) => o.why !== null);
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
    const met = others.find((o) => !disjoint(box, o.partBox) && convexOverlap(ring, o.part));
    if (met !== undefined) {
      return refuse('PATH_BLOCKED', met.why!, `${u.id}'s path meets ${met.id}${WHY[met.why!]}`, {
        unitId: met.id,
      });
    }
  }
  // 12.12: through friends, but never ending on one
  const end = footprintRing({
    position: { x: plan.final.x, y: plan.final.y },
    facing: plan.final.facing,
    width: plan.final.width,
    depth: plan.final.depth,
  });
  const endBox = boxOf(end);
  const on = all.find((o) => !disjoint(endBox, o.box) && convexOverlap(end, o.ring));
  return on === undefined
    ? null
    : refuse('PATH_BLOCKED', '12.12', `${u.id} would end on ${on.id}`, { unitId: on.id });
}

const WHY: Readonly<Record<string, string>> = {
  '12.12': ' (an enemy is never passed through)',
  '12.12-1': ' (a friend passed through must not have moved this turn)',
  '12.12-2': ' (never through a unit in combat)',
};
