import { directionTo, neighbors } from './direction';
import { distance } from './distance';
import { axialToLabel, formatLabel, labelToAxial, LABEL_MAX, requireAxial } from './label';
import { type OffsetParity, DEFAULT_PARITY } from './offset';

/**
 * Label-level conveniences over the axial maths. Functions that must produce a
 * value throw `RangeError` on a malformed label; predicates answer `false`.
 */

/** Neighbours of `label` that have valid labels (cols/rows 1..99), in `DIRECTIONS` order. */
export function labelNeighbors(label: string, parity: OffsetParity = DEFAULT_PARITY): string[] {
  return neighbors(requireAxial(label, parity))
    .map((n) => axialToLabel(n, parity))
    .filter((l): l is string => l !== undefined);
}

/** True when both labels are valid and the hexes share a side. */
export function areAdjacent(
  labelA: string,
  labelB: string,
  parity: OffsetParity = DEFAULT_PARITY,
): boolean {
  const a = labelToAxial(labelA, parity);
  const b = labelToAxial(labelB, parity);
  return a !== undefined && b !== undefined && directionTo(a, b) !== undefined;
}

/** Hex steps between two labelled hexes. Throws `RangeError` on a malformed label. */
export function labelDistance(a: string, b: string, parity: OffsetParity = DEFAULT_PARITY): number {
  return distance(requireAxial(a, parity), requireAxial(b, parity));
}

/**
 * Every label of a map with columns 1..cols and rows 1..rows, in label order
 * (column by column, rows ascending: "0101", "0102", … "0201", …).
 */
export function rectangleLabels(cols: number, rows: number): string[] {
  for (const n of [cols, rows]) {
    if (!Number.isInteger(n) || n < 0 || n > LABEL_MAX) {
      throw new RangeError(`Map size must be an integer 0..${LABEL_MAX}, got ${n}`);
    }
  }
  const labels: string[] = [];
  for (let col = 1; col <= cols; col++) {
    for (let row = 1; row <= rows; row++) labels.push(formatLabel({ col, row }));
  }
  return labels;
}
