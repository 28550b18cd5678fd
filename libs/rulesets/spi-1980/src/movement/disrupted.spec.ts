import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { spi1980 } from '../ruleset';
import { clearLine, findHex, findHexes, findHexside, isPlainSide } from '../testing/board-fixtures';
import { at } from '../testing/positions';
import { contactScene } from '../testing/scenes';

const { X, E, S1, S2 } = contactScene();
const L = clearLine(3).hexes;

describe('7.0 disrupted units move two hexes, never into an enemy ZOC', () => {
  test('7.0 a disrupted unit moves at most two hexes', () => {
    const s = at(3, 'movement', 'french', { margaron: { hex: L[0] as string, disrupted: true } });
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'margaron', path: L.slice(1, 3) })
      .then([{ type: 'UnitMoved', path: L.slice(1, 3) }]);
    given(spi1980, s)
      .when({ type: 'MoveUnit', unitId: 'margaron', path: L.slice(1, 4) })
      .thenViolates('DISRUPTED_MOVE_LIMIT', '7.0');
  });

  test('7.0 a disrupted unit may never enter an enemy ZOC', () => {
    given(
      spi1980,
      at(3, 'movement', 'french', { morand: { hex: S1, disrupted: true }, soulima: E }),
    )
      .when({ type: 'MoveUnit', unitId: 'morand', path: [X] })
      .thenViolates('DISRUPTED_INTO_ENEMY_ZOC', '7.0');
  });

  test('7.0 a disrupted unit may exit an enemy ZOC (with a Disengagement Check)', () => {
    given(spi1980, at(3, 'movement', 'french', { morand: { hex: X, disrupted: true }, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1, S2] }, [6])
      .then([
        { type: 'DisengagementChecked', hex: X },
        { type: 'UnitMoved', path: [S1, S2] },
      ]);
  });

  test('7.0 the allowance is two hexes, not MP: two woods hexes for a 3-MP infantry unit', () => {
    // W1, W2 woods joined by a plain hexside, entered from P by a plain hexside; an enemy two
    // hexes from P (not adjacent to W1 or W2) denies March Order to the undisrupted control.
    const w1 = findHex(
      (h) =>
        h.terrain === 'woods' &&
        h.neighbors.some((n) => BOARD.terrain.get(n) === 'woods' && isPlainSide(h.side(n))) &&
        h.neighbors.some(
          (n) => BOARD.terrain.get(n) !== 'woods' && isPlainSide(BOARD.hexside(n, h.label)),
        ),
      'two adjacent woods hexes',
    );
    const w2 = (BOARD.neighbors.get(w1) ?? []).find(
      (n) => BOARD.terrain.get(n) === 'woods' && isPlainSide(BOARD.hexside(w1, n)),
    ) as string;
    const p = (BOARD.neighbors.get(w1) ?? []).find(
      (n) => n !== w2 && BOARD.terrain.get(n) !== 'woods' && isPlainSide(BOARD.hexside(n, w1)),
    ) as string;
    const enemy = findHexes(
      (h) =>
        BOARD.distance(h.label, p) === 2 &&
        BOARD.distance(h.label, w1) >= 2 &&
        BOARD.distance(h.label, w2) >= 2,
    )[0] as string;
    const state = (disrupted: boolean) =>
      at(3, 'movement', 'allied', { levis: { hex: p, disrupted }, morand: enemy });
    given(spi1980, state(false))
      .when({ type: 'MoveUnit', unitId: 'levis', path: [w1, w2] })
      .thenViolates('INSUFFICIENT_MP', '4.2');
    given(spi1980, state(true))
      .when({ type: 'MoveUnit', unitId: 'levis', path: [w1, w2] })
      .then([{ type: 'UnitMoved', path: [w1, w2], mpSpent: 2 }]);
  });

  test('7.0 / 8.0 terrain prohibited to the unit type stays prohibited', () => {
    const { from, to } = findHexside(
      (v) =>
        v.to.terrain === 'woods' &&
        !v.side.road &&
        v.from.terrain !== 'woods' &&
        v.from.terrain !== 'marsh',
      'a way into woods without a road',
    );
    given(spi1980, at(3, 'movement', 'french', { fontenay: { hex: from, disrupted: true } }))
      .when({ type: 'MoveUnit', unitId: 'fontenay', path: [to] })
      .thenViolates('PROHIBITED_TERRAIN', '8.0');
  });
});
