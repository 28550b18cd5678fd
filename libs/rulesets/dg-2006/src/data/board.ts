import { rectangleLabels } from '@pratzen/hex';
import {
  hexBoard,
  onEdge,
  type HexBoard,
  type MapEdge,
  type RawHexMap,
} from '@pratzen/rulesets/hex-kit';
import mapJson from '../../data/map.json';
import type { Side, Terrain } from '../vocabulary';

export type { MapEdge };

export interface RawMap extends RawHexMap {
  readonly rulesetId: string;
  readonly lakeHexsides: readonly (readonly string[])[];
  readonly arrowHexes: readonly string[];
  readonly entryHexes: Readonly<Record<Side, readonly string[]>>;
}

/** The map, indexed for fast rule queries. Built once from data/map.json. */
export interface Board extends HexBoard<RawMap, Terrain> {
  /** The hexes at distance 2 (artillery range, 10.0). */
  readonly ring2: ReadonlyMap<string, readonly string[]>;
  readonly arrowHexes: ReadonlySet<string>;
  readonly entryHexes: Readonly<Record<Side, readonly string[]>>;
  readonly edgeOf: ReadonlyMap<string, readonly MapEdge[]>;
  /** True when the side between two adjacent hexes is a lake hexside (9.31). */
  lakeSide(a: string, b: string): boolean;
}

export function buildBoard(raw: RawMap): Board {
  const labels = rectangleLabels(raw.grid.columns, raw.grid.rows);
  const board = hexBoard<RawMap, Terrain>(raw, labels, 'clear');
  const { neighbors } = board;
  const ring2 = new Map(
    labels.map((l) => {
      const two = new Set<string>();
      for (const n of neighbors.get(l) ?? [])
        for (const m of neighbors.get(n) ?? [])
          if (m !== l && !(neighbors.get(l) ?? []).includes(m)) two.add(m);
      return [l, [...two]] as const;
    }),
  );
  const lake = new Map<string, Set<string>>();
  const addLake = (a: string, b: string): void => {
    let m = lake.get(a);
    if (m === undefined) lake.set(a, (m = new Set()));
    m.add(b);
  };
  for (const [a, b] of raw.lakeHexsides) {
    if (a === undefined || b === undefined) continue;
    addLake(a, b);
    addLake(b, a);
  }
  const edgeOf = new Map<string, MapEdge[]>();
  for (const l of labels) {
    const edges = (Object.entries(raw.edges) as [MapEdge, { row?: number; col?: number }][])
      .filter(([, e]) => onEdge(l, e))
      .map(([edge]) => edge);
    if (edges.length > 0) edgeOf.set(l, edges);
  }
  return {
    ...board,
    ring2,
    arrowHexes: new Set(raw.arrowHexes),
    entryHexes: raw.entryHexes,
    edgeOf,
    lakeSide: (a, b) => lake.get(a)?.has(b) === true,
  };
}

/** The reconstructed DG map shipped with Pratzen (replace data/map.json to use the printed map). */
export const BOARD: Board = buildBoard(mapJson as unknown as RawMap);
