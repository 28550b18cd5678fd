import type { VictoryReport } from '@pratzen/engine';
import { LOCATIONS } from './data/catalogue';
import type { A1805State } from './state';

/**
 * 17.1.1: 1 VP per red location controlled (the Pratzenberg 2), control going to the last side
 * through (17.1.1.6); at the end the side with more VP wins, ties to the Allies (17.1.1.3).
 * Not yet counted: the VP for artillery and HQs eliminated (17.1.1.2), the automatic victories
 * (17.1.2–17.1.4) — no unit can be eliminated until combat is played.
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
