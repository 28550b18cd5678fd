import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import { findHex, isPlainSide } from '../testing/board-fixtures';
import { alreadyMoved, at, awaiting } from '../testing/positions';

/** An entry hex (row xx01), clear, with a clear non-entry neighbour N1 and N2 beyond it, plain hexsides. */
const E1 = findHex(
  (h) => BOARD.entryHexes.has(h.label) && h.terrain === 'clear' && onward(h.label).length > 0,
  'a clear entry hex with clear hexes beyond',
);
function onward(e: string): [string, string][] {
  return (BOARD.neighbors.get(e) ?? []).flatMap((n1) =>
    BOARD.entryHexes.has(n1) ||
    BOARD.terrain.get(n1) !== 'clear' ||
    !isPlainSide(BOARD.hexside(e, n1))
      ? []
      : (BOARD.neighbors.get(n1) ?? [])
          .filter(
            (n2) =>
              BOARD.distance(e, n2) === 2 &&
              BOARD.terrain.get(n2) === 'clear' &&
              isPlainSide(BOARD.hexside(n1, n2)),
          )
          .map((n2): [string, string] => [n1, n2]),
  );
}
const [N1, N2] = onward(E1)[0] as [string, string];
const notEntry = findHex(
  (h) => !BOARD.entryHexes.has(h.label) && h.terrain === 'clear',
  'a hex off row xx01',
);
const farEnemy = findHex((h) => BOARD.distance(h.label, E1) >= 4, 'a hex away from the entry');

/** French Movement Phase of Game-Turn 2, III Corps waiting to enter. */
const turn2 = (
  units: Parameters<typeof at>[3] = { soulima: farEnemy },
  available = true,
  turn = 2,
) =>
  awaiting(at(turn, 'movement', 'french', units, { reinforcementsAvailable: available }), [
    'friant',
    'bourcier',
    'ourie',
  ]);

describe('9.0 – 9.3 reinforcements', () => {
  test('9.1 reinforcements enter on row xx01 paying one MP to enter, then move on', () => {
    const w = given(spi1980, turn2()).when({
      type: 'MoveUnit',
      unitId: 'friant',
      path: [E1, N1, N2],
    });
    w.then([
      {
        type: 'UnitMoved',
        unitId: 'friant',
        path: [E1, N1, N2],
        mpSpent: 3,
        entered: true,
        exited: false,
      },
    ]);
    expect(unit(w.after, 'friant')).toMatchObject({ location: 'map', hex: N2 });
  });

  test('9.1 entering costs one MP whatever the terrain of the entry hex', () => {
    const costly = findHex(
      (h) =>
        BOARD.entryHexes.has(h.label) &&
        (h.terrain === 'town' || h.terrain === 'marsh' || h.terrain === 'woods'),
      'a costly entry hex',
    );
    given(spi1980, turn2({ soulima: findHex((h) => BOARD.distance(h.label, costly) >= 4) }))
      .when({ type: 'MoveUnit', unitId: 'friant', path: [costly] })
      .then([{ type: 'UnitMoved', path: [costly], mpSpent: 1, entered: true }]);
  });

  test('9.0 reinforcements enter only on hex row xx01', () => {
    given(spi1980, turn2())
      .when({ type: 'MoveUnit', unitId: 'friant', path: [notEntry] })
      .thenViolates('NOT_ENTRY_HEX', '9.0');
  });

  test('9.0 reinforcements enter only once the die has made them available', () => {
    given(spi1980, turn2(undefined, false))
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .thenViolates('REINFORCEMENTS_NOT_AVAILABLE', '9.0');
  });

  test('9.1 any number of reinforcements may enter through the same hex', () => {
    const first = given(spi1980, turn2()).when({
      type: 'MoveUnit',
      unitId: 'bourcier',
      path: [E1],
    });
    const second = given(spi1980, turn2(), first.events).when({
      type: 'MoveUnit',
      unitId: 'ourie',
      path: [E1, N1],
    });
    second.then([{ type: 'UnitMoved', path: [E1, N1], mpSpent: 2, entered: true }]);
  });

  test('9.2 not into an enemy-occupied hex', () => {
    given(spi1980, turn2({ soulima: E1 }))
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .thenViolates('ENEMY_OCCUPIED', '9.2');
  });

  test('9.2 not into an enemy ZOC', () => {
    given(spi1980, turn2({ soulima: N1 }))
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .thenViolates('ENTRY_IN_ENEMY_ZOC', '9.2');
  });

  test('9.2 not where the stacking limit could not be met at the end of the phase', () => {
    // Schirer (10 CSP) has already moved into E1: Friant (7) may pass through but not stop there.
    const moved = alreadyMoved(turn2({ soulima: farEnemy, schirer: E1 }), ['schirer']);
    given(spi1980, moved)
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .thenViolates('ENTRY_OVERSTACK', '9.2');
    given(spi1980, moved)
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1, N1] })
      .then([{ type: 'UnitMoved', path: [E1, N1] }]);
    // Schirer has not moved yet: he may still leave, so the limit could be met.
    given(spi1980, turn2({ soulima: farEnemy, schirer: E1 }))
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .then([{ type: 'UnitMoved' }]);
  });

  test('9.3 reinforcements may be held off the map and enter on a later turn', () => {
    given(spi1980, turn2(undefined, true, 7))
      .when({ type: 'MoveUnit', unitId: 'bourcier', path: [E1] })
      .then([{ type: 'UnitMoved', entered: true }]);
  });

  test('9.0 only in the French Movement Phase', () => {
    const allied = awaiting(
      at(2, 'movement', 'allied', { soulima: farEnemy }, { reinforcementsAvailable: true }),
      ['friant'],
    );
    given(spi1980, allied)
      .when({ type: 'MoveUnit', unitId: 'friant', path: [E1] })
      .thenViolates('NOT_YOUR_UNIT');
  });
});
