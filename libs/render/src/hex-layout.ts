import {
  type Direction,
  type OffsetParity,
  directionTo,
  isShiftedColumn,
  labelToAxial,
  parseLabel,
} from '@pratzen/hex';
import { HEADER, MARGIN } from './model';

/**
 * Pixel layout of a flat-topped, column-offset hex map, in integers: a hex is 60 px corner to
 * corner and 52 px flat to flat (26/30 ≈ √3/2 to 0.08%), columns 45 px apart, alternate columns
 * half a hex lower as libs/hex's parity says. Row 01 is at the top, as printed.
 */
export const HEX_RADIUS = 30;
export const HEX_HALF_HEIGHT = 26;
const COLUMN_STEP = 45;

export type Px = readonly [number, number];

export interface HexLayout {
  readonly parity: OffsetParity;
  readonly width: number;
  readonly height: number;
  /** The centre of a labelled hex, or undefined for a label that is not one. */
  centre(label: string): Px | undefined;
}

export function hexLayout(columns: number, rows: number, parity: OffsetParity): HexLayout {
  return {
    parity,
    width: COLUMN_STEP * Math.max(0, columns - 1) + 2 * HEX_RADIUS + 2 * MARGIN,
    height: 2 * HEX_HALF_HEIGHT * rows + HEX_HALF_HEIGHT + 2 * MARGIN,
    centre(label) {
      const o = parseLabel(label);
      if (o === undefined) return undefined;
      const shift = isShiftedColumn(o.col, parity) ? HEX_HALF_HEIGHT : 0;
      return [
        MARGIN + HEX_RADIUS + COLUMN_STEP * (o.col - 1),
        HEADER + MARGIN + HEX_HALF_HEIGHT + 2 * HEX_HALF_HEIGHT * (o.row - 1) + shift,
      ];
    },
  };
}

/** The six corners of a hex around `c`, clockwise from the east corner. */
export function hexCorners([x, y]: Px, radius = HEX_RADIUS, half = HEX_HALF_HEIGHT): Px[] {
  const r2 = radius / 2;
  return [
    [x + radius, y],
    [x + r2, y + half],
    [x - r2, y + half],
    [x - radius, y],
    [x - r2, y - half],
    [x + r2, y - half],
  ];
}

/** The two corner indexes (of `hexCorners`) bounding the side toward each grid direction. */
const SIDE_CORNERS: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [4, 5],
  NE: [5, 0],
  SE: [0, 1],
  S: [1, 2],
  SW: [2, 3],
  NW: [3, 4],
};

/** The segment of the hexside between two adjacent hexes, or undefined if they are not. */
export function hexsideSegment(layout: HexLayout, from: string, to: string): [Px, Px] | undefined {
  const a = labelToAxial(from, layout.parity);
  const b = labelToAxial(to, layout.parity);
  const centre = layout.centre(from);
  if (a === undefined || b === undefined || centre === undefined) return undefined;
  const d = directionTo(a, b);
  if (d === undefined) return undefined;
  const corners = hexCorners(centre);
  const [i, j] = SIDE_CORNERS[d];
  return [corners[i] as Px, corners[j] as Px];
}
