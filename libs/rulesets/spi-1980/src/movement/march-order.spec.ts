import { given } from '@pratzen/engine/testing';
import { spi1980 } from '../ruleset';
import { clearLine } from '../testing/board-fixtures';
import { at } from '../testing/positions';

/** L[0..9] clear with plain hexsides; hexes also exist 3 behind L[0] and 1 beyond L[9]. */
const line = clearLine(9, { behind: 3, ahead: 1 });
const L = line.hexes;
const path = (n: number) => L.slice(1, n + 1);
const french = (enemyAt: string) =>
  at(3, 'movement', 'french', { morand: L[0] as string, soulima: enemyAt });

describe('4.8 March Order', () => {
  test('4.8 a unit three hexes from the nearest enemy, moving no closer, may spend three more MP', () => {
    given(spi1980, french(line.behind(3)))
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(8) })
      .then([{ type: 'UnitMoved', path: path(8), mpSpent: 8, marchOrder: true }]);
  });

  test('4.8 but no more than three', () => {
    given(spi1980, french(line.behind(3)))
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(9) })
      .thenViolates('INSUFFICIENT_MP', '4.1');
  });

  test('4.8 a unit beginning two hexes from an enemy is not in March Order', () => {
    const s = french(line.behind(2));
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(6) })
      .thenViolates('INSUFFICIENT_MP', '4.1');
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(5) })
      .then([{ type: 'UnitMoved', marchOrder: false }]);
  });

  test('4.8 a unit moving closer than three hexes to an enemy is not in March Order', () => {
    // The enemy just beyond L[9]: L[7] is three hexes from it, L[8] two.
    const s = french(line.ahead(1));
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(7) })
      .then([{ type: 'UnitMoved', marchOrder: true, mpSpent: 7 }]);
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(8) })
      .thenViolates('INSUFFICIENT_MP', '4.1');
  });

  test('4.8 there is no cost to enter or leave March Order', () => {
    given(spi1980, french(line.behind(3)))
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(2) })
      .then([{ type: 'UnitMoved', mpSpent: 2, marchOrder: true }]);
  });

  test('4.8 / 7.0 a disrupted unit has no March Order (two hexes only)', () => {
    const s = at(3, 'movement', 'french', {
      morand: { hex: L[0] as string, disrupted: true },
      soulima: line.behind(3),
    });
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'morand', path: path(3) })
      .thenViolates('DISRUPTED_MOVE_LIMIT', '7.0');
  });
});
