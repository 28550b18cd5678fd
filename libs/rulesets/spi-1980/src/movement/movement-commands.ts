import type { CommandOf } from '../commands';
import type { DISENGAGEMENT_LOSSES, MOVEMENT_COMMAND_SCHEMAS } from './movement-schemas';

export type DisengagementLoss = (typeof DISENGAGEMENT_LOSSES)[number];

/**
 * The movement commands (4.0: MoveUnit; 4.6: TakeDisengagementLoss answers a Disengagement
 * Check's "1"; 4.4: ReduceOverstack), derived from their JSON Schemas (movement-schemas.ts).
 */
export type MovementCommand = CommandOf<keyof typeof MOVEMENT_COMMAND_SCHEMAS>;
