import type { RuleViolation } from '@pratzen/engine';
import type { Ring } from '@pratzen/geometry';
import type { PoseFields } from '@pratzen/rulesets/freeform-kit';
import { roomAt } from '../reactions/options';
import { deploy } from '../setup';
import type { A1805State, UnitState } from '../state';
import { refuse } from '../violations';
import { notClearUnder } from './terrain';

/** A pose a command gives for a unit set down on the table (UM, degrees, a formation). */
export type { PoseFields };

/** The unit as it would stand at the command's pose, checked as a set-up is (3.1, 5, 7), or why not. */
export function setDown(id: string, pose: PoseFields, rule: string): UnitState | RuleViolation {
  const { units, problems } = deploy([
    {
      id,
      x: pose.x as number,
      y: pose.y as number,
      facing: pose.facing as number,
      formation: pose.formation as never,
    },
  ]);
  const first = problems[0];
  const u = units[0];
  if (first !== undefined || u === undefined) {
    return refuse(first?.code ?? 'BAD_POSE', first?.rule ?? rule, first?.message ?? 'a pose');
  }
  return u;
}

/** 7.1 room for the block (no unit, chit or pond under it, on the table); 5.2 a square on clear ground. */
export function groundProblem(state: A1805State, u: UnitState, ring: Ring): RuleViolation | null {
  if (!roomAt(state, u, ring, []))
    return refuse('UNITS_OVERLAP', '7.1', `no room for ${u.id} there`);
  if (u.formation === 'square' && notClearUnder(ring) !== undefined) {
    return refuse('SQUARE_NOT_CLEAR', '5.2', 'a square stands only in clear terrain');
  }
  return null;
}
