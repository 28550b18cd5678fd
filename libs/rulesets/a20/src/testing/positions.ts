import { compactPositions } from '@pratzen/rulesets/hex-kit';
import { crtResult } from '../data/tables';
import { positionState, type CustomPosition } from '../setup';
import type { A20State } from '../state';
import type { CombatResult } from '../vocabulary';

/** Compact positions for specs (hex kit): `at(turn, phase, side, { 'fr-i': '0304' })`. */
export const at = compactPositions<CustomPosition, A20State>((p) => positionState(p));

/** A die face that gives `result` at `differential` (throws if the table has none). */
export function dieFor(differential: number, result: CombatResult): number {
  for (let die = 1; die <= 6; die += 1) if (crtResult(differential, die) === result) return die;
  throw new Error(`no ${result} at ${differential}`);
}
