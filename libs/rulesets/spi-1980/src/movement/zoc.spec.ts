import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { spi1980 } from '../ruleset';
import { findHexside } from '../testing/board-fixtures';
import { at, type UnitSpec } from '../testing/positions';
import { contactScene } from '../testing/scenes';
import type { Terrain } from '../vocabulary';

/** The enemy (Allied Soulima) at E puts X, NW and NE in its ZOC; S1 is outside it. */
const { X, E, NW, NE, S1 } = contactScene();

const french = (units: Readonly<Record<string, UnitSpec>>) => at(3, 'movement', 'french', units);
const mpOf = (events: readonly { type: string; mpSpent?: number }[]) =>
  events.reduce((s, e) => s + (e.type === 'UnitMoved' ? (e.mpSpent ?? 0) : 0), 0);

describe('4.5 Zones of Control', () => {
  test('4.5 entering an enemy ZOC costs one extra MP', () => {
    given(spi1980, french({ morand: S1, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [X] })
      .then([{ type: 'UnitMoved', path: [X], mpSpent: 2 }]);
  });

  test('4.5 exiting an enemy ZOC costs two extra MP', () => {
    const w = given(spi1980, french({ morand: X, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1] },
      [6],
    );
    w.then([
      { type: 'DisengagementChecked', hex: X },
      { type: 'UnitMoved', path: [S1], mpSpent: 3 },
    ]);
  });

  test('4.5 moving from one enemy ZOC hex into another costs three MP plus the terrain', () => {
    const w = given(spi1980, french({ morand: X, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [NW] },
      [6],
    );
    expect(mpOf(w.then((es) => expect(es).toHaveLength(2)))).toBe(4);
  });

  test('4.5 entering then leaving a ZOC beyond the allowance is refused citing 4.5', () => {
    // 2 (enter X) + 4 (X to NW, ZOC to ZOC) = 6 > 5.
    given(spi1980, french({ morand: S1, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [X, NW] }, [6])
      .thenViolates('INSUFFICIENT_MP', '4.5');
  });

  test('4.5 / 7.0 a disrupted enemy unit has no ZOC', () => {
    given(spi1980, french({ morand: S1, soulima: { hex: E, disrupted: true } }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [X, NW] })
      .then([{ type: 'UnitMoved', path: [X, NW], mpSpent: 2 }]);
  });

  test('4.5 two enemy ZOCs on one hex cost no more than one', () => {
    given(spi1980, french({ morand: S1, soulima: E, essen: NE }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [X] })
      .then([{ type: 'UnitMoved', mpSpent: 2 }]);
  });
});

/** Cost for infantry to move P → B with the enemy at A, and with no enemy in reach. */
function costWithAndWithout(p: string, b: string, a: string): [number, number] {
  const far = BOARD.labels.find(
    (l) => BOARD.distance(l, p) > 4 && BOARD.distance(l, b) > 4,
  ) as string;
  const cost = (enemy: string) => {
    const w = given(spi1980, french({ morand: p, soulima: enemy })).when({
      type: 'MoveUnit',
      unitId: 'morand',
      path: [b],
    });
    return mpOf(w.then((es) => expect(es.map((e) => e.type)).toEqual(['UnitMoved'])));
  };
  return [cost(a), cost(far)];
}

/** A hexside A–B matching `pred` and a hex P next to B but not next to A (P → B no lake). */
function zocScene(
  pred: Parameters<typeof findHexside>[0],
  what: string,
): { a: string; b: string; p: string } {
  const { from: a, to: b } = findHexside((v) => {
    if (!pred(v)) return false;
    return v.to.neighbors.some(
      (p) =>
        p !== v.from.label &&
        BOARD.distance(p, v.from.label) >= 2 &&
        !BOARD.hexside(p, v.to.label).lake,
    );
  }, what);
  const p = (BOARD.neighbors.get(b) ?? []).find(
    (n) => n !== a && BOARD.distance(n, a) >= 2 && !BOARD.hexside(n, b).lake,
  ) as string;
  return { a, b, p };
}

describe('4.5 where ZOCs do not extend', () => {
  test('4.5 a clear hex next to an enemy costs one more (control)', () => {
    const { a, b, p } = zocScene(
      (v) => v.to.terrain === 'clear' && !v.side.lake,
      'a plain approach to a clear hex',
    );
    const [withEnemy, without] = costWithAndWithout(p, b, a);
    expect(withEnemy).toBe(without + 1);
  });

  test('4.5 ZOCs do not extend across lake hexsides', () => {
    const { a, b, p } = zocScene(
      (v) => v.side.lake && v.to.terrain === 'clear',
      'a lake hexside into a clear hex',
    );
    const [withEnemy, without] = costWithAndWithout(p, b, a);
    expect(withEnemy).toBe(without);
  });

  test.each<Terrain>(['town', 'fortified', 'woods'])(
    '4.5 ZOCs do not extend into %s hexes',
    (terrain) => {
      const { a, b, p } = zocScene(
        (v) => v.to.terrain === terrain && !v.side.lake,
        `a ${terrain} hex next to another hex`,
      );
      const [withEnemy, without] = costWithAndWithout(p, b, a);
      expect(withEnemy).toBe(without);
    },
  );
});
