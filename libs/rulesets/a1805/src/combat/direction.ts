import { sideOf } from '@pratzen/rulesets/freeform-kit';
import { blockOf } from '../data/catalogue';
import { centreOf } from '../movement/pose';
import type { UnitState } from '../state';

/**
 * 13.9, 13.14: where an attack comes from: the attacking block's centre, seen in the defender's
 * frame — ahead of its front edge: the front; behind its rear edge: the rear; alongside: a flank.
 * A square has only a front (5.4).
 */
export function attackDirection(
  attacker: UnitState,
  defender: UnitState,
): 'front' | 'flank' | 'rear' {
  if (defender.formation === 'square') return 'front';
  const depth = blockOf(defender.kind, defender.formation)?.depth ?? 0;
  return sideOf(centreOf(attacker.kind, attacker), defender, depth);
}
