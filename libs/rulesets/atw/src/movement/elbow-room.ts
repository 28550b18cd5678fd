import type { RuleViolation } from '@pratzen/engine';
import {
  type Ring,
  boxOf,
  convexOverlap,
  disjoint,
  facingVector,
  footprintRing,
  rotate,
  vectorAdd,
} from '@pratzen/geometry';
import { playsOptional } from '../fire/optional';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { impassableUnder } from '../table';
import { refuse } from '../violations';
import type { Pose } from './pose';

/**
 * 12.9 (optional `elbow-room`): to begin a formation or facing change a column or square needs
 * 4" clear on one of its flanks (a column widening out to one flank: that flank), a line or
 * extended line 4" clear both ahead and behind. Clear of close-order friends, enemy units and
 * impassable ground; exact integer rectangles (footprints) beside the unit, a unit touching the
 * far edge is clear. Not for wheels (12.11-4) nor skirmishers or guns (12.6: close order). The
 * hasty square (12.16) asks the same room (attack/reactions.ts).
 */
export const ELBOW_ROOM = 4_000;

type Side = 'left' | 'right' | 'front' | 'rear';

/** The 4"-deep rectangle beside `p` on `side`. */
export function roomRing(p: Pose, side: Side): Ring {
  const at = (x: number, y: number) => vectorAdd({ x: p.x, y: p.y }, rotate({ x, y }, p.facing));
  if (side === 'front' || side === 'rear') {
    const back =
      side === 'rear' ? facingVector(p.facing, -p.depth) : facingVector(p.facing, ELBOW_ROOM);
    return footprintRing({
      position: { x: p.x + back.x, y: p.y + back.y },
      facing: p.facing,
      width: p.width,
      depth: ELBOW_ROOM,
    });
  }
  const sign = side === 'left' ? -1 : 1;
  return footprintRing({
    position: at(sign * (p.width / 2 + ELBOW_ROOM / 2), 0),
    facing: p.facing,
    width: ELBOW_ROOM,
    depth: p.depth,
  });
}

/** Whether the rectangle `ring` is clear of close-order friends, enemies and impassable ground. */
function clear(state: AtwState, u: UnitState, ring: Ring): boolean {
  if (impassableUnder(state.table, ring) !== undefined) return false;
  const box = boxOf(ring);
  return !state.units.some((o) => {
    if (o.id === u.id || o.screenOf === u.id) return false;
    if (o.side === u.side && (o.formation === 'skirmish' || o.arm === 'artillery')) return false;
    const r = unitRing(state.table, o);
    return !disjoint(box, boxOf(r)) && convexOverlap(ring, r);
  });
}

/** The sides that must be clear (any one of `oneOf`, all of `allOf`) for a change from `p`. */
function needed(p: Pose, anchor: 'centre' | 'left' | 'right'): { any: Side[]; all: Side[] } | null {
  if (p.formation === 'line' || p.formation === 'extended-line')
    return { any: [], all: ['front', 'rear'] };
  if (p.formation === 'column' || p.formation === 'square') {
    // 12.8: widening from the left front corner extends the unit to the right, and the reverse
    if (anchor === 'left') return { any: ['right'], all: [] };
    if (anchor === 'right') return { any: ['left'], all: [] };
    return { any: ['left', 'right'], all: [] };
  }
  return null;
}

/** 12.9: why `u` may not begin a change at `p` (anchored as given), or null. */
export function elbowProblem(
  state: AtwState,
  u: UnitState,
  p: Pose,
  anchor: 'centre' | 'left' | 'right',
): RuleViolation | null {
  if (!playsOptional(state, 'elbow-room') || u.arm === 'artillery') return null;
  const need = needed(p, anchor);
  if (need === null) return null;
  const ok = (s: Side) => clear(state, u, roomRing(p, s));
  if (need.all.every(ok) && (need.any.length === 0 || need.any.some(ok))) return null;
  const where =
    need.all.length > 0 ? `${need.all.join(' and ')}` : `${need.any.join(' or ')} flank`;
  return refuse(
    'NO_ELBOW_ROOM',
    '12.9',
    `${u.id} needs 4" clear ${where} to change formation or facing`,
  );
}
