/**
 * The cost of the exact table geometry (libs/geometry): rotation by table (bigint products),
 * footprint overlap (separating axes), arcs, point-in-polygon and segment/polygon clipping (bigint
 * rationals) on a 40-vertex woods. Prints operations per second; asserts nothing.
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/geometry.bench.ts [n]
 */
import { performance } from 'node:perf_hooks';
import {
  containsPoint,
  footprintsOverlap,
  inArc,
  lengthInsidePolygon,
  rotate,
  segment,
  type Footprint,
  type Point,
} from '@pratzen/geometry';

const n = Number(process.argv[2] ?? 20000);
let seed = 12345;
const next = (max: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % max;
};
const pt = (): Point => ({ x: next(72000), y: next(48000) });
// A 40-vertex star-ish woods around the table centre (integer coordinates).
const woods = {
  outer: Array.from({ length: 40 }, (_, i) => {
    const r = i % 2 === 0 ? 9000 : 6000;
    const a = (i * 2 * Math.PI) / 40;
    return { x: 36000 + Math.round(r * Math.sin(a)), y: 24000 + Math.round(r * Math.cos(a)) };
  }),
};
const unit = (): Footprint => ({ position: pt(), facing: next(3600), width: 4000, depth: 1500 });

function measure(name: string, op: () => unknown): void {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) op();
  const ms = performance.now() - t0;
  console.log(
    `${name.padEnd(34)} ${Math.round((n / ms) * 1000)
      .toLocaleString('en')
      .padStart(12)} ops/s`,
  );
}

console.log(`libs/geometry, ${n} operations each`);
measure('rotate (bigint, table)', () => rotate(pt(), next(3600)));
measure('footprintsOverlap (SAT)', () => footprintsOverlap(unit(), unit()));
measure('inArc (±45°)', () => inArc(pt(), next(3600), 450, pt()));
measure('containsPoint (40-vertex woods)', () => containsPoint(woods, pt()));
measure('lengthInsidePolygon (40-vertex)', () => lengthInsidePolygon(segment(pt(), pt()), woods));
