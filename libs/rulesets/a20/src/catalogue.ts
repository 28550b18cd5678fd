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

/** A hex's a20 facts for the map data: its features and its defence value (N9.4). */
const hexFacts = (label: string) => ({
  features: features(label),
  defence: TABLES.terrain.hexes[terrainOf(label)].defence,
});

/** What lies on the hexside between two hexes: a stream (N6.3, N9.4) or nothing. */
const hexsideFacts = (from: string, to: string): string[] =>
  BOARD.streamSide(from, to) ? ['stream'] : [];

/**
 * api.md "Map data" (hex kit): each hex with its features and defence, each neighbour with its
 * stream hexside; then a20's LOC, objective and entry hexes, terrain effects and CRT.
 */
export function mapData() {
  const { streamHexsides, locHexes, objectiveHexes, reinforcementEdges } = BOARD.raw;
  const hexes = hexMapData(RULESET_ID, BOARD.raw, BOARD, terrainOf, hexFacts, hexsideFacts);
  const tables = { terrainEffects: TABLES.terrain, combatResultsTable: TABLES.crt };
  return { ...hexes, streamHexsides, locHexes, objectiveHexes, reinforcementEdges, ...tables };
}

/** api.md "scenarios/{scenarioId}" (hex kit): the turn track, the Allies first (X4.0). */
export const scenarioData = scenarioCatalogue(
  SCENARIOS,
  { rulesetId: RULESET_ID, turnTrack: TABLES.turnTrack, firstSide: 'allied' },
  COUNTER_MANIFEST,
);
