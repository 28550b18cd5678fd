import {
  hexBoard,
  onEdge,
  type EdgeSpec,
  type HexBoard,
  type MapEdge,
  type RawHexMap,
} from '@pratzen/rulesets/hex-kit';
import mapJson from '../../data/map.json';
import type { Side, Terrain } from '../vocabulary';

/** What a hexside holds, seen from the hex being left toward the hex being entered. */
export interface HexsideInfo {
  readonly stream: boolean;
  readonly bridge: boolean;
  readonly road: boolean;
  readonly lake: boolean;
  /** Moving across is upslope (the hex entered is the higher one). */
  readonly upslope: boolean;
  readonly downslope: boolean;
}

export const PLAIN_HEXSIDE: HexsideInfo = {
  stream: false,
  bridge: false,
  road: false,
  lake: false,
  upslope: false,
  downslope: false,
};

export type { MapEdge };

export interface VictoryHex {
  readonly label: string;
  /** Who controls it at the start (14.3: "A" Allied, "F" French). */
  readonly initialControl: Side;
  readonly vp: number;
}

export interface RawHex {
  readonly label: string;
  readonly terrain: string;
  readonly name?: string;
  readonly victory?: { readonly control: string; readonly vp: number };
}
export interface RawHexside {
  readonly hexes: readonly string[];
  readonly stream?: boolean;
  readonly bridge?: boolean;
  readonly road?: boolean;
  readonly lake?: boolean;
  readonly slope?: { readonly high: string };
}
export type { EdgeSpec };
export interface RawMap extends RawHexMap {
  readonly hexes: readonly RawHex[];
  readonly hexsides: readonly RawHexside[];
  readonly reserveDeploymentZone: {
    readonly description: string;
    readonly hexes: readonly string[];
  };
  readonly reinforcementEntry: { readonly side: string; readonly hexes: readonly string[] };
}

/** The map, indexed for fast rule queries. Built once from map.json. */
export interface Board extends HexBoard<RawMap, Terrain> {
  readonly victoryHexes: ReadonlyMap<string, VictoryHex>;
  readonly reserveZone: ReadonlySet<string>;
  readonly entryHexes: ReadonlySet<string>;
  readonly edgeHexes: Readonly<Record<MapEdge, ReadonlySet<string>>>;
  hexside(from: string, to: string): HexsideInfo;
}

export function buildBoard(raw: RawMap): Board {
  const board = hexBoard<RawMap, Terrain>(
    raw,
    raw.hexes.map((h) => h.label),
  );
  const { labels } = board;
  // from → to → what lies between (nested maps: no string building on the hot path)
  const sides = new Map<string, Map<string, HexsideInfo>>();
  const setSide = (from: string, to: string, info: HexsideInfo): void => {
    let m = sides.get(from);
    if (m === undefined) sides.set(from, (m = new Map()));
    m.set(to, info);
  };
  for (const s of raw.hexsides) {
    const [a, b] = s.hexes;
    if (a === undefined || b === undefined) continue;
    const base = { stream: !!s.stream, bridge: !!s.bridge, road: !!s.road, lake: !!s.lake };
    const high = s.slope?.high;
    setSide(a, b, { ...base, upslope: high === b, downslope: high === a });
    setSide(b, a, { ...base, upslope: high === a, downslope: high === b });
  }
  const victoryHexes = new Map(
    raw.hexes.flatMap((h) =>
      h.victory
        ? [
            [
              h.label,
              {
                label: h.label,
                initialControl: h.victory.control === 'A' ? 'allied' : 'french',
                vp: h.victory.vp,
              },
            ] as const,
          ]
        : [],
    ),
  ) as Map<string, VictoryHex>;
  const edgeSet = (e: EdgeSpec): ReadonlySet<string> => new Set(labels.filter((l) => onEdge(l, e)));
  return {
    ...board,
    victoryHexes,
    reserveZone: new Set(raw.reserveDeploymentZone.hexes),
    entryHexes: new Set(raw.reinforcementEntry.hexes),
    edgeHexes: {
      north: edgeSet(raw.edges.north),
      south: edgeSet(raw.edges.south),
      east: edgeSet(raw.edges.east),
      west: edgeSet(raw.edges.west),
    },
    hexside: (from, to) => sides.get(from)?.get(to) ?? PLAIN_HEXSIDE,
  };
}

/** The reconstructed SPI map shipped with Pratzen (replace data/map.json to use the printed map). */
export const BOARD: Board = buildBoard(mapJson as unknown as RawMap);
