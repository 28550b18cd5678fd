import type { EventsOf, SequencePoint as EngineSequencePoint } from '@pratzen/engine';
import type { EVENT_SCHEMAS } from './event-schema';
import type { Phase, Side } from './vocabulary';

export type SequencePoint = EngineSequencePoint<Side, Phase>;

/** Every event of the DG 2006 ruleset, derived from its published shapes (event-schema.ts). */
export type DgEvent = EventsOf<typeof EVENT_SCHEMAS>;

export type EventOf<T extends DgEvent['type']> = Extract<DgEvent, { type: T }>;
