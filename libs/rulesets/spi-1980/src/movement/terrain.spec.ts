import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { spi1980 } from '../ruleset';
import {
  findHex,
  findHexside,
  findHexsides,
  hexView,
  isPlainSide,
  type HexsideView,
} from '../testing/board-fixtures';
import { at } from '../testing/positions';
import type { Terrain, UnitType } from '../vocabulary';

/** One French unit of each type (Movement Allowance 4 or more: every TEC cell fits). */
const MOVER: Readonly<Record<UnitType, string>> = {
  infantry: 'morand',
  cavalry: 'margaron',
  dragoon: 'beaumont',
  artillery: 'fontenay',
};

/** The printed [8.0] chart, movement columns Inf, Cav, Drg, Art ('P' prohibited). */
type Cells = readonly [number | 'P', number | 'P', number | 'P', number | 'P'];
const HEX_CHART: readonly (readonly [Terrain, Cells])[] = [
  ['clear', [1, 1, 1, 1]],
  ['woods', [2, 3, 3, 'P']],
  ['lake', [1, 1, 1, 1]],
  ['town', [2, 2, 2, 1]],
  ['fortified', [1, 1, 1, 1]],
  ['marsh', [2, 3, 3, 'P']],
  ['slope', [1, 1, 1, 1]],
];
const TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'dragoon', 'artillery'];
const printedHexCost = (terrain: Terrain, type: UnitType): number | 'P' => {
  const row = HEX_CHART.find(([t]) => t === terrain);
  if (row === undefined) throw new Error(`no chart row for ${terrain}`);
  return row[1][TYPES.indexOf(type)] as number | 'P';
};
const cells = (chart: readonly (readonly [string, Cells])[]) =>
  chart.flatMap(([what, c]) => TYPES.map((type, i) => [what, type, c[i] as number | 'P'] as const));

/** Move `type`'s unit from `from` into `to` with no enemy on the map; the decision. */
function moveOne(type: UnitType, from: string, to: string) {
  const s = at(3, 'movement', 'french', { [MOVER[type]]: from });
  return given(spi1980, s).when({ type: 'MoveUnit', unitId: MOVER[type], path: [to] });
}

function expectCost(type: UnitType, from: string, to: string, expected: number | 'P'): void {
  const w = moveOne(type, from, to);
  if (expected === 'P') {
    w.thenViolates('PROHIBITED_TERRAIN', '8.0');
  } else {
    w.then([{ type: 'UnitMoved', unitId: MOVER[type], path: [to], mpSpent: expected }]);
  }
}

const standable = (type: UnitType) => (h: { terrain: Terrain }) =>
  type !== 'artillery' || (h.terrain !== 'woods' && h.terrain !== 'marsh');

/** Printed slope hexside additions (Inf, Cav, Drg, Art), added when a hex can only be reached across a slope. */
const UPSLOPE = [1, 1, 1, 1];
const DOWNSLOPE = [1, 2, 2, 2];
const slopeOnly = (v: HexsideView): boolean => !v.side.road && !v.side.lake && !v.side.stream;

describe('4.2 / 8.0 Terrain Effects Chart: hexes', () => {
  test.each(cells(HEX_CHART))(
    '4.2 entering a %s hex costs a %s unit %s',
    (terrain, type, expected) => {
      // Prefer a plain hexside; the only fortified hex is ringed by slopes, whose printed cost is added.
      const pick = (pred: (v: HexsideView) => boolean) =>
        findHexsides((v) => v.to.terrain === terrain && standable(type)(v.from) && pred(v))[0];
      const found = pick((v) => isPlainSide(v.side)) ?? pick(slopeOnly);
      if (found === undefined) throw new Error(`no way into a ${terrain} hex`);
      const side = BOARD.hexside(found.from, found.to);
      const i = TYPES.indexOf(type);
      const extra =
        (side.upslope ? (UPSLOPE[i] as number) : 0) +
        (side.downslope ? (DOWNSLOPE[i] as number) : 0);
      expect(counter(MOVER[type]).type).toBe(type);
      expectCost(type, found.from, found.to, expected === 'P' ? 'P' : expected + extra);
    },
  );
});

/** The hexside charts: '+N' is added to the hex entered; a road is 1; P prohibited. */
const SIDE_CHART: readonly (readonly [string, Cells, (s: HexsideView) => boolean])[] = [
  [
    'upslope',
    [1, 1, 1, 1],
    (v) => v.side.upslope && !v.side.road && !v.side.stream && !v.side.lake,
  ],
  [
    'downslope',
    [1, 2, 2, 2],
    (v) => v.side.downslope && !v.side.road && !v.side.stream && !v.side.lake,
  ],
  [
    'stream',
    [1, 1, 1, 2],
    (v) =>
      v.side.stream &&
      !v.side.bridge &&
      !v.side.road &&
      !v.side.upslope &&
      !v.side.downslope &&
      !v.side.lake,
  ],
  [
    'lake',
    [1, 'P', 'P', 'P'],
    (v) => v.side.lake && !v.side.road && !v.side.stream && !v.side.upslope && !v.side.downslope,
  ],
];

describe('4.2 / 8.0 Terrain Effects Chart: hexsides', () => {
  test.each(
    SIDE_CHART.flatMap(([kind, c, pred]) =>
      TYPES.map((type, i) => [kind, type, c[i] as number | 'P', pred] as const),
    ),
  )('4.2 crossing a %s hexside: a %s unit pays the hex cost %s more', (kind, type, added, pred) => {
    const { from, to } = findHexside(
      (v) =>
        pred(v) &&
        (v.to.terrain === 'clear' || v.to.terrain === 'slope') &&
        standable(type)(v.from),
      `a ${kind} hexside into a clear or slope hex`,
    );
    expectCost(type, from, to, added === 'P' ? 'P' : 1 + added);
  });

  test.each(TYPES)('4.2 a bridge negates the stream for movement (%s)', (type) => {
    const { from, to } = findHexside(
      (v) =>
        v.side.stream &&
        v.side.bridge &&
        !v.side.upslope &&
        !v.side.downslope &&
        !v.side.lake &&
        standable(type)(v.from) &&
        standable(type)(v.to),
      'a bridged stream hexside',
    );
    expectCost(type, from, to, printedHexCost(hexView(to).terrain, type));
  });

  test.each(TYPES)(
    '4.2 moving along a road hexside costs 1 MP whatever the hex and other hexsides (%s)',
    (type) => {
      const costly = (v: HexsideView): boolean =>
        v.to.terrain !== 'clear' || v.side.stream || v.side.upslope || v.side.downslope;
      const { from, to } = findHexside(
        (v) => v.side.road && costly(v) && standable(type)(v.from),
        'a road hexside into costly terrain',
      );
      expectCost(type, from, to, 1);
    },
  );

  test('4.2 hexside costs add to the hex cost (a stream into woods costs infantry 3)', () => {
    const { from, to } = findHexside(
      (v) =>
        v.side.stream &&
        !v.side.bridge &&
        !v.side.road &&
        !v.side.upslope &&
        !v.side.downslope &&
        !v.side.lake &&
        v.to.terrain === 'woods',
      'a stream hexside into woods',
    );
    expectCost('infantry', from, to, 3);
  });
});

describe('4.2 insufficient MP', () => {
  test('4.2 a unit without the MP to enter a hex may not enter it', () => {
    // Artillery (4 MP) crossing streams (+2) into clear hexes: 3 + 3 > 4 (+3 March Order still fits 6 ≤ 7).
    const { from, to } = findHexside(
      (v) =>
        v.side.stream &&
        !v.side.bridge &&
        !v.side.road &&
        !v.side.upslope &&
        !v.side.downslope &&
        !v.side.lake &&
        v.to.terrain === 'clear' &&
        v.from.terrain === 'clear',
      'a stream between two clear hexes',
    );
    const enemyNear = findHex(
      (h) =>
        BOARD.distance(h.label, from) === 2 &&
        BOARD.distance(h.label, to) >= 2 &&
        h.terrain === 'clear',
      'a hex two from the start',
    );
    const s = at(3, 'movement', 'french', { fontenay: from, soulima: enemyNear });
    const back = given(spi1980, s).when({ type: 'MoveUnit', unitId: 'fontenay', path: [to, from] });
    back.thenViolates('INSUFFICIENT_MP', '4.2');
  });
});
