import { type Axial, axial, axialAdd, axialSubtract } from './axial';

/**
 * The six grid directions of a flat-topped hex, named relative to the PRINTED
 * SHEET: "N" is toward lower row numbers (up the sheet), "NE" toward higher
 * column numbers and upward, and so on clockwise. These are grid directions, not
 * compass points of the battlefield: the map's north arrow is irrelevant here.
 */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Axial step for each direction (flat-topped: N is `r - 1`, SE is `q + 1`). */
export const DIRECTION_VECTORS: Readonly<Record<Direction, Axial>> = {
  N: axial(0, -1),
  NE: axial(1, -1),
  SE: axial(1, 0),
  S: axial(0, 1),
  SW: axial(-1, 1),
  NW: axial(-1, 0),
};

const OPPOSITE: Readonly<Record<Direction, Direction>> = {
  N: 'S',
  NE: 'SW',
  SE: 'NW',
  S: 'N',
  SW: 'NE',
  NW: 'SE',
};

export function isDirection(value: unknown): value is Direction {
  return (DIRECTIONS as readonly unknown[]).includes(value);
}

export function oppositeDirection(d: Direction): Direction {
  return OPPOSITE[d];
}

/** The adjacent hex in direction `d`. */
export function neighbor(a: Axial, d: Direction): Axial {
  return axialAdd(a, DIRECTION_VECTORS[d]);
}

/** The six adjacent hexes, in `DIRECTIONS` order. */
export function neighbors(a: Axial): Axial[] {
  return DIRECTIONS.map((d) => neighbor(a, d));
}

/** The direction from `a` to `b` when they are adjacent; otherwise `undefined`. */
export function directionTo(a: Axial, b: Axial): Direction | undefined {
  const delta = axialSubtract(b, a);
  return DIRECTIONS.find((d) => {
    const v = DIRECTION_VECTORS[d];
    return v.q === delta.q && v.r === delta.r;
  });
}
