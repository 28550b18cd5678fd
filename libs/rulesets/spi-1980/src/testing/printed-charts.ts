import * as fs from 'fs';
import * as path from 'path';
import type { HexsideKind } from '../data/tables';
import type { Terrain, UnitType } from '../vocabulary';

/**
 * The printed Terrain Effects Chart and Combat Results Table (first copy in the rulebook text),
 * read from the verbatim fixture data/charts-printed.txt — for tests that check data and rule
 * code cell by cell against the chart as printed.
 */
export const PRINTED_CHARTS: readonly string[] = fs
  .readFileSync(path.join(__dirname, '../../data/charts-printed.txt'), 'utf8')
  .split('\n');

/** The cells of a printed TEC row after its label: 4 movement cells then 4 combat cells. */
export function printedRow(label: string): string[] {
  const line = PRINTED_CHARTS.find((l) => l.startsWith(`${label}\t`));
  if (line === undefined) throw new Error(`no printed row ${label}`);
  return line.split('\t').slice(1);
}

/** The chart's unit-type columns, in printed order (Inf, Cav, Drg, Art). */
export const CHART_TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'dragoon', 'artillery'];

export const PRINTED_HEX_ROWS: readonly (readonly [string, Terrain])[] = [
  ['Clear Hex', 'clear'],
  ['Woods Hex', 'woods'],
  ['Lake Hex', 'lake'],
  ['Town Hex', 'town'],
  ['Fortified Position', 'fortified'],
  ['Marsh Hex', 'marsh'],
  ['Slope Hex', 'slope'],
];

export const PRINTED_HEXSIDE_ROWS: readonly (readonly [string, HexsideKind])[] = [
  ['Slope Hexside/Upslope', 'upslope'],
  ['Slope Hexside/Downslope', 'downslope'],
  ['Road Hexside', 'road'],
  ['Stream Hexside', 'stream'],
  ['Lake Hexside', 'lake'],
];

/** The printed combat cell of a TEC row for a unit type (e.g. "D", "H*", "-"). */
export function printedCombatCell(label: string, type: UnitType): string {
  return printedRow(label)[4 + CHART_TYPES.indexOf(type)] ?? '?';
}

/** The printed movement cell of a TEC row for a unit type (e.g. "2", "+1", "P"). */
export function printedMovementCell(label: string, type: UnitType): string {
  return printedRow(label)[CHART_TYPES.indexOf(type)] ?? '?';
}
