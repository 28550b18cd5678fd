import tablesJson from '../../data/tables.json';
import type { CombatResult, ScenarioId, Terrain } from '../vocabulary';

export interface TerrainRow {
  readonly movement: number | 'stop';
  readonly defence: number;
  readonly hazardousRetreat?: boolean;
  readonly thinIce?: boolean;
}

export interface TurnBox {
  readonly turn: number;
  readonly date: string;
  readonly time: string;
  readonly night: boolean;
  readonly fog16_8: boolean;
  readonly suddenDeath?: number;
}

/** data/tables.json as the rules read it (the data spec checks its shape and provenance). */
export interface Tables {
  readonly crt: {
    readonly columns: readonly string[];
    readonly clamp: { readonly min: number; readonly max: number };
    readonly rows: Readonly<Record<string, readonly CombatResult[]>>;
    readonly provenance: string;
  };
  readonly terrain: {
    readonly hexes: Readonly<Record<Terrain, TerrainRow>>;
    readonly hexsides: {
      readonly stream: { readonly movementExtra: number; readonly defence: number };
    };
  };
  readonly turnTrack: {
    readonly lastTurn: Readonly<Record<ScenarioId, number>>;
    readonly firstTurn: Readonly<Record<ScenarioId, number>>;
    readonly turns: readonly TurnBox[];
  };
  readonly morale: {
    readonly track: { readonly min: number; readonly max: number; readonly start: number };
  };
  readonly rolls: {
    readonly rout: unknown;
    readonly hazardousRetreat: { readonly breaksOn: readonly number[] };
    readonly thinIce: { readonly routsAtOrBelow: number };
    readonly rally: {
      readonly routedRecoversAtOrAbove: number;
      readonly broken: { readonly returnsAtOrAbove: number; readonly destroyedAtOrBelow: number };
    };
    readonly davoutArrival: { readonly results: Readonly<Record<string, string>> };
  };
  readonly events: { readonly cards: readonly { readonly id: string }[] };
}

export const TABLES = tablesJson as unknown as Tables;

/** N9.5: the CRT result of a differential (clamped to the table's columns) and one die. */
export function crtResult(differential: number, die: number): CombatResult {
  const { min, max } = TABLES.crt.clamp;
  const column = Math.min(max, Math.max(min, differential));
  const row = TABLES.crt.rows[String(die)];
  const result = row?.[column - min];
  if (result === undefined) throw new RangeError(`no CRT cell for ${differential}, ${die}`);
  return result;
}

/** The turn track's box of a game turn. */
export function turnBox(turn: number): TurnBox | undefined {
  return TABLES.turnTrack.turns.find((t) => t.turn === turn);
}

/**
 * X11.6 Davout's III Corps (published): the arrival die. 1: delayed a turn; 2: 2-2 and may not
 * move; 3-4: 2-2; 5-6: the full 3-2 rating.
 */
export function davoutArrival(
  die: number,
):
  | { readonly arrives: false }
  | { readonly arrives: true; readonly full: boolean; readonly mayMove: boolean } {
  if (die <= 1) return { arrives: false };
  return { arrives: true, full: die >= 5, mayMove: die >= 3 };
}
