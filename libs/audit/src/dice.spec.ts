import { DICE_SCHEME, hmacDie, seedCommitment } from './dice';

const SEED_A = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const SEED_B = 'f'.repeat(64);
const SEED_C = '5eed';

/**
 * Regression vectors: produced by the pre-move implementation (`hmacDie` and `seedCommitment` of
 * apps/api/src/games/game-dice.ts at commit cd3ccf4, before the dice moved to this library), so
 * that games created before the move keep their rolls. [seed hex, index, sides, face].
 */
const VECTORS: readonly [string, number, number, number][] = [
  [SEED_A, 0, 6, 1],
  [SEED_A, 1, 6, 5],
  [SEED_A, 2, 6, 6],
  [SEED_A, 41, 6, 1],
  [SEED_A, 1000, 6, 2],
  [SEED_A, 999999, 6, 3],
  [SEED_A, 7, 10, 7],
  [SEED_A, 8, 4, 4],
  [SEED_A, 9, 2, 2],
  [SEED_A, 3, 20, 6],
  [SEED_A, 12, 100, 43],
  [SEED_A, 5, 2147483649, 1840726808],
  [SEED_A, 6, 2147483649, 465560439],
  [SEED_A, 100, 2147483649, 2049304896],
  [SEED_A, 0, 3000000000, 147923028],
  [SEED_B, 0, 6, 4],
  [SEED_B, 1, 6, 2],
  [SEED_B, 2, 6, 1],
  [SEED_B, 41, 6, 1],
  [SEED_B, 1000, 6, 6],
  [SEED_B, 999999, 6, 6],
  [SEED_B, 7, 10, 7],
  [SEED_B, 8, 4, 2],
  [SEED_B, 9, 2, 1],
  [SEED_B, 3, 20, 13],
  [SEED_B, 12, 100, 3],
  [SEED_B, 5, 2147483649, 1965379905],
  [SEED_B, 6, 2147483649, 1591741374],
  [SEED_B, 0, 3000000000, 8715934],
  [SEED_C, 0, 6, 3],
  [SEED_C, 1, 6, 4],
  [SEED_C, 2, 6, 3],
  [SEED_C, 41, 6, 4],
  [SEED_C, 1000, 6, 1],
  [SEED_C, 999999, 6, 6],
  [SEED_C, 7, 10, 2],
  [SEED_C, 8, 4, 2],
  [SEED_C, 9, 2, 2],
  [SEED_C, 3, 20, 14],
  [SEED_C, 12, 100, 26],
  [SEED_C, 5, 2147483649, 1034105644],
  [SEED_C, 6, 2147483649, 1568583563],
  [SEED_C, 0, 3000000000, 2167082667],
];

/** Same origin: seedCommitment of the pre-move implementation. */
const COMMITMENTS: readonly [string, string][] = [
  [SEED_A, '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef'],
  [SEED_B, 'af9613760f72635fbdb44a5a0a63c39f12af30f950a6ee5c971be188e89c4051'],
  [SEED_C, 'bd86eb2a655a9c1edb70aaeb0f50738a4fb11dafe1dd685496d440b6224d4e94'],
];

describe('server dice (pratzen-hmac-sha256/1)', () => {
  test('the scheme name', () => {
    expect(DICE_SCHEME).toBe('pratzen-hmac-sha256/1');
  });

  test.each(VECTORS)(
    'seed %s, die %d, d%d → %d (as before the move)',
    (seed, index, sides, face) => {
      expect(hmacDie(Buffer.from(seed, 'hex'), index, sides)).toBe(face);
    },
  );

  test.each(COMMITMENTS)('commitment of seed %s (as before the move)', (seed, commitment) => {
    expect(seedCommitment(Buffer.from(seed, 'hex'))).toBe(commitment);
  });

  test('a d1 always shows 1; faces stay within 1..sides', () => {
    const seed = Buffer.from(SEED_A, 'hex');
    for (let i = 0; i < 50; i++) {
      expect(hmacDie(seed, i, 1)).toBe(1);
      for (const sides of [2, 3, 6, 10, 12, 20, 100]) {
        const face = hmacDie(seed, i, sides);
        expect(face >= 1 && face <= sides && Number.isInteger(face)).toBe(true);
      }
    }
  });

  test('bad arguments are refused instead of looping or rolling nonsense', () => {
    const seed = Buffer.from(SEED_A, 'hex');
    expect(() => hmacDie(seed, -1, 6)).toThrow(RangeError);
    expect(() => hmacDie(seed, 1.5, 6)).toThrow(RangeError);
    expect(() => hmacDie(seed, 0, 0)).toThrow(RangeError);
    expect(() => hmacDie(seed, 0, 2.5)).toThrow(RangeError);
    expect(() => hmacDie(seed, 0, 2 ** 32 + 1)).toThrow(RangeError);
    expect(hmacDie(seed, 0, 2 ** 32)).toBeGreaterThanOrEqual(1);
  });
});
