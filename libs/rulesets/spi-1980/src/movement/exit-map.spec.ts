import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import { findHex, type HexView } from '../testing/board-fixtures';
import { at } from '../testing/positions';
import type { Side } from '../vocabulary';

/** A clear edge hex with a clear inland neighbour (not on any edge) across a plain hexside. */
const edgeHex = (edge: 'north' | 'south' | 'east' | 'west') =>
  findHex(
    (h: HexView) =>
      h.edges.length === 1 &&
      h.edges[0] === edge &&
      h.terrain === 'clear' &&
      h.neighbors.some((n) => inland(n) && BOARD.terrain.get(n) === 'clear'),
    `a clear ${edge} edge hex`,
  );
const inland = (n: string) => !Object.values(BOARD.edgeHexes).some((s) => s.has(n));
const inward = (hex: string) =>
  (BOARD.neighbors.get(hex) ?? []).find(
    (n) => inland(n) && BOARD.terrain.get(n) === 'clear',
  ) as string;

const state = (
  side: Side,
  units: Parameters<typeof at>[3],
  demoralized = true,
  phase: 'movement' | 'combat' = 'movement',
) =>
  at(6, phase, side, units, {
    demoralized: { [side]: demoralized },
    morale: { [side]: demoralized ? 0 : 20 },
  });

describe('4.7 leaving the map', () => {
  test.each(['south', 'east'] as const)(
    '4.7 a demoralized Allied unit may exit by the %s edge for 1 MP',
    (edge) => {
      const hex = edgeHex(edge);
      const w = given(spi1980, state('allied', { soulima: hex })).when({
        type: 'MoveUnit',
        unitId: 'soulima',
        path: [],
        exitMap: true,
      });
      w.then([{ type: 'UnitMoved', unitId: 'soulima', path: [], mpSpent: 1, exited: true }]);
      expect(unit(w.after, 'soulima')).toMatchObject({ location: 'exited', hex: null });
    },
  );

  test.each(['north', 'west'] as const)(
    '4.7 a demoralized French unit may exit by the %s edge',
    (edge) => {
      const hex = edgeHex(edge);
      given(spi1980, state('french', { morand: inward(hex) }))
        .when({ type: 'MoveUnit', unitId: 'morand', path: [hex], exitMap: true })
        .then([{ type: 'UnitMoved', path: [hex], mpSpent: 2, exited: true }]);
    },
  );

  test('4.7 only units of a demoralized army may leave the map', () => {
    given(spi1980, state('allied', { soulima: edgeHex('south') }, false))
      .when({ type: 'MoveUnit', unitId: 'soulima', path: [], exitMap: true })
      .thenViolates('NOT_DEMORALIZED', '4.7');
  });

  test.each([
    ['allied', 'north'],
    ['allied', 'west'],
    ['french', 'south'],
    ['french', 'east'],
  ] as const)('4.7 %s units may not exit by the %s edge', (side, edge) => {
    const id = side === 'allied' ? 'soulima' : 'morand';
    given(spi1980, state(side, { [id]: edgeHex(edge) }))
      .when({ type: 'MoveUnit', unitId: id, path: [], exitMap: true })
      .thenViolates('NOT_OWN_EDGE', '4.7');
  });

  test('4.7 units exit during their Movement Phase only', () => {
    given(spi1980, state('allied', { soulima: edgeHex('south') }, true, 'combat'))
      .when({ type: 'MoveUnit', unitId: 'soulima', path: [], exitMap: true })
      .thenViolates('WRONG_PHASE', '3.0');
  });

  test('4.7 exited units may not return', () => {
    const s = state('allied', { soulima: edgeHex('south') });
    const out = given(spi1980, s).when({
      type: 'MoveUnit',
      unitId: 'soulima',
      path: [],
      exitMap: true,
    });
    const later = { ...out.after, marks: { ...out.after.marks, moved: [] } };
    given(spi1980, later)
      .when({ type: 'MoveUnit', unitId: 'soulima', path: [edgeHex('south')] })
      .thenViolates('NOT_ON_MAP');
  });

  test('4.7 / 4.5 / 4.6 leaving the map from an enemy ZOC costs 2 more and calls for a check', () => {
    const hex = edgeHex('south');
    given(spi1980, state('allied', { soulima: hex, morand: inward(hex) }))
      .when({ type: 'MoveUnit', unitId: 'soulima', path: [], exitMap: true }, [6])
      .then([
        { type: 'DisengagementChecked', hex, modifier: 0 },
        { type: 'UnitMoved', path: [], mpSpent: 3, exited: true },
      ]);
  });

  test('4.7 / 4.6 a 1 on leaving the map: the unit is off the map, and its owner still chooses how to take the loss', () => {
    const hex = edgeHex('south');
    const w = given(spi1980, state('allied', { soulima: hex, morand: inward(hex) })).when(
      { type: 'MoveUnit', unitId: 'soulima', path: [], exitMap: true },
      [1],
    );
    w.then([
      { type: 'DisengagementChecked', hex, outcome: 'loss' },
      { type: 'UnitMoved', path: [], exited: true },
      {
        type: 'DisengagementLossRequested',
        decision: expect.objectContaining({ unitId: 'soulima', hex: null, mpLeft: 0 }),
      },
    ]);
    const d = given(spi1980, w.after).when({ type: 'TakeDisengagementLoss', loss: 'disrupt' });
    d.then([
      { type: 'DisengagementLossTaken', mpLeft: 0 },
      { type: 'UnitDisrupted', unitId: 'soulima', rule: '4.6' },
    ]);
    expect(unit(d.after, 'soulima')).toMatchObject({ location: 'exited', disrupted: true });
    expect(d.after.marks.continuing).toBeNull();
  });
});
