import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import { clearLine } from '../testing/board-fixtures';
import { alreadyMoved, at } from '../testing/positions';
import { contactScene } from '../testing/scenes';

/** L[0..6]: clear hexes with plain hexsides; Soulima two hexes behind L[0] denies March Order. */
const line = clearLine(6, { behind: 2 });
const L = line.hexes;
const near = line.behind(2);
const french = (units: Parameters<typeof at>[3]) => at(3, 'movement', 'french', units);

describe('3.0 / 4.0 who moves, and when', () => {
  test('3.0 units move only in the Movement Phase', () => {
    given(spi1980, at(3, 'combat', 'french', { morand: L[0] as string }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [L[1] as string] })
      .thenViolates('WRONG_PHASE', '3.0');
  });

  test('4.0 each player moves only his own units', () => {
    given(spi1980, french({ morand: L[0] as string, soulima: near }))
      .when({ type: 'MoveUnit', unitId: 'soulima', path: [toNeighbour(near)] })
      .thenViolates('NOT_YOUR_UNIT', '4.0');
  });

  test('4.0 an unknown unit is refused', () => {
    given(spi1980, french({ morand: L[0] as string }))
      .when({ type: 'MoveUnit', unitId: 'bonaparte', path: [L[1] as string] })
      .thenViolates('UNKNOWN_UNIT');
  });

  test('4.0 a unit not on the map (eliminated) cannot move', () => {
    given(spi1980, french({ morand: L[0] as string }))
      .when({ type: 'MoveUnit', unitId: 'schirer', path: [L[1] as string] })
      .thenViolates('NOT_ON_MAP');
  });

  test('4.0 units move hex by hex: path hexes must be adjacent, on the map, and at least one', () => {
    const s = french({ morand: L[0] as string });
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [L[2] as string] })
      .thenViolates('NOT_ADJACENT', '4.0');
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: ['9999'] })
      .thenViolates('UNKNOWN_HEX');
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [] })
      .thenViolates('EMPTY_PATH', '4.0');
  });
});

function toNeighbour(hex: string): string {
  return (BOARD.neighbors.get(hex) ?? [])[0] as string;
}

describe('4.1 Movement Allowance', () => {
  const s = french({ morand: L[0] as string, soulima: near });

  test('4.1 a unit may spend its whole Movement Allowance, one MP per clear hex', () => {
    const w = given(spi1980, s).when({ type: 'MoveUnit', unitId: 'morand', path: L.slice(1, 6) });
    w.then([
      {
        type: 'UnitMoved',
        unitId: 'morand',
        path: L.slice(1, 6),
        mpSpent: 5,
        marchOrder: false,
        entered: false,
        exited: false,
      },
    ]);
    expect(unit(w.after, 'morand')?.hex).toBe(L[5]);
  });

  test('4.1 a unit may never exceed its Movement Allowance', () => {
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: L.slice(1, 7) })
      .thenViolates('INSUFFICIENT_MP', '4.1');
  });

  test('4.1 a unit need not use all its MP, but may not move again in the phase', () => {
    const first = given(spi1980, s).when({
      type: 'MoveUnit',
      unitId: 'morand',
      path: [L[1] as string],
    });
    first.then([{ type: 'UnitMoved', mpSpent: 1 }]);
    given(spi1980, s, first.events)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [L[2] as string] })
      .thenViolates('ALREADY_MOVED', '4.1');
  });

  test('4.1 the Santon has no Movement Allowance and never moves', () => {
    const santon = counter('santon');
    expect(santon.movement).toBe(0);
    const hex = santon.setup.kind === 'hex' ? santon.setup.hex : '';
    given(spi1980, french({ santon: hex }))
      .when({ type: 'MoveUnit', unitId: 'santon', path: [toNeighbour(hex)] })
      .thenViolates('NO_MOVEMENT_ALLOWANCE', '4.1');
  });

  test('4.1 marks: a moved unit is recorded for the phase', () => {
    const w = given(spi1980, alreadyMoved(s, ['vare'])).when({
      type: 'MoveUnit',
      unitId: 'morand',
      path: [L[1] as string],
    });
    expect(w.after.marks.moved).toEqual(['vare', 'morand']);
  });
});

describe('4.3 enemy-occupied hexes', () => {
  const { X, E, S1 } = contactScene();

  test('4.3 a unit may never enter a hex containing an enemy unit', () => {
    given(spi1980, french({ margaron: S1, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'margaron', path: [X, E] })
      .thenViolates('ENEMY_OCCUPIED', '4.3');
  });

  test('4.3 nor pass through one', () => {
    given(spi1980, french({ margaron: L[0] as string, soulima: L[2] as string }))
      .when({ type: 'MoveUnit', unitId: 'margaron', path: L.slice(1, 4) })
      .thenViolates('ENEMY_OCCUPIED', '4.3');
  });
});

describe('4.4 moving with friendly units', () => {
  test('4.4 a unit may pass through and end in a friendly hex, even over the limit (checked at phase end)', () => {
    const s = french({
      morand: L[0] as string,
      schirer: L[1] as string,
      vare: L[2] as string,
      soulima: near,
    });
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [L[1] as string, L[2] as string] })
      .then([{ type: 'UnitMoved', mpSpent: 2 }]);
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [L[1] as string] })
      .then([{ type: 'UnitMoved', path: [L[1] as string] }]);
  });
});
