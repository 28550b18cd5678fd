import {
  axialToOffset,
  DEFAULT_PARITY,
  isShiftedColumn,
  offsetToAxial,
  OFFSET_PARITIES,
} from './offset';
import type { Offset, OffsetParity } from './offset';
import { DIRECTIONS, neighbor, neighbors, type Direction } from './direction';

/** Printed (Δcol, Δrow) to the neighbour in each direction, for unshifted and shifted columns. */
const UNSHIFTED: Record<Direction, readonly [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  SE: [1, 0],
  S: [0, 1],
  SW: [-1, 0],
  NW: [-1, -1],
};
const SHIFTED: Record<Direction, readonly [number, number]> = {
  N: [0, -1],
  NE: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  NW: [-1, 0],
};

const cases = OFFSET_PARITIES.flatMap((parity) =>
  (['odd', 'even'] as const).flatMap((columnParity) =>
    DIRECTIONS.map((d) => [parity, columnParity, d] as const),
  ),
);

describe('offset ↔ axial', () => {
  test('DEFAULT_PARITY is even (SPI maps shift even columns down)', () => {
    expect(DEFAULT_PARITY).toBe('even');
    expect(offsetToAxial({ col: 4, row: 7 })).toEqual(offsetToAxial({ col: 4, row: 7 }, 'even'));
    expect(axialToOffset({ q: 4, r: 3 })).toEqual(axialToOffset({ q: 4, r: 3 }, 'even'));
  });

  test.each(cases)('parity %s, %s column: %s neighbour', (parity, columnParity, d) => {
    const col = columnParity === 'odd' ? 11 : 10;
    const row = 10;
    const [dc, dr] = (columnParity === parity ? SHIFTED : UNSHIFTED)[d];
    const got = axialToOffset(neighbor(offsetToAxial({ col, row }, parity), d), parity);
    expect(got).toEqual({ col: col + dc, row: row + dr });
  });

  // The explicit lists of the project conventions (parity 'even'), as "col,row":
  // odd column:  (c,r-1) (c,r+1) (c-1,r-1) (c-1,r) (c+1,r-1) (c+1,r)
  // even column: (c,r-1) (c,r+1) (c-1,r) (c-1,r+1) (c+1,r) (c+1,r+1)
  test.each([
    ['odd', 15, 21, '15,20 15,22 14,20 14,21 16,20 16,21'],
    ['even', 16, 21, '16,20 16,22 15,21 15,22 17,21 17,22'],
    ['odd', 1, 1, '1,0 1,2 0,0 0,1 2,0 2,1'],
    ['even', 2, 1, '2,0 2,2 1,1 1,2 3,1 3,2'],
  ] as const)("parity 'even', %s column (%i,%i): neighbours are %s", (_kind, col, row, list) => {
    const got = neighbors(offsetToAxial({ col, row })).map((a) => axialToOffset(a));
    expect(got.map((o) => `${o.col},${o.row}`).sort()).toEqual(list.split(' ').sort());
  });

  test.each([
    ['even', 1, false],
    ['even', 2, true],
    ['odd', 1, true],
    ['odd', 2, false],
    ['even', 0, true],
    ['odd', -1, true],
  ] as const)('isShiftedColumn(%s): column %i shifted = %s', (parity, col, expected) => {
    expect(isShiftedColumn(col, parity)).toBe(expected);
  });

  test.each(OFFSET_PARITIES)('parity %s: directions match the drawn sheet geometry', (parity) => {
    // Centres in half-hex units: x = col, y = 2·row (+1 when the column is shifted down).
    const centre = (o: Offset) => ({
      x: o.col,
      y: 2 * o.row + (isShiftedColumn(o.col, parity) ? 1 : 0),
    });
    const expected: Record<Direction, { dx: number; dy: number }> = {
      N: { dx: 0, dy: -2 },
      NE: { dx: 1, dy: -1 },
      SE: { dx: 1, dy: 1 },
      S: { dx: 0, dy: 2 },
      SW: { dx: -1, dy: 1 },
      NW: { dx: -1, dy: -1 },
    };
    for (const col of [1, 2, 3, 4]) {
      for (const row of [1, 2, 3]) {
        const from = centre({ col, row });
        for (const d of DIRECTIONS) {
          const to = centre(
            axialToOffset(neighbor(offsetToAxial({ col, row }, parity), d), parity),
          );
          expect({ d, dx: to.x - from.x, dy: to.y - from.y }).toEqual({ d, ...expected[d] });
        }
      }
    }
  });

  test.each(OFFSET_PARITIES)('parity %s: round-trips over a 30×30 grid', (parity) => {
    const seen = new Set<string>();
    for (let col = 1; col <= 30; col++) {
      for (let row = 1; row <= 30; row++) {
        const a = offsetToAxial({ col, row }, parity);
        expect(axialToOffset(a, parity)).toEqual({ col, row });
        seen.add(`${a.q},${a.r}`);
      }
    }
    expect(seen.size).toBe(900);
  });

  test.each([
    ['even', { col: 1, row: 1 }, { q: 1, r: 0 }],
    ['odd', { col: 1, row: 1 }, { q: 1, r: 1 }],
    ['even', { col: 2, row: 1 }, { q: 2, r: 0 }],
    ['odd', { col: 2, row: 1 }, { q: 2, r: 0 }],
    ['even', { col: 0, row: 0 }, { q: 0, r: 0 }],
    ['odd', { col: -3, row: -2 }, { q: -3, r: 0 }],
  ] as const)('parity %s: %o ↔ %o (formula anchors, off-map too)', (parity, o, a) => {
    expect(offsetToAxial(o, parity as OffsetParity)).toEqual(a);
    expect(axialToOffset(a, parity as OffsetParity)).toEqual(o);
  });
});
