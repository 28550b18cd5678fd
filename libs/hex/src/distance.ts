import { type Axial, axialSubtract, cubeS } from './axial';

/** Number of hex steps between `a` and `b` (cube distance). */
export function distance(a: Axial, b: Axial): number {
  const d = axialSubtract(a, b);
  return Math.max(Math.abs(d.q), Math.abs(d.r), Math.abs(cubeS(d)));
}
