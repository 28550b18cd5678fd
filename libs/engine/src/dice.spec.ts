import { DiceUnavailableError, noDice, scriptedDice, seededDice } from './dice';

describe('dice port', () => {
  test('scripted dice hand out the given faces in order and count them', () => {
    const d = scriptedDice([3, 6, 1]);
    expect([d.roll('a'), d.roll('b'), d.roll('c')]).toEqual([3, 6, 1]);
    expect(d.used).toBe(3);
    expect(() => d.roll('d')).toThrow(DiceUnavailableError);
  });

  test('scripted dice reject faces out of range', () => {
    expect(() => scriptedDice([7]).roll('x')).toThrow(RangeError);
    expect(() => scriptedDice([0]).roll('x')).toThrow(RangeError);
    expect(scriptedDice([8]).roll('x', 8)).toBe(8);
  });

  test('noDice refuses to roll, saying why', () => {
    expect(() => noDice.roll('combat')).toThrow(
      expect.objectContaining({ purpose: 'combat', reason: 'not-allowed' }),
    );
  });

  test('seeded dice are deterministic per seed and cover every face', () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const xs = Array.from({ length: 600 }, () => a.roll('t'));
    expect(Array.from({ length: 600 }, () => b.roll('t'))).toEqual(xs);
    for (let f = 1; f <= 6; f++) expect(xs.filter((x) => x === f).length).toBeGreaterThan(60);
    expect(xs.every((x) => x >= 1 && x <= 6)).toBe(true);
    expect(Array.from({ length: 20 }, () => seededDice(43).roll('t'))).not.toEqual(xs.slice(0, 20));
  });
});
