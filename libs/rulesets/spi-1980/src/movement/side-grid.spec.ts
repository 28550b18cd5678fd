import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { distanceToNearest, enemyZoc } from '../queries';
import type { SpiState } from '../state';
import { at, openingPosition } from '../testing/positions';
import { contactScene } from '../testing/scenes';
import { enemyOf, SIDES } from '../vocabulary';
import { hexIndex } from './hex-graph';
import { SideGrid } from './side-grid';

const { X, E, NE, S1 } = contactScene();
const positions: readonly [string, SpiState][] = [
  ['the opening', openingPosition()],
  ['the opening, French phase', openingPosition('movement', 'french')],
  [
    'a contact scene with a disrupted unit',
    at(3, 'movement', 'french', {
      morand: X,
      soulima: E,
      essen: { hex: NE, disrupted: true },
      margaron: S1,
    }),
  ],
];

describe('4.5 / 4.8 the movement grid agrees with the shared board queries', () => {
  test.each(positions)(
    '4.5 / 4.8 %s: ZOC counts, enemy hexes and March Order distance, lazily and filled',
    (_name, state) => {
      for (const side of SIDES) {
        const lazy = new SideGrid(state, side);
        const filled = new SideGrid(state, side).fill();
        const zoc = enemyZoc(state, side);
        for (const hex of BOARD.labels) {
          const i = hexIndex(hex);
          const expected = {
            zoc: zoc.get(hex) ?? 0,
            near: distanceToNearest(state, enemyOf(side), hex) < 3,
            enemy: state.units.some(
              (u) => u.hex === hex && u.location === 'map' && counter(u.id).side === enemyOf(side),
            ),
          };
          expect({
            hex,
            zoc: lazy.zoc(i),
            near: lazy.nearEnemy(i),
            enemy: lazy.enemyAt(i),
          }).toEqual({ hex, ...expected });
          expect({
            hex,
            zoc: filled.zoc(i),
            near: filled.nearEnemy(i),
            enemy: filled.enemyAt(i),
          }).toEqual({ hex, ...expected });
        }
      }
    },
  );
});
