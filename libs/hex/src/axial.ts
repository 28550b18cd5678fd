/**
 * Axial hex coordinates (Red Blob Games, "Hexagonal Grids": axial / cube).
 *
 * `q` grows one step per printed column (left → right); `r` is the other axial
 * axis. The third cube coordinate is derived: `s = -q - r`. All the geometry of
 * this library (directions, distance, lines, rings) is done in axial/cube form;
 * printed labels only appear at the edges (see offset.ts and label.ts).
 */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Builds an axial coordinate, normalising `-0` to `0` so results compare cleanly. */
export function axial(q: number, r: number): Axial {
  return { q: q + 0, r: r + 0 };
}

/** The derived third cube coordinate, `s = -q - r`. */
export function cubeS(a: Axial): number {
  return -a.q - a.r + 0;
}

export function axialEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A string key (`"q,r"`, e.g. `"3,-2"`) for using hexes in `Map`s and `Set`s. */
export function axialKey(a: Axial): string {
  return `${a.q + 0},${a.r + 0}`;
}

export function axialAdd(a: Axial, b: Axial): Axial {
  return axial(a.q + b.q, a.r + b.r);
}

export function axialSubtract(a: Axial, b: Axial): Axial {
  return axial(a.q - b.q, a.r - b.r);
}

export function axialScale(a: Axial, k: number): Axial {
  return axial(a.q * k, a.r * k);
}
