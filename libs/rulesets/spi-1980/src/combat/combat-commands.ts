import type { OddsColumn } from '../data/tables';

/**
 * 6.5 / 6.6: how the units of one hex retreat or rout. They move together along `path`. When a
 * step enters a hex held by friendly units (allowed only when the only safe hexes are), those
 * units are displaced one hex: `displace` lists the displacements in the order they happen
 * ({hex, to}: the units in `hex` move to `to`; in a chain the farthest link comes first).
 */
export interface RetreatRoute {
  /** The hex the units leave. */
  readonly from: string;
  /** Hexes entered, in order (empty: a rout that cannot leave its hex). */
  readonly path: readonly string[];
  readonly displace?: readonly { readonly hex: string; readonly to: string }[];
}

export interface UnitToHex {
  readonly unitId: string;
  readonly hex: string;
}

export type AttackCommand = {
  /** 5.0 / 6.1: the phasing player attacks `defenders` with `attackers`. */
  readonly type: 'Attack';
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** 5.9: attacking cavalry that charge. */
  readonly charges?: readonly string[];
  /** 6.8: the adjacent attacking unit whose Morale Rating modifies the ratio. */
  readonly moraleUnit?: string;
  /** 6.2: deliberately lower the Combat Ratio to this column (a cap). */
  readonly lowerOddsTo?: OddsColumn;
};

export type CombatCommand =
  | AttackCommand
  | {
      /** 6.8 / 5.9: the defender's morale unit and charging cavalry. */
      readonly type: 'DeclareDefence';
      readonly moraleUnit?: string;
      readonly charges?: readonly string[];
    }
  | {
      /** 6.3 / 6.4: CSP losses (total) and/or a retreat of every affected hex by the same length. */
      readonly type: 'TakeLosses';
      readonly losses?: readonly { readonly unitId: string; readonly csp: number }[];
      readonly retreat?: readonly RetreatRoute[];
    }
  | {
      /** 6.3 / 6.5: the rout route of every affected hex, and the unit losing the rout's CSP. */
      readonly type: 'Rout';
      readonly routes: readonly RetreatRoute[];
      readonly loss?: string;
    }
  | {
      /** 6.7: attacking units advancing into vacated hexes (empty: no advance). */
      readonly type: 'Advance';
      readonly advances: readonly UnitToHex[];
    }
  | {
      /** 6.9: bombarding artillery falling back one hex (empty: none). */
      readonly type: 'FallBack';
      readonly fallbacks: readonly UnitToHex[];
    };

export type CombatAnswer = Exclude<CombatCommand, AttackCommand>;

/** Every command type this module decides (keep in step with the union). */
export const COMBAT_COMMAND_TYPES: ReadonlySet<string> = new Set<CombatCommand['type']>([
  'Attack',
  'DeclareDefence',
  'TakeLosses',
  'Rout',
  'Advance',
  'FallBack',
]);
