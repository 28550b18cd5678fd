import { type Footprint, type Point, type Ring, footprintRing, point } from '@pratzen/geometry';
import { centreBehind, frontAhead } from '@pratzen/rulesets/freeform-kit';
import { blockOf } from '../data/catalogue';
import type { UnitState } from '../state';
import type { Formation, Kind } from '../vocabulary';

/** A pose: front centre, facing, formation (freeform.md "A unit's pose"). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
}

const FALLBACK = { width: 1, depth: 1 };

/** The block a unit occupies in a formation (5.1; 5.4: a square its whole marker). */
export function footprintAt(kind: Kind, pose: Pose): Footprint {
  const b = blockOf(kind, pose.formation) ?? FALLBACK;
  return { position: point(pose.x, pose.y), facing: pose.facing, width: b.width, depth: b.depth };
}

export const ringAt = (kind: Kind, pose: Pose): Ring => footprintRing(footprintAt(kind, pose));

const rings = new WeakMap<UnitState, Ring>();
/** A unit's block as a ring, memoised per (immutable) unit state: the obstacle every move tests. */
export function unitRing(u: UnitState): Ring {
  let r = rings.get(u);
  if (r === undefined) {
    r = ringAt(u.kind, u);
    rings.set(u, r);
  }
  return r;
}

/** The block's centre: what a unit pivots on (6.6) and what sight is traced from (8.2). */
export function centreOf(kind: Kind, pose: Pose): Point {
  const b = blockOf(kind, pose.formation) ?? FALLBACK;
  return centreBehind(pose, b.depth);
}

/** The front centre of a block of `kind` in `formation`, facing `facing`, centred on `c`. */
export function frontFromCentre(kind: Kind, c: Point, facing: number, formation: Formation): Pose {
  const b = blockOf(kind, formation) ?? FALLBACK;
  const front = frontAhead(c, facing, b.depth);
  return { x: front.x, y: front.y, facing, formation };
}
