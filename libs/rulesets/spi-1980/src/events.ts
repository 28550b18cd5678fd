import type { EventsOf } from '@pratzen/engine';
import type { CORE_EVENT_SCHEMAS } from './event-schema';
import type { MovementEvent } from './movement/movement-events';
import type { CombatEvent } from './combat/combat-events';

/** Events shared by every phase: losses, disruption, relocations, morale, sequence (event-schema.ts). */
export type CoreEvent = EventsOf<typeof CORE_EVENT_SCHEMAS>;

/** Why a unit was moved outside its own movement. */
export type RelocationReason = Extract<CoreEvent, { type: 'UnitRelocated' }>['reason'];

export type SpiEvent = CoreEvent | MovementEvent | CombatEvent;
