import type { PendingDecision } from '@pratzen/engine';

/** PLACEHOLDER — the combat module owns this: an attack in the middle of its resolution. */
export interface CombatState {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

/** PLACEHOLDER — pending decisions raised during combat resolution. */
export interface CombatPending extends PendingDecision {
  readonly type: 'CombatPlaceholder';
}
