/**
 * Arcs: is a target within ±halfAngle of a facing, seen from an origin? Exact, without atan2:
 * the arc's two edges are the table directions facing − halfAngle and facing + halfAngle
 * (rotation.ts, trig-table.ts), and the test is the sign of cross products (bigint, since the
 * table is scaled by 2^30).
 *
 * - The arc is closed: a target exactly on an edge direction (as the table gives it) is in it.
 * - halfAngle is 0–1800 tenths: 0 is the ray straight ahead, 900 the front half-plane
 *   (a target square to the side is in it), 1800 everything.
 * - A target at the origin itself has no direction: it is in no arc (false).
 */
import { HALF_TURN, QUARTER_TURN } from './facing';
import type { Point } from './point';
import { cosScaled, sinScaled } from './trig-table';
import { big, isSafeInteger } from './builtins';

/** The table direction of a facing, scaled by 2^30: (sin f, cos f) since 0 is north, clockwise. */
function direction(facing: number): [bigint, bigint] {
  return [big(sinScaled(facing)), big(cosScaled(facing))];
}

function crossSign(a: [bigint, bigint], dx: bigint, dy: bigint): bigint {
  return a[0] * dy - a[1] * dx;
}

export function inArc(origin: Point, facing: number, halfAngle: number, target: Point): boolean {
  if (!isSafeInteger(halfAngle) || halfAngle < 0 || halfAngle > HALF_TURN) {
    throw new RangeError(`geometry: arc half-angle ${halfAngle} is not 0–1800 tenths`);
  }
  const dx = big(target.x - origin.x);
  const dy = big(target.y - origin.y);
  if (dx === 0n && dy === 0n) return false;
  if (halfAngle === HALF_TURN) return true;
  const left = direction(facing - halfAngle);
  const right = direction(facing + halfAngle);
  const cl = crossSign(left, dx, dy); // ≤ 0: target clockwise of (or on) the left edge
  const cr = crossSign(right, dx, dy); // ≥ 0: target counter-clockwise of (or on) the right edge
  if (halfAngle <= QUARTER_TURN) {
    const ahead = direction(facing);
    const forward = ahead[0] * dx + ahead[1] * dy;
    return cl <= 0n && cr >= 0n && (halfAngle === QUARTER_TURN || forward > 0n);
  }
  // wider than a half-plane: in unless strictly inside the (narrower) rear wedge
  return !(cl > 0n && cr < 0n);
}
