import { BOARD } from './data/board';
import { COUNTERS, COUNTERS_PROVENANCE } from './data/counters';
import { SCENARIOS } from './setup';

/**
 * api.md "Map data": every hex with its label, terrain and features, and its neighbours with the
 * hexside between (seen from this hex), so clients never re-derive the grid's offset parity.
 */
export function mapData() {
  const raw = BOARD.raw;
  return {
    rulesetId: 'spi-1980',
    provenance: raw.provenance,
    source: raw.source,
    notes: raw.notes,
    grid: raw.grid,
    edges: raw.edges,
    hexes: BOARD.labels.map((label) => {
      const victory = BOARD.victoryHexes.get(label);
      return {
        label,
        terrain: BOARD.terrain.get(label),
        ...(BOARD.names.has(label) ? { name: BOARD.names.get(label) } : {}),
        ...(victory ? { victory: { initialControl: victory.initialControl, vp: victory.vp } } : {}),
        neighbors: (BOARD.neighbors.get(label) ?? []).map((n) => {
          const side = BOARD.hexside(label, n);
          const features = (
            ['stream', 'bridge', 'road', 'lake', 'upslope', 'downslope'] as const
          ).filter((f) => side[f]);
          return { label: n, hexside: features };
        }),
      };
    }),
    hexsides: raw.hexsides,
    victoryHexes: [...BOARD.victoryHexes.values()],
    reserveDeploymentZone: raw.reserveDeploymentZone,
    reinforcementEntry: raw.reinforcementEntry,
  };
}

/** api.md "scenarios/{scenarioId}": order of battle and set-up, or null for an unknown scenario. */
export function scenarioData(scenarioId: string) {
  const scenario = SCENARIOS.find((s) => s.id === scenarioId);
  if (scenario === undefined) return null;
  return {
    ...scenario,
    rulesetId: 'spi-1980',
    turns: 11,
    firstSide: 'allied',
    counters: { ...COUNTERS_PROVENANCE },
    units: COUNTERS.map(({ index: _index, ...c }) => c),
  };
}
