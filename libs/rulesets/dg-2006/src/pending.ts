import type { ShapeType } from '@pratzen/engine';
import type { PENDING_DECISION_SCHEMA } from './view-schema';

/** A decision one side must make in the middle of a combat (view-schema.ts: PENDING_VARIANTS). */
export type DgPending = ShapeType<typeof PENDING_DECISION_SCHEMA>;
type PendingOf<T extends DgPending['type']> = Extract<DgPending, { readonly type: T }>;

/** 9.0 Ex: the attacker picks the units that make up the exchange, or takes Ar instead. */
export type ResolveExchangePending = PendingOf<'ResolveExchange'>;
/** 9.31 / 9.32: the victor picks the hex a retreating (or displaced) unit goes to. */
export type RetreatUnitPending = PendingOf<'RetreatUnit'>;
/** 9.33: one victorious unit may advance into a vacated hex. */
export type AdvancePending = PendingOf<'Advance'>;
/** 10.0 C: after an Ar, the attacker may have bombarding artillery suffer it too. */
export type ElectRetreatPending = PendingOf<'ElectRetreat'>;

/** The command types that answer each kind of pending decision. */
export const ANSWERS: Readonly<Record<DgPending['type'], readonly string[]>> = {
  ResolveExchange: ['ResolveExchange'],
  ElectRetreat: ['ElectRetreat'],
  RetreatUnit: ['RetreatUnit'],
  Advance: ['Advance', 'DeclineAdvance'],
};
