import { hexMapData, scenarioCatalogue } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { COUNTER_MANIFEST } from './data/counters';
import { SCENARIOS } from './setup';

const HEXSIDE_FEATURES = ['stream', 'bridge', 'road', 'lake', 'upslope', 'downslope'] as const;

/**
 * api.md "Map data" (hex kit): each hex with its victory points, each neighbour with the stream,
 * bridge, road, lake and slope of the hexside between; then SPI's hexsides, victory hexes (14.3),
 * reserve deployment zone (12.0) and reinforcement entry (9.0).
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
        return victory
          ? { victory: { initialControl: victory.initialControl, vp: victory.vp } }
          : {};
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

/** api.md "scenarios/{scenarioId}" (hex kit): eleven turns (3.0), the Allies first. */
export const scenarioData = scenarioCatalogue(
  SCENARIOS,
  { rulesetId: 'spi-1980', turns: 11, firstSide: 'allied' },
  COUNTER_MANIFEST,
);
