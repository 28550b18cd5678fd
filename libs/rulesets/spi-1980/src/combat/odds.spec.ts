import { ODDS_COLUMNS } from '../data/tables';
import { baseColumn, resolveOdds, shiftColumn, simplifiedRatio } from './odds';

describe('6.2 the Combat Ratio', () => {
  test('6.2 eleven CSP against four is 2-1 (the rulebook example)', () => {
    expect(simplifiedRatio(11, 4)).toBe('2-1');
    expect(baseColumn(11, 4)).toBe('2-1');
  });

  test('6.2 four CSP against eleven is 1-3: rounded in favour of the defender', () => {
    expect(simplifiedRatio(4, 11)).toBe('1-3');
    expect(baseColumn(4, 11)).toBe('1-3');
  });

  test.each([
    [12, 4, '3-1'],
    [11, 4, '2-1'],
    [7, 4, '1-1'],
    [4, 4, '1-1'],
    [3, 4, '1-2'],
    [4, 8, '1-2'],
    [4, 9, '1-3'],
    [2, 9, '1-5'],
    [2, 10, '1-5'],
    [23, 4, '5-1'],
    [24, 4, '6-1'],
  ])('6.2 %i against %i is %s', (a, d, column) => {
    expect(baseColumn(a, d)).toBe(column);
  });

  test.each(ODDS_COLUMNS.map((c, i) => [c, i] as const))(
    '6.2 the ratio %s falls in its own column',
    (c) => {
      const [a, d] = c.split('-').map(Number) as [number, number];
      expect(baseColumn(a, d)).toBe(c);
    },
  );

  test('6.2 ratios past the table use its end columns', () => {
    expect(simplifiedRatio(20, 2)).toBe('10-1');
    expect(baseColumn(20, 2)).toBe('6-1');
    expect(simplifiedRatio(1, 9)).toBe('1-9');
    expect(baseColumn(1, 9)).toBe('1-5');
  });

  test('6.2 shifts move along the table and stop at its ends', () => {
    expect(shiftColumn('2-1', 2)).toBe('4-1');
    expect(shiftColumn('2-1', -3)).toBe('1-3');
    expect(shiftColumn('5-1', 3)).toBe('6-1');
    expect(shiftColumn('1-4', -4)).toBe('1-5');
  });

  test('6.2 shifts apply to the column the ratio falls in (after the clamp) and are cumulative', () => {
    // 10-1 is the 6-1 column; two columns left of it is 4-1 (not 8-1 shifted to 6-1).
    const o = resolveOdds(20, 2, [{ rule: '6.8', columns: -2 }], null);
    expect(o).toMatchObject({ odds: '10-1', base: '6-1', column: '4-1' });
    const sum = resolveOdds(
      4,
      4,
      [
        { rule: '6.8', columns: 2 },
        { rule: '7.0', columns: 1 },
        { rule: '11.0', columns: -1 },
      ],
      null,
    );
    expect(sum.column).toBe('3-1');
    expect(sum.shifts.map((s) => s.rule)).toEqual(['6.8', '7.0', '11.0']);
  });

  test('6.2 no-effect shifts are not reported', () => {
    expect(resolveOdds(4, 4, [{ rule: '6.8', columns: 0 }], null).shifts).toEqual([]);
  });

  test('6.2 the attacker may lower the ratio: a cap applied after the shifts', () => {
    const o = resolveOdds(16, 4, [{ rule: '6.8', columns: 1 }], '2-1');
    expect(o.column).toBe('2-1');
    expect(o.shifts).toEqual([
      { rule: '6.8', columns: 1 },
      { rule: '6.2', columns: -3 },
    ]);
    expect(resolveOdds(4, 4, [], '3-1').column).toBe('1-1');
  });
});
