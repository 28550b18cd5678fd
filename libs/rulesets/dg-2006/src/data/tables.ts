import crtJson from '../../data/crt.json';
import tecJson from '../../data/tec.json';
import type { Terrain } from '../vocabulary';

/** 9.0: the five results of the Combat Results Table. */
export const RESULTS = ['Ae', 'Ar', 'Ex', 'Dr', 'De'] as const;
export type CombatResult = (typeof RESULTS)[number];

export const ODDS_COLUMNS = [
  '1-6',
  '1-5',
  '1-4',
  '1-3',
  '1-2',
  '1-1',
  '2-1',
  '3-1',
  '4-1',
  '5-1',
  '6-1',
] as const;
export type OddsColumn = (typeof ODDS_COLUMNS)[number];

export interface TecHex {
  /** Movement Points to enter; null when prohibited. */
  readonly movement: number | null;
  readonly defence: number;
  readonly zoc: boolean;
}

const hexRows = tecJson.hex as Readonly<
  Record<Terrain, { movement: number | 'P'; defence: number; zoc: boolean }>
>;

/** The Terrain Effects Chart (reconstruction but for the town's tripling, see data/tec.json). */
export const TEC: Readonly<Record<Terrain, TecHex>> = Object.fromEntries(
  Object.entries(hexRows).map(([t, r]) => [
    t,
    { movement: r.movement === 'P' ? null : r.movement, defence: r.defence, zoc: r.zoc },
  ]),
) as Record<Terrain, TecHex>;

export const TEC_PROVENANCE = { provenance: tecJson.provenance, source: tecJson.source } as const;

const CELLS: ReadonlyMap<string, CombatResult> = new Map(
  Object.entries(crtJson.rows).flatMap(([die, row]) =>
    row.map((code, i) => [`${die}:${crtJson.columns[i]}`, code as CombatResult] as const),
  ),
);

/** 9.0: the Combat Results Table cell for a die roll and an odds column. */
export function crtResult(die: number, column: OddsColumn): CombatResult {
  const r = CELLS.get(`${die}:${column}`);
  if (r === undefined) throw new RangeError(`no CRT cell for die ${die} column ${column}`);
  return r;
}

export const CRT_PROVENANCE = { provenance: crtJson.provenance, source: crtJson.source } as const;
export const CRT_RAW = crtJson;
