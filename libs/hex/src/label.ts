import type { Axial } from './axial';
import {
  type Offset,
  type OffsetParity,
  DEFAULT_PARITY,
  axialToOffset,
  offsetToAxial,
} from './offset';

/**
 * Printed hex labels: four digits `CCRR`, column then row, both 1-based and
 * zero-padded ("0705" = column 7, row 5). Labels therefore exist for columns and
 * rows 1..99 only.
 */
export const LABEL_MIN = 1;
export const LABEL_MAX = 99;

const LABEL_PATTERN = /^[0-9]{4}$/;

function inLabelRange(n: number): boolean {
  return Number.isInteger(n) && n >= LABEL_MIN && n <= LABEL_MAX;
}

/** Parses exactly four ASCII digits with column and row ≥ 1; anything else is `undefined`. */
export function parseLabel(label: string): Offset | undefined {
  if (!LABEL_PATTERN.test(label)) return undefined;
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2, 4));
  return col >= LABEL_MIN && row >= LABEL_MIN ? { col, row } : undefined;
}

export function isLabel(label: string): boolean {
  return parseLabel(label) !== undefined;
}

/** Formats `{ col, row }` as `CCRR`. Throws `RangeError` unless both are integers in 1..99. */
export function formatLabel(o: Offset): string {
  if (!inLabelRange(o.col) || !inLabelRange(o.row)) {
    throw new RangeError(`No hex label for column ${o.col}, row ${o.row} (both must be 1..99)`);
  }
  return `${String(o.col).padStart(2, '0')}${String(o.row).padStart(2, '0')}`;
}

export function labelToAxial(
  label: string,
  parity: OffsetParity = DEFAULT_PARITY,
): Axial | undefined {
  const o = parseLabel(label);
  return o === undefined ? undefined : offsetToAxial(o, parity);
}

/** The printed label of an axial hex, or `undefined` when it falls outside columns/rows 1..99. */
export function axialToLabel(a: Axial, parity: OffsetParity = DEFAULT_PARITY): string | undefined {
  const o = axialToOffset(a, parity);
  return inLabelRange(o.col) && inLabelRange(o.row) ? formatLabel(o) : undefined;
}

/** Like `labelToAxial` but throws `RangeError` for a malformed label. */
export function requireAxial(label: string, parity: OffsetParity = DEFAULT_PARITY): Axial {
  const a = labelToAxial(label, parity);
  if (a === undefined) throw new RangeError(`Not a hex label: ${JSON.stringify(label)}`);
  return a;
}
