import { compactPositions } from '@pratzen/rulesets/hex-kit';
import { ODDS_COLUMNS, crtResult, type CombatResult, type OddsColumn } from '../data/tables';
import { positionState, type CustomPosition } from '../setup';
import type { DgState } from '../state';

/** Compact positions for specs (hex kit): `at(turn, phase, side, { 'fr-morand': '1905' })`. */
export const at = compactPositions<CustomPosition, DgState>((p) => positionState(p));

/** A die face that gives `result` in `column` (throws if the table has none). */
export function dieFor(column: OddsColumn, result: CombatResult): number {
  for (let die = 1; die <= 6; die += 1) if (crtResult(die, column) === result) return die;
  throw new Error(`no ${result} in column ${column}`);
}

/** A column and die that give `result`. */
export function rollFor(result: CombatResult): { column: OddsColumn; die: number } {
  for (const column of ODDS_COLUMNS) {
    for (let die = 1; die <= 6; die += 1)
      if (crtResult(die, column) === result) return { column, die };
  }
  throw new Error(`no ${result} in the table`);
}
