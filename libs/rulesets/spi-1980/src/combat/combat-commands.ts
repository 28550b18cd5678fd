import type { OddsColumn } from '../data/tables';

/** PLACEHOLDER — the combat module owns and extends this union. */
export type CombatCommand = {
  readonly type: 'Attack';
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly charges?: readonly string[];
  readonly moraleUnit?: string;
  readonly lowerOddsTo?: OddsColumn;
};

/** Every command type this module decides (keep in step with the union). */
export const COMBAT_COMMAND_TYPES: ReadonlySet<string> = new Set<CombatCommand['type']>(['Attack']);
