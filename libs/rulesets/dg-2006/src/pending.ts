import type { PendingDecision } from '@pratzen/engine';
import type { Side } from './vocabulary';

/** 9.0 Ex: the attacker picks the units that make up the exchange, or takes Ar instead. */
export interface ResolveExchangePending extends PendingDecision {
  readonly type: 'ResolveExchange';
  readonly side: Side;
  readonly rule: '9.0';
  /** The defenders' printed strength the attacker must lose at least. */
  readonly required: number;
  /** The attacking units that may make up the loss (bombarding artillery excluded, 10.0 C). */
  readonly candidates: readonly string[];
}

/** 9.31 / 9.32: the victor picks the hex a retreating (or displaced) unit goes to. */
export interface RetreatUnitPending extends PendingDecision {
  readonly type: 'RetreatUnit';
  readonly side: Side;
  readonly rule: '9.31' | '9.32';
  readonly unitId: string;
  readonly from: string;
  readonly hexes: readonly { readonly hex: string; readonly displaces: readonly string[] }[];
}

/** 9.33: one victorious unit may advance into a vacated hex. */
export interface AdvancePending extends PendingDecision {
  readonly type: 'Advance';
  readonly side: Side;
  readonly rule: '9.33';
  readonly candidates: readonly { readonly unitId: string; readonly hexes: readonly string[] }[];
}

/** 10.0 C: after an Ar, the attacker may have bombarding artillery suffer it too. */
export interface ElectRetreatPending extends PendingDecision {
  readonly type: 'ElectRetreat';
  readonly side: Side;
  readonly rule: '10.0 C';
  /** The bombarding artillery of the attack still on the map. */
  readonly candidates: readonly string[];
}

export type DgPending =
  ResolveExchangePending | ElectRetreatPending | RetreatUnitPending | AdvancePending;

/** The command types that answer each kind of pending decision. */
export const ANSWERS: Readonly<Record<DgPending['type'], readonly string[]>> = {
  ResolveExchange: ['ResolveExchange'],
  ElectRetreat: ['ElectRetreat'],
  RetreatUnit: ['RetreatUnit'],
  Advance: ['Advance', 'DeclineAdvance'],
};
