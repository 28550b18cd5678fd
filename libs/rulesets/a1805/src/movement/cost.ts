import { type RuleViolation } from '@pratzen/engine';
import { type Segment, point, ticksToWire } from '@pratzen/geometry';
import type { UnitSpec } from '../data/catalogue';
import type { UnitState } from '../state';
import { refuse } from '../violations';
import type { Formation } from '../vocabulary';
import { ROAD_BONUS, STREAM_COST, baseAllowance, sidestepLimit } from './allowance';
import type { Leg } from './programme';
import {
  hinderedByStreams,
  hinderedByWoods,
  lengthInWoods,
  onRoad,
  streamsCrossed,
} from './terrain';

/** What the move's shape does to the allowance (6.3, 6.5, 6.6, 6.12). */
export interface MoveShape {
  readonly aboutFace: boolean;
  readonly wideTurn: boolean;
  readonly retire: boolean;
  readonly sidestep: boolean;
  readonly formationChanged: boolean;
}

const um = ticksToWire;
const column = (f: Formation): boolean => f === 'column' || f === 'limbered';

/**
 * What a move costs and what it may cost: the distance commanded, plus terrain for hindered
 * units (6.10, reconstruction: woods count double, a stream crossing 1 UM), against the allowance
 * (6.2) halved by a wide turn or an orderly retreat (6.5) and by a change of formation (6.12),
 * spent by an about-face (6.6), 1 UM sideways (6.3), +1 UM for a column wholly on roads (6.10.3).
 */
export function costOf(
  unit: UnitState,
  spec: UnitSpec,
  legs: readonly Leg[],
  shape: MoveShape,
): { spent: number; terrain: number; limit: number } | RuleViolation {
  let spent = 0;
  let terrain = 0;
  let allOnRoad = legs.some((l) => l.kind === 'slide');
  for (const l of legs) {
    if (l.kind !== 'slide') continue;
    const seg: Segment = { a: point(l.from.x, l.from.y), b: point(l.to.x, l.to.y) };
    spent += l.length;
    if (hinderedByWoods(spec)) terrain += lengthInWoods(seg);
    if (hinderedByStreams(spec)) terrain += STREAM_COST * streamsCrossed(seg).length;
    if (!onRoad(seg)) allOnRoad = false;
  }
  let limit = shape.aboutFace ? 0 : baseAllowance(unit);
  if (shape.wideTurn || shape.retire) limit = Math.floor(limit / 2);
  if (shape.formationChanged) limit = Math.floor(limit / 2);
  if (allOnRoad && legs.every((l) => column(l.from.formation) && column(l.to.formation))) {
    limit += ROAD_BONUS;
  }
  if (shape.sidestep) limit = sidestepLimit(unit);
  if (spent > limit) {
    const rule = shape.retire || shape.wideTurn ? '6.5' : shape.formationChanged ? '6.12' : '6.2';
    return refuse(
      'ALLOWANCE_EXCEEDED',
      rule,
      `${unit.id} would move ${um(spent)} UM of ${um(limit)}`,
      {
        spent: um(spent),
        allowance: um(limit),
      },
    );
  }
  if (spent + terrain > limit) {
    return refuse(
      'TERRAIN_COST',
      '6.10',
      `${unit.id}'s path costs ${um(spent + terrain)} UM with terrain, of ${um(limit)}`,
      { spent: um(spent + terrain), terrain: um(terrain), allowance: um(limit) },
    );
  }
  return { spent, terrain, limit };
}
