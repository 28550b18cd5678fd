import { type Axial, axial } from './axial';

/**
 * Printed offset coordinates ↔ axial coordinates. THE ONLY PLACE parity maths lives.
 *
 * Maps are flat-topped hexes in columns (SPI / Avalon Hill style). `col` and `row`
 * are the printed column and row numbers (1-based on the sheet; label "1521" is
 * col 15, row 21). Columns grow left → right, rows grow top → bottom.
 *
 * Alternate columns sit half a hex lower. `OffsetParity` names WHICH printed column
 * numbers are shifted down (toward higher row numbers):
 *
 *   - 'even' (DEFAULT_PARITY, usual for SPI maps): columns 2, 4, 6 … are shifted down.
 *   - 'odd': columns 1, 3, 5 … are shifted down.
 *
 * Neighbours of (c, r) with parity 'even' (for 'odd' the two columns of the table swap):
 *
 *        odd column (unshifted)   even column (shifted down)
 *   N    (c, r-1)                 (c, r-1)
 *   NE   (c+1, r-1)               (c+1, r)
 *   SE   (c+1, r)                 (c+1, r+1)
 *   S    (c, r+1)                 (c, r+1)
 *   SW   (c-1, r)                 (c-1, r+1)
 *   NW   (c-1, r-1)               (c-1, r)
 *
 * Conversion: q = col, and r = row - floor((col + k) / 2) where k = 1 for 'even' and
 * k = 0 for 'odd'. Stepping from an unshifted column to the next column at the same
 * row is SE (+1, 0); from a shifted column it is NE (+1, -1). Note this is NOT Red
 * Blob's 0-based "even-q"/"odd-q": parity here refers to the printed 1-based numbers.
 * The formulas work for any integer col/row (including off-map ones ≤ 0).
 */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

export const OFFSET_PARITIES = ['even', 'odd'] as const;
export type OffsetParity = (typeof OFFSET_PARITIES)[number];

/** SPI maps shift the even-numbered columns down. */
export const DEFAULT_PARITY: OffsetParity = 'even';

/** The `k` of the formulas above: a column is shifted down exactly when `col + k` is odd. */
function parityConstant(parity: OffsetParity): number {
  return parity === 'even' ? 1 : 0;
}

/** True when printed column `col` is drawn half a hex lower than its neighbours. */
export function isShiftedColumn(col: number, parity: OffsetParity = DEFAULT_PARITY): boolean {
  return Math.abs((col + parityConstant(parity)) % 2) === 1;
}

export function offsetToAxial(o: Offset, parity: OffsetParity = DEFAULT_PARITY): Axial {
  return axial(o.col, o.row - Math.floor((o.col + parityConstant(parity)) / 2));
}

export function axialToOffset(a: Axial, parity: OffsetParity = DEFAULT_PARITY): Offset {
  return { col: a.q + 0, row: a.r + Math.floor((a.q + parityConstant(parity)) / 2) + 0 };
}
