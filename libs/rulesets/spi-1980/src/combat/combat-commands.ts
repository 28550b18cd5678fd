import type { ShapeType } from '@pratzen/engine';
import type { CommandOf } from '../commands';
import type { unitToHexSchema } from '../schema-kit';
import { COMBAT_COMMAND_SCHEMAS, type routeSchema } from './combat-schemas';

/**
 * 6.5 / 6.6: how the units of one hex retreat or rout. They move together along `path` (the hexes
 * entered, in order; empty: a rout that cannot leave its hex). When a step enters a hex held by
 * friendly units (allowed only when the only safe hexes are), those units are displaced one hex:
 * `displace` lists the displacements in the order they happen ({hex, to}: the units in `hex` move
 * to `to`; in a chain the farthest link comes first).
 */
export type RetreatRoute = ShapeType<typeof routeSchema>;

export type UnitToHex = ShapeType<typeof unitToHexSchema>;

/**
 * The combat commands, derived from their JSON Schemas (combat-schemas.ts): 5.0 / 6.1 Attack,
 * then the decisions that resolve it — 6.8 / 5.9 DeclareDefence, 6.3 / 6.4 TakeLosses, 6.3 / 6.5
 * Rout, 6.7 Advance, 6.9 FallBack.
 */
export type CombatCommand = CommandOf<keyof typeof COMBAT_COMMAND_SCHEMAS>;

export type AttackCommand = CommandOf<'Attack'>;

export type CombatAnswer = Exclude<CombatCommand, AttackCommand>;

/** Every command type this module decides: the keys of its schemas. */
export const COMBAT_COMMAND_TYPES: ReadonlySet<string> = new Set(
  Object.keys(COMBAT_COMMAND_SCHEMAS),
);
