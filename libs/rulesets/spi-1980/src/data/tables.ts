import crtJson from '../../data/crt.json';
import tecJson from '../../data/tec.json';
import type { Terrain, UnitType } from '../vocabulary';

/** A Terrain Effects Chart cell for movement: a cost, an added cost ("+N") or prohibited. */
export type MoveCell = number | `+${number}` | 'P';
/** A Terrain Effects Chart cell for combat. */
export type CombatCell = '-' | 'D' | 'T' | 'H' | 'P';

export interface TecRow {
  readonly movement: Readonly<Record<UnitType, MoveCell>>;
  readonly combat: Readonly<Record<UnitType, CombatCell>>;
  readonly cavalryCharge: boolean;
}

export const HEXSIDE_KINDS = ['upslope', 'downslope', 'road', 'stream', 'lake'] as const;
export type HexsideKind = (typeof HEXSIDE_KINDS)[number];

export const TEC = {
  hex: tecJson.hex as unknown as Readonly<Record<Terrain, TecRow>>,
  hexside: tecJson.hexside as unknown as Readonly<Record<HexsideKind, TecRow>>,
  provenance: tecJson.provenance,
  notes: tecJson.notes,
};

/** A cost "+N" as the number N, a plain cost as itself; 'P' as null. */
export function moveCellValue(cell: MoveCell): number | null {
  if (cell === 'P') return null;
  return typeof cell === 'number' ? cell : Number(cell.slice(1));
}

export const ODDS_COLUMNS = crtJson.columns as readonly OddsColumn[];
export type OddsColumn =
  '1-5' | '1-4' | '1-3' | '1-2' | '1-1' | '2-1' | '3-1' | '4-1' | '5-1' | '6-1';

/** One side's part of a CRT cell. */
export interface SideResult {
  /** CSP losses (1, 2); 0 for none. */
  readonly losses: number;
  readonly disrupted: boolean;
  /** Set for a rout: the number added to the rout die roll (0 for a plain "r"). */
  readonly rout: number | null;
}

export interface CrtResult {
  readonly code: string;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}

export function parseSideResult(code: string): SideResult {
  if (code === '-') return { losses: 0, disrupted: false, rout: null };
  const m = /^(\d)?([dr])?$/.exec(code);
  if (m === null) throw new RangeError(`bad CRT code ${code}`);
  const n = m[1] === undefined ? 0 : Number(m[1]);
  if (m[2] === 'r') return { losses: 0, disrupted: false, rout: n };
  return { losses: n, disrupted: m[2] === 'd', rout: null };
}

const CRT_CELLS: ReadonlyMap<string, CrtResult> = new Map(
  Object.entries(crtJson.rows).flatMap(([die, row]) =>
    row.map((code, i) => {
      const [a = '-', d = '-'] = code.split('/');
      return [
        `${die}:${crtJson.columns[i]}`,
        { code, attacker: parseSideResult(a), defender: parseSideResult(d) },
      ] as const;
    }),
  ),
);

/** 15.0: the Combat Results Table cell for a die roll and a column. */
export function crtResult(die: number, column: OddsColumn): CrtResult {
  const r = CRT_CELLS.get(`${die}:${column}`);
  if (r === undefined) throw new RangeError(`no CRT cell for die ${die} column ${column}`);
  return r;
}

export const CRT_PROVENANCE = { provenance: crtJson.provenance, source: crtJson.source } as const;
