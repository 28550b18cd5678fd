import type { EventsOf } from '@pratzen/engine';
import type { EVENT_SCHEMAS } from './event-schema';

/**
 * Every event of the a20 ruleset, derived from its published shapes (event-schema.ts). Every die
 * is in the event that used it. UnitRetreated: `path` lists the hexes entered (N9.9.1), `hazards`
 * each hazardous hex entered and its die (N9.8.3, X9.81), `breaks` that the unit Breaks at the
 * end of the path (N9.8.2, N9.8.3, N9.8.7; UnitBroke follows). AdvanceOffered: the
 * victor's pending decision (N9.9); UnitAdvanced: `path` the hexes entered along the retreat path.
 */
export type A20Event = EventsOf<typeof EVENT_SCHEMAS>;

export type EventOf<T extends A20Event['type']> = Extract<A20Event, { type: T }>;

/** A hazardous retreat hex entered (N9.8.3, X9.81) and its die. */
export type HazardRoll = EventOf<'UnitRetreated'>['hazards'][number];
