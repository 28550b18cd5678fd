import { scriptedDice, seededDice, type Dice } from '@pratzen/engine';
import { shuffled, uniformIndex } from './deck';

/** Dice that record the sides asked for and give `faces` in turn (then 1). */
function recording(faces: readonly number[]): Dice & { sides: number[] } {
  const d = {
    sides: [] as number[],
    roll: (_p: string, sides = 6) => {
      d.sides.push(sides);
      return faces[d.sides.length - 1] ?? 1;
    },
  };
  return d;
}

describe('a20 N5.0 / X3.0 step 3: the deck is shuffled with six-sided dice only (manual dice are 1-6)', () => {
  test('N5.0 shuffle: the highest faces are never thrown again (the API counts missing dice at their highest face: that count is the fewest)', () => {
    const six = recording(Array.from({ length: 100 }, () => 6));
    shuffled(
      Array.from({ length: 15 }, (_, i) => `c${i}`),
      six,
      'N5.0 shuffle',
    );
    expect(six.sides).toHaveLength(9 * 2 + 5); // places 15..7 by two dice, 6..2 by one
  });

  test('N5.0 shuffle: every die thrown is a d6, so faces typed from physical dice are all accepted', () => {
    const d = recording([]);
    shuffled(
      Array.from({ length: 16 }, (_, i) => `c${i}`),
      d,
      'N5.0 shuffle',
    );
    expect(d.sides.length).toBeGreaterThan(0);
    expect(new Set(d.sides)).toEqual(new Set([6]));
    // a manual game's faces (1-6) shuffle a whole deck, where a d16 would have refused a 7+ never sent
    const manual = scriptedDice(Array.from({ length: 100 }, (_, i) => (i % 6) + 1));
    const order = shuffled(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], manual, 'N5.0 shuffle');
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  test.each([2, 3, 4, 5, 6, 7, 11, 13, 15, 16])(
    'N5.0 shuffle: every index 0..%i-1 is equally likely (each throw of one or two d6 counted once, rejected throws thrown again)',
    (k) => {
      const counts = new Array<number>(k).fill(0);
      const throws = k > 6 ? 36 : 6;
      for (let t = 0; t < throws; t++) {
        const faces = k > 6 ? [Math.floor(t / 6) + 1, (t % 6) + 1] : [t + 1];
        let rejected = false;
        const d: Dice = {
          roll: (_p, sides = 6) => {
            const f = faces.shift();
            if (f === undefined) {
              rejected = true;
              throw new Error('rejected');
            }
            expect(sides).toBe(6);
            return f;
          },
        };
        try {
          const i = uniformIndex(d, k, 'test');
          counts[i] = (counts[i] ?? 0) + 1;
        } catch {
          expect(rejected).toBe(true);
        }
      }
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBe(Math.floor(throws / k));
    },
  );

  test('N5.0 shuffle: dice that always reject stop after a bounded number of throws (no hang)', () => {
    const d = recording(Array.from({ length: 200 }, () => 1)); // 1,1 = 0: rejected for k = 7
    const i = uniformIndex(d, 7, 'test');
    expect(i).toBe(0);
    expect(d.sides.length).toBeLessThan(60);
    // with fair dice a shuffle is a permutation
    const deck = Array.from({ length: 15 }, (_, n) => `c${n}`);
    expect([...shuffled(deck, seededDice(3), 'x')].sort()).toEqual([...deck].sort());
  });
});
