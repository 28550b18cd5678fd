import { hmacDie } from './dice';

/**
 * Statistical fairness of the scheme: Pearson's chi-square goodness-of-fit test of the faces
 * against the uniform distribution. The seeds are fixed, so the test is deterministic; the
 * critical values are those of the chi-square distribution at significance α = 0.001 (a fair
 * die fails once in 1,000 seeds), for (cells − 1) degrees of freedom.
 */
const CRITICAL_0_001: Readonly<Record<number, number>> = {
  3: 16.266,
  5: 20.515,
  9: 27.877,
  35: 66.619,
};

function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

function tally(seedHex: string, sides: number, rolls: number): number[] {
  const seed = Buffer.from(seedHex, 'hex');
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < rolls; i++) counts[hmacDie(seed, i, sides) - 1]! += 1;
  return counts;
}

describe('fairness of pratzen-hmac-sha256/1 (chi-square, α = 0.001)', () => {
  // One pass of 600,000 d6 faces, used three ways.
  const rolls = 600_000;
  const faces = new Uint8Array(rolls);
  beforeAll(() => {
    const seed = Buffer.from('a1'.repeat(32), 'hex');
    for (let i = 0; i < rolls; i++) faces[i] = hmacDie(seed, i, 6);
  });

  test('d6: 600,000 faces (5 degrees of freedom, critical value 20.515)', () => {
    const counts = new Array<number>(6).fill(0);
    for (const f of faces) counts[f - 1]! += 1;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(rolls);
    expect(chiSquare(counts, rolls)).toBeLessThan(CRITICAL_0_001[5]!);
  });

  test('successive d6 are independent: 36 cells over 300,000 pairs (35 df, critical 66.619)', () => {
    const counts = new Array<number>(36).fill(0);
    for (let p = 0; p < rolls / 2; p++)
      counts[(faces[2 * p]! - 1) * 6 + faces[2 * p + 1]! - 1]! += 1;
    expect(chiSquare(counts, rolls / 2)).toBeLessThan(CRITICAL_0_001[35]!);
  });

  test('the test has power: the same faces with 2% of the sixes turned into ones fail it', () => {
    const counts = new Array<number>(6).fill(0);
    faces.forEach((f, i) => {
      counts[(f === 6 && i % 50 === 0 ? 1 : f) - 1]! += 1;
    });
    expect(chiSquare(counts, rolls)).toBeGreaterThan(CRITICAL_0_001[5]!);
  });

  test('d10: 100,000 faces (9 degrees of freedom, critical value 27.877)', () => {
    const counts = tally('b2'.repeat(32), 10, 100_000);
    expect(chiSquare(counts, 100_000)).toBeLessThan(CRITICAL_0_001[9]!);
  });

  test('d4: 100,000 faces (3 degrees of freedom, critical value 16.266)', () => {
    const counts = tally('c3'.repeat(32), 4, 100_000);
    expect(chiSquare(counts, 100_000)).toBeLessThan(CRITICAL_0_001[3]!);
  });
});
