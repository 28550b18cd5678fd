import { PLAIN_HEXSIDE, type HexsideInfo } from '../data/board';
import type { HexsideKind } from '../data/tables';
import {
  attackHalvings,
  chargeFrom,
  chargeThrough,
  chargesAsCavalry,
  defenceMultiplier,
  halve,
} from './terrain-effects';
import {
  CHART_TYPES,
  PRINTED_HEXSIDE_ROWS,
  PRINTED_HEX_ROWS,
  printedCombatCell,
} from '../testing/printed-charts';

const TYPES = CHART_TYPES;
const HEXES = PRINTED_HEX_ROWS;
const SIDES = PRINTED_HEXSIDE_ROWS;
const side = (kind: HexsideKind): HexsideInfo => ({ ...PLAIN_HEXSIDE, [kind]: true });
const cell = printedCombatCell;

describe('8.0 Terrain Effects Chart, combat columns, cell by cell', () => {
  const hexCells = HEXES.flatMap(([label, t]) =>
    TYPES.map((u) => [label, t, u, cell(label, u)] as const),
  );
  test.each(hexCells)('8.0 %s (%s), %s: printed "%s"', (_label, t, type, printedCell) => {
    const plain = printedCell.replace('*', '');
    // D / T: the defender is doubled / tripled in this hex.
    expect(defenceMultiplier(type, t)).toBe(plain === 'T' ? 3 : plain === 'D' ? 2 : 1);
    // H: the attacker is halved attacking out of this hex; P: it may not attack from it.
    expect(attackHalvings(type, t, [])).toBe(plain === 'P' ? null : plain === 'H' ? 1 : 0);
    // *: defending cavalry may charge in this hex.
    if (type === 'cavalry') expect(chargeFrom(t)).toBe(printedCell.includes('*'));
  });

  const sideCells = SIDES.flatMap(([label, k]) =>
    TYPES.map((u) => [label, k, u, cell(label, u)] as const),
  );
  test.each(sideCells)('8.0 %s (%s), %s: printed "%s"', (_label, kind, type, printedCell) => {
    const plain = printedCell.replace('*', '');
    // H: halved attacking through this hexside; P: the attack across it is prohibited.
    expect(attackHalvings(type, 'clear', [side(kind)])).toBe(
      plain === 'P' ? null : plain === 'H' ? 1 : 0,
    );
    // Hexsides never double or triple anyone.
    expect(defenceMultiplier(type, 'clear')).toBe(1);
  });

  test('5.9 attacking cavalry may charge only through clear or slope hexsides (upslope H*)', () => {
    expect(chargeThrough(PLAIN_HEXSIDE)).toBe(true);
    expect(chargeThrough(side('upslope'))).toBe(true);
    expect(chargeThrough(side('downslope'))).toBe(true);
    expect(chargeThrough(side('road'))).toBe(true);
    expect(chargeThrough(side('stream'))).toBe(false);
    expect(chargeThrough(side('lake'))).toBe(false);
    expect(chargeThrough({ ...side('stream'), bridge: true })).toBe(false);
  });

  test('5.9 only cavalry charges: dragoons have no asterisk', () => {
    expect(TYPES.filter(chargesAsCavalry)).toEqual(['cavalry']);
  });

  test('8.0 a bridge does not negate a stream in combat', () => {
    expect(attackHalvings('infantry', 'clear', [{ ...side('stream'), bridge: true }])).toBe(1);
  });

  test('8.0 combat effects are cumulative: marsh and stream quarter, stream and upslope on one hexside too', () => {
    expect(attackHalvings('infantry', 'marsh', [side('stream')])).toBe(2);
    expect(attackHalvings('infantry', 'clear', [{ ...side('stream'), upslope: true }])).toBe(2);
  });

  test('5.4 a unit attacking through a stream and a clear hexside is halved once (as if both were stream)', () => {
    expect(attackHalvings('infantry', 'clear', [side('stream'), PLAIN_HEXSIDE])).toBe(1);
    expect(attackHalvings('infantry', 'clear', [side('stream'), side('stream')])).toBe(1);
  });

  test('8.0 halving drops fractions and never goes below 1', () => {
    expect(halve(7, 1)).toBe(3);
    expect(halve(7, 2)).toBe(1);
    expect(halve(1, 3)).toBe(1);
    expect(halve(10, 0)).toBe(10);
  });
});
