import { hexMapData, scenarioCatalogue } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { COUNTER_MANIFEST } from './data/counters';
import { SCENARIOS } from './setup';

const HEXSIDE_FEATURES = ['stream', 'bridge', 'road', 'lake', 'upslope', 'downslope'] as const;

/**
 * api.md "Map data": every hex with its label, terrain and features, and its neighbours with the
 * hexside between (seen from this hex), so clients never re-derive the grid's offset parity.
 */
export function mapData() {
  const raw = BOARD.raw;
  return {
    ...hexMapData(
      'spi-1980',
      raw,
      BOARD,
      (label) => BOARD.terrain.get(label),
      (label) => {
        const victory = BOARD.victoryHexes.get(label);
        return victory ? { victory: { initialControl: victory.initialControl, vp: victory.vp } } : {};
      },
      (from, to) => {
        const side = BOARD.hexside(from, to);
        return HEXSIDE_FEATURES.filter((f) => side[f]);
      },
    ),
    hexsides: raw.hexsides,
    victoryHexes: [...BOARD.victoryHexes.values()],
    reserveDeploymentZone: raw.reserveDeploymentZone,
    reinforcementEntry: raw.reinforcementEntry,
  };
}

/** api.md "scenarios/{scenarioId}": order of battle and set-up, or null for an unknown scenario. */
export const scenarioData = scenarioCatalogue(
  SCENARIOS,
  { rulesetId: 'spi-1980', turns: 11, firstSide: 'allied' },
  COUNTER_MANIFEST,
);
