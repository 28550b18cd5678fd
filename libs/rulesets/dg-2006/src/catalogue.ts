import { BOARD } from './data/board';
import { COUNTERS, COUNTERS_PROVENANCE } from './data/counters';
import { CRT_RAW, TEC, TEC_PROVENANCE } from './data/tables';
import { SCENARIOS } from './setup';
import { LAST_TURN, RULESET_ID, STACKING_LIMIT } from './vocabulary';

/**
 * api.md "Map data": every hex with its label, terrain and features, and its neighbours with the
 * hexside between (seen from this hex), so clients never re-derive the grid's offset parity.
 */
export function mapData() {
  const raw = BOARD.raw;
  return {
    rulesetId: RULESET_ID,
    provenance: raw.provenance,
    source: raw.source,
    notes: raw.notes,
    grid: raw.grid,
    edges: raw.edges,
    hexes: BOARD.labels.map((label) => {
      const terrain = BOARD.terrain.get(label) ?? 'clear';
      const features: string[] = [];
      if (BOARD.arrowHexes.has(label)) features.push('arrow');
      if (BOARD.entryHexes.allied.includes(label)) features.push('allied-entry');
      if (BOARD.entryHexes.french.includes(label)) features.push('french-entry');
      return {
        label,
        terrain,
        ...(BOARD.names.has(label) ? { name: BOARD.names.get(label) } : {}),
        features,
        defence: TEC[terrain].defence,
        zoc: TEC[terrain].zoc,
        neighbors: (BOARD.neighbors.get(label) ?? []).map((n) => ({
          label: n,
          hexside: BOARD.lakeSide(label, n) ? ['lake'] : [],
        })),
      };
    }),
    lakeHexsides: raw.lakeHexsides,
    arrowHexes: raw.arrowHexes,
    entryHexes: raw.entryHexes,
    terrainEffects: { ...TEC_PROVENANCE, hex: TEC },
    combatResultsTable: CRT_RAW,
  };
}

/** api.md "scenarios/{scenarioId}": order of battle and set-up, or null for an unknown scenario. */
export function scenarioData(scenarioId: string) {
  const scenario = SCENARIOS.find((s) => s.id === scenarioId);
  if (scenario === undefined) return null;
  return {
    ...scenario,
    rulesetId: RULESET_ID,
    turns: LAST_TURN,
    firstSide: 'allied',
    stackingLimit: STACKING_LIMIT,
    counters: { ...COUNTERS_PROVENANCE },
    units: COUNTERS.map(({ index: _index, ...c }) => c),
  };
}
