/**
 * 12.4-2: "A unit in square may not move if within 8" of any visible enemy unit." API:
 * `squareNearEnemy(state, unit, steps)` → a `SQUARE_NEAR_ENEMY` refusal naming the enemy, or null.
 *
 * "Within 8"" is the gap between the footprints (exact, `withinGap`); "visible" is 19.9's `sees`
 * (fire/visible.ts, the code the ruler and shooting use) from the square. Forming out of square
 * stays allowed (README I-14): a programme of `formation` and `face` steps only is no move; any
 * other step is refused (an attack's `contact` step is left to 14.4-1, squares never attack).
 */
import type { RuleViolation } from '@pratzen/engine';
import { TICKS_PER_UNIT, withinGap } from '@pratzen/geometry';
import type { MoveStep } from '../commands';
import { sees } from '../fire/visible';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';

/** 12.4-2: the reach within which a visible enemy holds a square in place (8"). */
export const SQUARE_HOLD = 8 * TICKS_PER_UNIT;

/** 12.4-2: why the square `u` may not make this programme, or null. */
export function squareNearEnemy(
  state: AtwState,
  u: UnitState,
  steps: readonly MoveStep[],
): RuleViolation | null {
  if (u.formation !== 'square') return null;
  if (steps.every((s) => s.kind === 'formation' || s.kind === 'face')) return null;
  // an attack's `contact` step: 14.4-1 refuses squares' attacks with its own case
  if (steps.some((s) => s.kind === 'contact')) return null;
  const ring = unitRing(state.table, u);
  const enemy = state.units.find(
    (e) =>
      e.side !== u.side &&
      withinGap(unitRing(state.table, e), ring, SQUARE_HOLD) &&
      sees(state, u, e),
  );
  return enemy === undefined
    ? null
    : refuse(
        'SQUARE_NEAR_ENEMY',
        '12.4-2',
        `${u.id} is in square within 8" of ${enemy.id}, which it sees: it may only form out of square`,
        { enemy: enemy.id },
      );
}
