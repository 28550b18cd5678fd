import { type Axial, axial, axialAdd, axialScale } from './axial';
import { type Direction, DIRECTION_VECTORS, neighbor } from './direction';

/** Ring walk: from the N corner, one leg per direction, clockwise on the sheet. */
const RING_LEGS: readonly Direction[] = ['SE', 'S', 'SW', 'NW', 'N', 'NE'];

function checkRadius(radius: number): void {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`Radius must be a non-negative integer, got ${radius}`);
  }
}

/**
 * The hexes exactly `radius` steps from `center` (6 × radius of them; radius 0 is
 * just the centre). Order: start `radius` steps N of the centre and walk clockwise
 * on the sheet (first leg SE, then S, SW, NW, N, NE).
 */
export function ring(center: Axial, radius: number): Axial[] {
  checkRadius(radius);
  if (radius === 0) return [axial(center.q, center.r)];
  const hexes: Axial[] = [];
  let hex = axialAdd(center, axialScale(DIRECTION_VECTORS.N, radius));
  for (const d of RING_LEGS) {
    for (let step = 0; step < radius; step++) {
      hexes.push(hex);
      hex = neighbor(hex, d);
    }
  }
  return hexes;
}

/**
 * Every hex within `radius` steps of `center`, centre included: 3n(n+1)+1 hexes,
 * as a spiral (centre, then ring 1, ring 2, … each in `ring` order).
 */
export function hexesWithin(center: Axial, radius: number): Axial[] {
  checkRadius(radius);
  const hexes: Axial[] = [];
  for (let k = 0; k <= radius; k++) hexes.push(...ring(center, k));
  return hexes;
}
