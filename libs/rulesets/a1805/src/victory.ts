import type { VictoryReport } from '@pratzen/engine';
import { LOCATIONS, unitSpec } from './data/catalogue';
import type { A1805State } from './state';

/**
 * 17.1.1: 1 VP per red location controlled (the Pratzenberg 2), control going to the last side
 * through (17.1.1.6), and 1 VP per enemy artillery unit and HQ eliminated (17.1.1.2); at the end
 * the side with more VP wins, ties to the Allies (17.1.1.3). 17.1.4: if Napoleon is eliminated
 * the French lose at once; 17.1.2–17.1.3: a side holding every red location for two consecutive
 * turns wins at once (the French needing 7 Allied brigades eliminated too).
 */
export function victory(state: A1805State): VictoryReport {
  const points = { allied: 0, french: 0 };
  const breakdown: { allied: Record<string, number>; french: Record<string, number> } = {
    allied: {},
    french: {},
  };
  for (const l of LOCATIONS) {
    const side = state.control[l.id];
    if (side === undefined) continue;
    points[side] += l.victoryPoints;
    breakdown[side][l.id] = l.victoryPoints;
  }
  for (const id of state.eliminated) {
    const spec = unitSpec(id);
    if (spec === undefined || (spec.kind !== 'artillery' && spec.kind !== 'hq')) continue;
    const scorer = spec.side === 'allied' ? 'french' : 'allied';
    points[scorer] += 1;
    breakdown[scorer]['eliminated'] = (breakdown[scorer]['eliminated'] ?? 0) + 1;
  }
  if (state.eliminated.includes('fr-napoleon')) {
    return {
      sides: {
        allied: { points: points.allied, breakdown: breakdown.allied },
        french: { points: points.french, breakdown: breakdown.french },
      },
      result: {
        winner: 'allied',
        level: 'napoleon-captured',
        margin: points.allied - points.french,
      },
    };
  }
  if (state.automatic !== null) {
    const w = state.automatic.winner;
    return {
      sides: {
        allied: { points: points.allied, breakdown: breakdown.allied },
        french: { points: points.french, breakdown: breakdown.french },
      },
      result: {
        winner: w,
        level: `automatic (${state.automatic.rule})`,
        margin: Math.abs(points.french - points.allied),
      },
    };
  }
  const result = state.over
    ? {
        winner: points.french > points.allied ? 'french' : 'allied',
        level: 'victory-points',
        margin: Math.abs(points.french - points.allied),
      }
    : null;
  return {
    sides: {
      allied: { points: points.allied, breakdown: breakdown.allied },
      french: { points: points.french, breakdown: breakdown.french },
    },
    result,
  };
}
