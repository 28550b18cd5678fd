import { hexMapData, scenarioCatalogue } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { COUNTER_MANIFEST } from './data/counters';
import { TABLES } from './data/tables';
import { SCENARIOS } from './setup';
import { RULESET_ID, type Side } from './vocabulary';

const terrainOf = (label: string) => BOARD.terrain.get(label) ?? 'clear';

/** The features of a hex (LOC, objective, entry) for each side. */
function features(label: string): string[] {
  const out: string[] = [];
  for (const side of ['allied', 'french'] as const satisfies readonly Side[]) {
    if (BOARD.loc[side].includes(label)) out.push(`${side}-loc`);
    if (BOARD.objectives[side].includes(label)) out.push(`${side}-objective`);
    if (BOARD.entry[side].includes(label)) out.push(`${side}-entry`);
  }
  return out;
}

/**
 * api.md "Map data" (hex kit): each hex with its features and defence, each neighbour with its
 * stream hexside; then a20's LOC, objective and entry hexes, terrain effects and CRT.
 */
export function mapData() {
  const raw = BOARD.raw;
  return {
    ...hexMapData(
      RULESET_ID,
      raw,
      BOARD,
      terrainOf,
      (label) => ({
        features: features(label),
        defence: TABLES.terrain.hexes[terrainOf(label)].defence,
      }),
      (from, to) => (BOARD.streamSide(from, to) ? ['stream'] : []),
    ),
    streamHexsides: raw.streamHexsides,
    locHexes: raw.locHexes,
    objectiveHexes: raw.objectiveHexes,
    reinforcementEdges: raw.reinforcementEdges,
    terrainEffects: TABLES.terrain,
    combatResultsTable: TABLES.crt,
  };
}

/** api.md "scenarios/{scenarioId}" (hex kit): the turn track, the Allies first (X4.0). */
export const scenarioData = scenarioCatalogue(
  SCENARIOS,
  { rulesetId: RULESET_ID, turnTrack: TABLES.turnTrack, firstSide: 'allied' },
  COUNTER_MANIFEST,
);
