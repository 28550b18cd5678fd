import { type Axial, axial, cubeS } from './axial';
import { distance } from './distance';

/**
 * Line drawing (Red Blob Games, "Line drawing"): sample N+1 evenly spaced points
 * on the straight segment between hex centres, in cube space, and round each to
 * the nearest hex.
 *
 * Where the segment runs exactly along a hexside the rounding would be a tie; both
 * endpoints are nudged by the same tiny cube vector (1e-6, 2e-6, -3e-6) so every
 * tie resolves the same way, and `hexLine(b, a)` is `hexLine(a, b)` reversed.
 */
const EPSILON = { q: 1e-6, r: 2e-6, s: -3e-6 } as const;

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

function nudgedCube(a: Axial): Cube {
  return { q: a.q + EPSILON.q, r: a.r + EPSILON.r, s: cubeS(a) + EPSILON.s };
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Nearest hex to a fractional cube point (keeps q + r + s = 0). */
export function cubeRound(c: Cube): Axial {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  const s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return axial(q, r);
}

/** Hexes on the line from `a` to `b`, both ends included: `distance(a, b) + 1` hexes. */
export function hexLine(a: Axial, b: Axial): Axial[] {
  const n = distance(a, b);
  if (n === 0) return [axial(a.q, a.r)];
  const ca = nudgedCube(a);
  const cb = nudgedCube(b);
  const hexes: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    hexes.push(
      cubeRound({ q: lerp(ca.q, cb.q, t), r: lerp(ca.r, cb.r, t), s: lerp(ca.s, cb.s, t) }),
    );
  }
  return hexes;
}
