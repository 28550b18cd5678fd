import type { EventsOf } from '@pratzen/engine';
import type { COMBAT_EVENT_SCHEMAS } from '../event-schema';

/**
 * Events of the Combat Phase, derived from their published shapes (event-schema.ts). Losses,
 * disruption and relocations are the shared core events (StrengthLost, UnitDisrupted,
 * UnitRelocated, ArmyDemoralized) emitted in between.
 */
export type CombatEvent = EventsOf<typeof COMBAT_EVENT_SCHEMAS>;
