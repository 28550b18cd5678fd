import type { VictoryReport } from '@pratzen/engine';
import { BOARD } from './data/board';
import { counter } from './data/counters';
import type { SpiState } from './state';
import { SIDES, enemyOf, isCavalryLike, type Side } from './vocabulary';

/** 14.5: VP superiority → level of victory. */
export const VICTORY_LEVELS = [
  { min: 51, level: 'decisive' },
  { min: 26, level: 'substantive' },
  { min: 10, level: 'marginal' },
  { min: 0, level: 'draw' },
] as const;

export function victoryLevel(margin: number): string {
  return VICTORY_LEVELS.find((l) => margin >= l.min)?.level ?? 'draw';
}

/** The VP breakdown of one side (14.1–14.4), as it would stand if the game ended now. */
export function victoryPoints(state: SpiState, side: Side): Record<string, number> {
  const eliminated = state.cspLost[enemyOf(side)];
  let cavalry = 0;
  for (const u of state.units) {
    const c = counter(u.id);
    if (c.side !== side || !isCavalryLike(c.type)) continue;
    // "undisrupted ... on the map or exited": an exited unit keeps the state it left in (4.7).
    if ((u.location === 'map' || u.location === 'exited') && !u.disrupted) {
      cavalry += 2 * u.strength;
    }
  }
  let hexes = 0;
  for (const v of BOARD.victoryHexes.values())
    if ((state.control[v.label] ?? v.initialControl) === side) hexes += v.vp;
  return {
    '14.1 enemy CSP eliminated': eliminated,
    '14.2 cavalry and dragoons': cavalry,
    '14.3 victory hexes': hexes,
    '14.4 demoralization': state.demoralized[side] ? -25 : 0,
  };
}

export function victory(state: SpiState): VictoryReport {
  const sides = Object.fromEntries(
    SIDES.map((s) => {
      const breakdown = victoryPoints(state, s);
      return [s, { points: Object.values(breakdown).reduce((a, b) => a + b, 0), breakdown }];
    }),
  ) as VictoryReport['sides'];
  if (!state.over) return { sides, result: null };
  const a = sides.allied?.points ?? 0;
  const f = sides.french?.points ?? 0;
  const margin = Math.abs(a - f);
  const level = victoryLevel(margin);
  const winner = level === 'draw' ? null : a > f ? 'allied' : 'french';
  return { sides, result: { winner, level, margin } };
}
