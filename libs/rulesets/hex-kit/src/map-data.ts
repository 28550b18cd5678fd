/** The provenance and grid part of a hex map file (data/map.json) that every map has. */
export interface RawMapHead {
  readonly provenance: string;
  readonly source: string;
  readonly notes: readonly string[];
  readonly grid: { readonly columns: number; readonly rows: number; readonly parity: string };
  readonly edges: unknown;
}

/** What a hex map row is built from: its hexes, their names and their on-map neighbours. */
export interface MapIndex {
  readonly labels: readonly string[];
  readonly names: ReadonlyMap<string, string>;
  readonly neighbors: ReadonlyMap<string, readonly string[]>;
}

/**
 * api.md "Map data" for a hex map: the provenance and grid, then every hex with its label,
 * terrain, name, what the ruleset adds (`extra`) and its neighbours with the features of the
 * hexside between (seen from this hex, `hexside`), so clients never re-derive the offset parity.
 */
export function hexMapData<X extends object>(
  rulesetId: string,
  raw: RawMapHead,
  board: MapIndex,
  terrain: (label: string) => string | undefined,
  extra: (label: string) => X,
  hexside: (from: string, to: string) => readonly string[],
) {
  return {
    rulesetId,
    provenance: raw.provenance,
    source: raw.source,
    notes: raw.notes,
    grid: raw.grid,
    edges: raw.edges,
    hexes: board.labels.map((label) => ({
      label,
      terrain: terrain(label),
      ...(board.names.has(label) ? { name: board.names.get(label) } : {}),
      ...extra(label),
      neighbors: (board.neighbors.get(label) ?? []).map((n) => ({
        label: n,
        hexside: hexside(label, n),
      })),
    })),
  };
}
