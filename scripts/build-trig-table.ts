/**
 * Builds libs/geometry/data/trig-table.json: cos and sin of every tenth of a degree, scaled by
 * 2^30 and rounded to the nearest integer.
 *
 *   npx ts-node --transpile-only scripts/build-trig-table.ts [--check]
 *
 * The values are computed with bigints only (π by Machin's formula, Taylor series at 2^-120
 * precision), not Math.sin / Math.cos, whose results ECMAScript leaves implementation-defined:
 * running this script on any Node version gives the same table. Every value is the correctly
 * rounded one — the script fails if a value lies too close to a rounding boundary to be sure
 * (none does). Only the first octant (0–45°) is computed; the rest follows by the exact
 * identities cos(90° − a) = sin a, cos(180° − a) = −cos a, sin(180° − a) = sin a,
 * cos(360° − a) = cos a, sin(360° − a) = −sin a, so the table is exactly symmetric.
 * `--check` writes nothing and fails when the committed table's values differ. After writing,
 * run `npx prettier --write libs/geometry/data/trig-table.json` (the repository's JSON style).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TRIG_SCALE_BITS = 30;
export const FULL_TURN = 3600;
const PRECISION_BITS = 120n;
const ONE = 1n << PRECISION_BITS;
const OUTPUT_PATH = join(__dirname, '..', 'libs', 'geometry', 'data', 'trig-table.json');

export interface TrigTable {
  readonly scale: number;
  readonly steps: number;
  readonly cos: readonly number[];
  readonly sin: readonly number[];
}

/** arctan(1/x) · ONE by its Taylor series. */
function arctanInverse(x: bigint): bigint {
  let sum = 0n;
  let power = ONE / x; // 1/x^(2k+1)
  const x2 = x * x;
  for (let k = 0n; power !== 0n; k++) {
    const term = power / (2n * k + 1n);
    sum += k % 2n === 0n ? term : -term;
    power /= x2;
  }
  return sum;
}

/** π · ONE (Machin: π/4 = 4·arctan(1/5) − arctan(1/239)). */
const PI = 4n * (4n * arctanInverse(5n) - arctanInverse(239n));

/** [cos a, sin a] · ONE for a = tenths·π/1800, |a| ≤ π/4. */
function cosSinFixed(tenths: number): [bigint, bigint] {
  const a = (PI * BigInt(tenths)) / 1800n;
  let cos = 0n;
  let sin = 0n;
  let term = ONE; // a^n / n!
  for (let n = 0n; term !== 0n; n++) {
    const signed = n % 4n < 2n ? term : -term;
    if (n % 2n === 0n) cos += signed;
    else sin += signed;
    term = (term * a) / ONE / (n + 1n);
  }
  return [cos, sin];
}

/** value · 2^30 / ONE rounded to nearest; throws if the value is within 2^-60 of a half. */
function roundToScale(v: bigint): number {
  const shift = PRECISION_BITS - BigInt(TRIG_SCALE_BITS);
  const unit = 1n << shift;
  const rem = ((v % unit) + unit) % unit;
  const half = unit / 2n;
  const margin = 1n << (shift - 30n);
  if (rem > half - margin && rem < half + margin)
    throw new Error('trig table: rounding too close to call');
  return Number((v + half) >> shift);
}

export function buildTrigTable(): TrigTable {
  const scale = 2 ** TRIG_SCALE_BITS;
  const cos = new Array<number>(FULL_TURN).fill(0);
  const sin = new Array<number>(FULL_TURN).fill(0);
  for (let i = 0; i <= 450; i++) {
    const [c, s] = cosSinFixed(i);
    cos[i] = roundToScale(c);
    sin[i] = roundToScale(s);
  }
  for (let i = 451; i <= 900; i++) {
    cos[i] = sin[900 - i]!;
    sin[i] = cos[900 - i]!;
  }
  for (let i = 901; i <= 1800; i++) {
    cos[i] = -cos[1800 - i]! + 0;
    sin[i] = sin[1800 - i]!;
  }
  for (let i = 1801; i < FULL_TURN; i++) {
    cos[i] = cos[FULL_TURN - i]!;
    sin[i] = -sin[FULL_TURN - i]! + 0;
  }
  return { scale, steps: FULL_TURN, cos, sin };
}

function main(): void {
  const table = buildTrigTable();
  if (process.argv.includes('--check')) {
    const committed = JSON.parse(readFileSync(OUTPUT_PATH, 'utf8')) as TrigTable;
    if (JSON.stringify(committed) !== JSON.stringify(table)) {
      console.error('trig-table.json is not what scripts/build-trig-table.ts produces');
      process.exit(1);
    }
    console.log('trig-table.json is up to date');
    return;
  }
  writeFileSync(OUTPUT_PATH, JSON.stringify(table) + '\n');
  console.log(`wrote ${OUTPUT_PATH}`);
}

if (require.main === module) main();
