import { isLabel } from './label';

/**
 * Hexside keys: the side shared by two hexes is named by both labels, sorted
 * ascending and joined by '/', e.g. "1521/1522". The key is the same whichever
 * order the hexes are given in. Adjacency is NOT checked here (see `areAdjacent`).
 */
const SEPARATOR = '/';

/**
 * Canonical key for the side between two hexes (order-independent).
 * Throws `RangeError` on malformed or identical labels.
 */
export function hexsideKey(labelA: string, labelB: string): string {
  for (const label of [labelA, labelB]) {
    if (!isLabel(label)) throw new RangeError(`Not a hex label: ${JSON.stringify(label)}`);
  }
  if (labelA === labelB) throw new RangeError(`A hex has no side with itself: ${labelA}`);
  return labelA < labelB ? `${labelA}${SEPARATOR}${labelB}` : `${labelB}${SEPARATOR}${labelA}`;
}

/**
 * Splits a canonical hexside key into its two labels (ascending). Returns
 * `undefined` for anything `hexsideKey` could not have produced, including
 * non-canonical order ("1522/1521").
 */
export function parseHexsideKey(key: string): [string, string] | undefined {
  const parts = key.split(SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts;
  if (a === undefined || b === undefined || !isLabel(a) || !isLabel(b) || !(a < b)) {
    return undefined;
  }
  return [a, b];
}
