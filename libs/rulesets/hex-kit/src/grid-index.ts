import { labelNeighbors, labelToAxial, type Axial } from '@pratzen/hex';

/** A map's hexes indexed for fast rule queries: presence, on-map neighbours, distance. */
export interface GridIndex {
  readonly present: ReadonlySet<string>;
  /** Each hex's neighbours that are on the map. */
  readonly neighbors: ReadonlyMap<string, readonly string[]>;
  /** Hex distance between two hexes of the map; Infinity when either is off it. */
  distance(a: string, b: string): number;
  has(label: string): boolean;
}

/** Indexes the hexes `labels` of one map; throws on a label that is not a CCRR label. */
export function gridIndex(labels: readonly string[]): GridIndex {
  const present = new Set(labels);
  const axial = new Map<string, Axial>();
  for (const l of labels) {
    const a = labelToAxial(l);
    if (a === undefined) throw new RangeError(`bad hex label ${l} in map data`);
    axial.set(l, a);
  }
  const neighbors = new Map(
    labels.map((l) => [l, labelNeighbors(l).filter((n) => present.has(n))] as const),
  );
  return {
    present,
    neighbors,
    distance: (a, b) => {
      const pa = axial.get(a);
      const pb = axial.get(b);
      if (pa === undefined || pb === undefined) return Infinity;
      const dq = pa.q - pb.q;
      const dr = pa.r - pb.r;
      const ds = dq + dr;
      // = hex distance(), inlined: hot path. No Math.abs: under Jest's vm context each read of
      // the global `Math` is an intercepted call, and this runs millions of times per property test.
      return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
    },
    has: (l) => present.has(l),
  };
}

/** A map edge as map data names it: a row, a column, or either. */
export interface EdgeSpec {
  readonly row?: number;
  readonly col?: number;
}

/** Is the hex `label` (CCRR) on the edge `edge`? */
export function onEdge(label: string, edge: EdgeSpec): boolean {
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2));
  return (
    (edge.row !== undefined && row === edge.row) || (edge.col !== undefined && col === edge.col)
  );
}

/** The printed names of the hexes that have one. */
export function hexNames(
  hexes: readonly { readonly label: string; readonly name?: string }[],
): ReadonlyMap<string, string> {
  return new Map(hexes.flatMap((h) => (h.name !== undefined ? [[h.label, h.name] as const] : [])));
}

/**
 * The neighbours of each hex that `keep(from, into)` holds for (e.g. the hexes a ZOC exerted from
 * `from` extends into): static map data, memoised per hex, so that a hot path looks up no
 * terrain or hexside twice.
 */
export function neighboursWhere(
  neighbors: ReadonlyMap<string, readonly string[]>,
  keep: (from: string, into: string) => boolean,
): (from: string) => readonly string[] {
  const memo = new Map<string, readonly string[]>();
  return (from) => {
    let into = memo.get(from);
    if (into === undefined) {
      into = (neighbors.get(from) ?? []).filter((n) => keep(from, n));
      memo.set(from, into);
    }
    return into;
  };
}
