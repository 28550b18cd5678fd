import type { EventsOf } from '@pratzen/engine';
import type { MOVEMENT_EVENT_SCHEMAS } from '../event-schema';

/** The events of the Movement Phase, derived from their published shapes (event-schema.ts). */
export type MovementEvent = EventsOf<typeof MOVEMENT_EVENT_SCHEMAS>;

const TYPES: Readonly<Record<MovementEvent['type'], true>> = {
  UnitMoved: true,
  DisengagementChecked: true,
  DisengagementLossRequested: true,
  DisengagementLossTaken: true,
  OverstackFound: true,
};

/** Every movement event type, for the evolve dispatcher (evolve.ts). */
export const MOVEMENT_EVENT_TYPES: readonly MovementEvent['type'][] = Object.keys(
  TYPES,
) as MovementEvent['type'][];
