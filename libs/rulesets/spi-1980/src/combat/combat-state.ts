import type { OddsColumn } from '../data/tables';
import type { ShapeType } from '@pratzen/engine';
import type { PendingOf } from '../pending';
import type { ATTACK_PLAN } from '../view-schema';
import type { BySide } from '../vocabulary';

/** Which side of an attack a result, a rout or a decision belongs to. */
export type CombatRole = 'attacker' | 'defender';

/** A validated attack (6.1), fixed when it is declared (view-schema.ts: ATTACK_PLAN). */
export type AttackPlan = ShapeType<typeof ATTACK_PLAN>;

/** 6.8 / 5.9: what the defender stated. */
export interface DefenceDeclaration {
  readonly moraleUnit: string | null;
  readonly charges: readonly string[];
}

export interface ColumnShift {
  readonly rule: string;
  readonly columns: number;
}

/** The combat die and where it fell on the table (6.0). */
export interface CombatRoll {
  readonly die: number;
  readonly column: OddsColumn;
  /** The CRT cell, attacker/defender, as printed. */
  readonly result: string;
}

/** 6.3: a rout's die and its length. */
export interface RoutRoll {
  readonly die: number;
  readonly modifier: number;
  readonly hexes: number;
}

/** An attack in the middle of its resolution. */
export interface CombatState {
  readonly plan: AttackPlan;
  readonly defence: DefenceDeclaration | null;
  readonly roll: CombatRoll | null;
  readonly routs: { readonly attacker: RoutRoll | null; readonly defender: RoutRoll | null };
  /** 10.0: both armies' Morale Levels when the attack was declared (who lost in it). */
  readonly moraleBefore: BySide<number>;
}

/** 6.8 / 5.9: the defender names his morale unit and his charging cavalry. */
export type DeclareDefencePending = PendingOf<'DeclareDefence'>;
/**
 * 6.3 / 6.4: the owner takes a loss result, in CSPs and/or by retreating: `losses`, the CSP
 * losses of the result (each hex retreated satisfies one); `disrupt`, a "d" result (no retreat,
 * all the units are disrupted after the losses); `maxRetreat`, how many hexes the units may
 * retreat instead of losing CSPs (0: none); `moraleUnit` (6.8), the unit that must take at least
 * half the CSP losses, if any.
 */
export type TakeLossesPending = PendingOf<'TakeLosses'>;
/** 6.3 / 6.5: the owner routes his units `hexes` hexes. */
export type RoutPending = PendingOf<'Rout'>;

export interface HexChoices {
  readonly unitId: string;
  readonly hexes: readonly string[];
}

/** 6.7: the attacker may advance into hexes vacated by the defender. */
export type AdvancePending = PendingOf<'Advance'>;
/** 6.9: bombarding artillery may fall back one hex. */
export type FallBackPending = PendingOf<'FallBack'>;

export type CombatPending =
  DeclareDefencePending | TakeLossesPending | RoutPending | AdvancePending | FallBackPending;

export const COMBAT_PENDING_TYPES: ReadonlySet<string> = new Set<CombatPending['type']>([
  'DeclareDefence',
  'TakeLosses',
  'Rout',
  'Advance',
  'FallBack',
]);
