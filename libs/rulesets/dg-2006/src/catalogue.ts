import { hexMapData, scenarioCatalogue } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { COUNTER_MANIFEST } from './data/counters';
import { CRT_RAW, TEC, TEC_PROVENANCE } from './data/tables';
import { SCENARIOS } from './setup';
import { LAST_TURN, RULESET_ID, STACKING_LIMIT } from './vocabulary';

const terrainOf = (label: string) => BOARD.terrain.get(label) ?? 'clear';

/**
 * api.md "Map data" (hex kit): each hex with its features (arrow, entry), defence and ZOC, each
 * neighbour with its lake hexside; then DG's lake hexsides, arrows, entry hexes, TEC and CRT.
 */
export function mapData() {
  const raw = BOARD.raw;
  return {
    ...hexMapData(
      RULESET_ID,
      raw,
      BOARD,
      terrainOf,
      (label) => {
        const features: string[] = [];
        if (BOARD.arrowHexes.has(label)) features.push('arrow');
        if (BOARD.entryHexes.allied.includes(label)) features.push('allied-entry');
        if (BOARD.entryHexes.french.includes(label)) features.push('french-entry');
        const terrain = terrainOf(label);
        return { features, defence: TEC[terrain].defence, zoc: TEC[terrain].zoc };
      },
      (from, to) => (BOARD.lakeSide(from, to) ? ['lake'] : []),
    ),
    lakeHexsides: raw.lakeHexsides,
    arrowHexes: raw.arrowHexes,
    entryHexes: raw.entryHexes,
    terrainEffects: { ...TEC_PROVENANCE, hex: TEC },
    combatResultsTable: CRT_RAW,
  };
}

/** api.md "scenarios/{scenarioId}" (hex kit): 13 game-turns, the Allies first, stacking limits. */
export const scenarioData = scenarioCatalogue(
  SCENARIOS,
  { rulesetId: RULESET_ID, turns: LAST_TURN, firstSide: 'allied', stackingLimit: STACKING_LIMIT },
  COUNTER_MANIFEST,
);
