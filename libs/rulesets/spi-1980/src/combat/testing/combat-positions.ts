import { BOARD } from '../../data/board';
import type { SpiState } from '../../state';
import { at, attack, combatState, field, findPair, step, terrain } from './combat-fixtures';

/**
 * Positions shared by several combat specs. Most specs fight on one open field: the defender
 * stands in `c` and the attackers in the hexes around it.
 */

export const c = field(3);
export const N = at(c, 'N');
export const NE = at(c, 'NE');
export const NW = at(c, 'NW');
export const S = at(c, 'S');
export const SE = at(c, 'SE');
export const SW = at(c, 'SW');

/** Schirer and Candras (morale unit) attack Carneville: 17 against 7 is 2-1; a 6 there is 2/-. */
export function attackerTakesTwo(): SpiState {
  const s = combatState([
    { unitId: 'schirer', hex: S },
    { unitId: 'candras', hex: SE },
    { unitId: 'carneville', hex: c },
  ]);
  const r = step(s, attack(['schirer', 'candras'], ['carneville'], { moraleUnit: 'candras' }), [6]);
  expect(r.state.pending).toMatchObject({
    type: 'TakeLosses',
    side: 'french',
    role: 'attacker',
    units: ['schirer', 'candras'],
    losses: 2,
    disrupt: false,
    maxRetreat: 2,
    moraleUnit: 'candras',
  });
  return r.state;
}

/**
 * Kamensky beside the Santon (6.4: no Movement Allowance) in the fortified position, the Allies
 * attacking; `upslope`: Kamensky attacks upslope (halved, 8.0).
 */
export function besideTheSanton(): { state: SpiState; upslope: boolean } {
  const p = findPair(
    (x, y) => terrain(y) === 'fortified' && ['clear', 'slope'].includes(terrain(x)),
    'beside the fortified position',
  );
  const state = combatState(
    [
      { unitId: 'kamensky', hex: p.from },
      { unitId: 'santon', hex: p.to },
    ],
    { side: 'allied' },
  );
  return { state, upslope: BOARD.hexside(p.from, p.to).upslope };
}
