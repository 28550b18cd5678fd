import { TEC, parseSideResult } from './tables';
import {
  CHART_TYPES as TYPES,
  PRINTED_CHARTS as printed,
  PRINTED_HEXSIDE_ROWS as SIDE_ROWS,
  PRINTED_HEX_ROWS as HEX_ROWS,
  printedRow as row,
} from '../testing/printed-charts';

/** Printed combat cell → data cell: the asterisk (charge) is kept apart in `cavalryCharge`. */
const combatOf = (cell: string): string => (cell === '*' ? '-' : cell.replace('*', ''));

describe('8.0 Terrain Effects Chart data matches the printed chart', () => {
  const cells = [
    ...HEX_ROWS.flatMap(([label, t]) => TYPES.map((u, i) => [label, u, i, TEC.hex[t]] as const)),
    ...SIDE_ROWS.flatMap(([label, k]) =>
      TYPES.map((u, i) => [label, u, i, TEC.hexside[k]] as const),
    ),
  ];
  test.each(cells)('8.0 %s, %s', (label, type, i, data) => {
    const cells = row(label);
    expect(String(data.movement[type])).toBe(cells[i]);
    expect(data.combat[type]).toBe(combatOf(cells[i + 4] as string));
  });

  const rows = [
    ...HEX_ROWS.map(([label, t]) => [label, TEC.hex[t]] as const),
    ...SIDE_ROWS.map(([label, k]) => [label, TEC.hexside[k]] as const),
  ];
  test.each(rows)('8.0 %s: the charge asterisk is kept', (label, data) => {
    const starred = row(label).some((c) => c.includes('*'));
    // Downslope and road hexsides carry no asterisk but are "clear or slope" hexsides for 5.9.
    const clearOrSlopeSide = label.startsWith('Slope Hexside') || label === 'Road Hexside';
    expect(data?.cavalryCharge).toBe(starred || clearOrSlopeSide);
  });

  test('8.0 bridges negate streams for movement, not for combat', () => {
    expect(printed.find((l) => l.startsWith('Bridge Hexside'))).toContain('NEGATES STREAM IN HEX');
    expect(printed.find((l) => l.startsWith('Bridge Hexside'))).toContain('DOES NOT NEGATE STREAM');
  });
});

describe('6.3 / 15.0 CRT result codes', () => {
  test.each([
    ['-', { losses: 0, disrupted: false, rout: null }],
    ['1', { losses: 1, disrupted: false, rout: null }],
    ['2', { losses: 2, disrupted: false, rout: null }],
    ['d', { losses: 0, disrupted: true, rout: null }],
    ['1d', { losses: 1, disrupted: true, rout: null }],
    ['2d', { losses: 2, disrupted: true, rout: null }],
    ['r', { losses: 0, disrupted: false, rout: 0 }],
    ['1r', { losses: 0, disrupted: false, rout: 1 }],
    ['3r', { losses: 0, disrupted: false, rout: 3 }],
  ])('6.3 result code %s', (code, expected) => {
    expect(parseSideResult(code)).toEqual(expected);
  });
});
