import { createHmac } from 'node:crypto';
import { ManualDice, hmacDie, serverDice, validationDice } from './game-dice';

/** How many dice `decide` asks for, given `faces` (manual dice counting beyond them). */
const diceNeeded = (decide: (dice: ManualDice) => unknown, faces: readonly number[]): number => {
  const dice = new ManualDice(faces, 0, 'count');
  decide(dice);
  return dice.rolls.length;
};

const seed = Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex');

/** The published recipe, written out independently: the first 4 bytes of HMAC(seed, "i"). */
const firstWord = (index: number, message = String(index)): number =>
  createHmac('sha256', seed).update(message).digest().readUInt32BE(0);

describe('server dice (HMAC-SHA256 of the seed and the roll index)', () => {
  test('each face is 1 + (first uint32 of the MAC mod 6), for the first 200 rolls', () => {
    for (let i = 0; i < 200; i++) expect(hmacDie(seed, i, 6)).toBe(1 + (firstWord(i) % 6));
  });

  test('rejection sampling: a word above the last whole multiple moves to the next word', () => {
    // With 2^31 + 1 sides about half the first words are rejected: find one that is.
    const sides = 2 ** 31 + 1;
    const index = Array.from({ length: 64 }, (_, i) => i).find((i) => firstWord(i) >= sides);
    expect(index).toBeDefined();
    const mac = createHmac('sha256', seed).update(String(index)).digest();
    const words = Array.from({ length: 8 }, (_, k) => mac.readUInt32BE(4 * k));
    const accepted = words.find((w) => w < sides);
    expect(hmacDie(seed, index as number, sides)).toBe(1 + ((accepted as number) % sides));
  });

  test('the faces of a d6 are evenly spread (chi-square over 6,000 rolls)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[hmacDie(seed, i, 6) - 1]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 with 5 degrees of freedom
  });

  test('serverDice numbers its rolls from the game-wide index it is given', () => {
    const dice = serverDice(seed, 7);
    dice.roll('combat');
    dice.roll('rout');
    expect(dice.rolls).toEqual([
      { index: 7, face: hmacDie(seed, 7, 6), sides: 6, purpose: 'combat' },
      { index: 8, face: hmacDie(seed, 8, 6), sides: 6, purpose: 'rout' },
    ]);
  });
});

describe('manual and validation dice', () => {
  test('manual dice give the faces in order, then report exhaustion', () => {
    const dice = new ManualDice([4, 2], 3);
    expect([dice.roll('a'), dice.roll('b')]).toEqual([4, 2]);
    expect(() => dice.roll('c')).toThrow('exhausted');
    expect(dice.exhausted).toBe(true);
    expect(dice.rolls.map((r) => r.index)).toEqual([3, 4]);
  });

  test('a face the die cannot show is a misfit, not a roll', () => {
    const dice = new ManualDice([5], 0);
    expect(() => dice.roll('d4 roll', 4)).toThrow();
    expect(dice.misfit).toEqual({ position: 0, face: 5, sides: 4 });
  });

  test('validation dice always roll the highest face and count what was asked', () => {
    const dice = validationDice(10);
    expect([dice.roll('x'), dice.roll('y', 10)]).toEqual([6, 10]);
    expect(dice.rolls.length).toBe(2);
  });

  test('manual dice counting beyond the faces given count the dice a decision asks for', () => {
    const needsThree = (d: { roll(p: string): number }): void => {
      d.roll('a');
      d.roll('b');
      d.roll('c');
    };
    expect(diceNeeded(needsThree, [1])).toBe(3);
    expect(diceNeeded(() => undefined, [1, 2])).toBe(0);
  });
});
