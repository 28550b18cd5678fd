import { ODDS_COLUMNS, type OddsColumn } from '../data/tables';
import type { ColumnShift } from './combat-state';

/**
 * 6.2: the Combat Ratio, simplified and rounded in favour of the defender: 11 against 4 is
 * "2-1" (the attacker's side rounds down), 4 against 11 is "1-3" (the defender's side rounds up).
 * Ratios past the table's ends are kept here ("8-1", "1-7") and clamped by `baseColumn`.
 */
export function simplifiedRatio(attack: number, defence: number): string {
  if (attack >= defence) return `${Math.floor(attack / defence)}-1`;
  return `1-${Math.ceil(defence / attack)}`;
}

const LAST = ODDS_COLUMNS.length - 1;
const clampIndex = (i: number): number => Math.min(LAST, Math.max(0, i));

/** The column index of a ratio on an unbounded scale (1-1 is the index of the "1-1" column). */
function ratioIndex(attack: number, defence: number): number {
  const even = ODDS_COLUMNS.indexOf('1-1');
  if (attack >= defence) return even + Math.floor(attack / defence) - 1;
  return even - Math.ceil(defence / attack) + 1;
}

/** 6.2: the column a ratio falls in; ratios beyond the table use its end columns. */
export function baseColumn(attack: number, defence: number): OddsColumn {
  return ODDS_COLUMNS[clampIndex(ratioIndex(attack, defence))] as OddsColumn;
}

/** Move `columns` to the right (positive) or left (negative), stopping at the table's ends. */
export function shiftColumn(column: OddsColumn, columns: number): OddsColumn {
  return ODDS_COLUMNS[clampIndex(ODDS_COLUMNS.indexOf(column) + columns)] as OddsColumn;
}

export const columnIndex = (c: OddsColumn): number => ODDS_COLUMNS.indexOf(c);

export interface Odds {
  /** The simplified ratio before any clamp or shift. */
  readonly odds: string;
  /** The column the ratio falls in (clamped). */
  readonly base: OddsColumn;
  /** The column used, after every shift. */
  readonly column: OddsColumn;
  /** The shifts that applied (non-zero only), the 6.2 lowering last. */
  readonly shifts: readonly ColumnShift[];
}

/**
 * 6.2: the ratio is first placed on the table (past its ends: the end column), then the shifts
 * (6.8 morale, 7.0 disruption, 11.0 corps integrity) are added up ("all adjustments are
 * cumulative") and applied together, stopping at the table's ends. The attacker's announced
 * lowering is a cap applied last: it never raises the odds.
 */
export function resolveOdds(
  attack: number,
  defence: number,
  shifts: readonly ColumnShift[],
  lowerTo: OddsColumn | null,
): Odds {
  const base = baseColumn(attack, defence);
  const applied = shifts.filter((s) => s.columns !== 0);
  const total = applied.reduce((n, s) => n + s.columns, 0);
  let column = shiftColumn(base, total);
  const out = [...applied];
  if (lowerTo !== null && columnIndex(lowerTo) < columnIndex(column)) {
    out.push({ rule: '6.2', columns: columnIndex(lowerTo) - columnIndex(column) });
    column = lowerTo;
  }
  return { odds: simplifiedRatio(attack, defence), base, column, shifts: out };
}
