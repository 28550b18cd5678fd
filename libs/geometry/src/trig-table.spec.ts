import table from '../data/trig-table.json';
import { buildTrigTable } from '../../../scripts/build-trig-table';
import { cosScaled, sinScaled, TRIG_SCALE } from './trig-table';

const S = TRIG_SCALE;

describe('trig table (cos, sin) × 2^30 per tenth of a degree', () => {
  test('the committed data is exactly what scripts/build-trig-table.ts produces', () => {
    expect(table).toEqual(buildTrigTable());
    expect(table.scale).toBe(S);
    expect(table.cos).toHaveLength(3600);
    expect(table.sin).toHaveLength(3600);
  });

  test.each([
    [0, S, 0],
    [900, 0, S],
    [1800, -S, 0],
    [2700, 0, -S],
    [600, S / 2, 929887697],
    [300, 929887697, S / 2],
  ])('angle %i tenths: cos %i, sin %i', (a, c, s) => {
    expect(cosScaled(a)).toBe(c);
    expect(sinScaled(a)).toBe(s);
  });

  test('quadrant identities hold exactly for every tenth', () => {
    for (let a = 0; a < 3600; a++) {
      expect([cosScaled(900 - a), sinScaled(900 - a)]).toEqual([sinScaled(a), cosScaled(a)]);
      expect(cosScaled(a + 1800) + 0).toBe(-cosScaled(a) + 0);
      expect(sinScaled(a + 1800) + 0).toBe(-sinScaled(a) + 0);
      expect(cosScaled(-a)).toBe(cosScaled(a));
      expect(sinScaled(-a) + 0).toBe(-sinScaled(a) + 0);
    }
  });

  test('every entry is within ½ of the true value (Math.* used only here, as a cross-check)', () => {
    for (let a = 0; a < 3600; a++) {
      const rad = (a * Math.PI) / 1800;
      expect(Math.abs(cosScaled(a) - Math.cos(rad) * S)).toBeLessThan(0.5 + 1e-6);
      expect(Math.abs(sinScaled(a) - Math.sin(rad) * S)).toBeLessThan(0.5 + 1e-6);
    }
  });

  test('cos² + sin² stays within 2^31 of 2^60 (the table is nearly orthonormal)', () => {
    for (let a = 0; a < 3600; a++) {
      const c = BigInt(cosScaled(a));
      const s = BigInt(sinScaled(a));
      const d = c * c + s * s - (1n << 60n);
      expect(d <= 1n << 31n && d >= -(1n << 31n)).toBe(true);
    }
  });

  test('angles outside 0–3599 are normalised', () => {
    expect(cosScaled(3600 + 123)).toBe(cosScaled(123));
    expect(sinScaled(-900)).toBe(-S);
  });
});
