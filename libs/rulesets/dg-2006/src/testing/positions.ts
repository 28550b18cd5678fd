import { compactEntries } from '@pratzen/rulesets/hex-kit';
import { ODDS_COLUMNS, crtResult, type CombatResult, type OddsColumn } from '../data/tables';
import { positionState, type CustomPosition } from '../setup';
import type { DgState } from '../state';
import type { Phase, Side } from '../vocabulary';

/**
 * Compact positions for specs: `at(turn, phase, side, { 'fr-morand': '1905' })` is positionState
 * with every listed unit in its hex (unlisted units are out of play, unlisted reinforcements wait).
 */
export function at(
  turn: number,
  phase: Phase,
  activeSide: Side,
  units: Readonly<Record<string, string>>,
  extra: Partial<Pick<CustomPosition, 'lost' | 'demoralized'>> = {},
): DgState {
  return positionState({
    turn,
    phase,
    activeSide,
    units: compactEntries(units),
    ...extra,
  });
}

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
