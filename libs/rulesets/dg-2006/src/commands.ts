/** Every command of the DG 2006 ruleset (JSON Schemas in schemas.ts). */
export type DgCommand =
  | { readonly type: 'EndPhase' }
  /** 5.0: path lists the hexes entered; exitMap: leave the map after the last hex (victory 14.2). */
  | {
      readonly type: 'MoveUnit';
      readonly unitId: string;
      readonly path: readonly string[];
      readonly exitMap?: boolean;
    }
  /** 12.0: place a reinforcement on an entry hex (one Movement Point). */
  | { readonly type: 'PlaceReinforcement'; readonly unitId: string; readonly hex: string }
  /** 8.0 / 10.0: attack `defenders` with `attackers`. */
  | {
      readonly type: 'Attack';
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
    }
  /** 10.0 C: after an Ar result, the bombarding artillery that elects to suffer it (maybe none). */
  | { readonly type: 'ElectRetreat'; readonly artillery: readonly string[] }
  /** 9.0 Ex: the attacking units eliminated, or Ar instead. */
  | {
      readonly type: 'ResolveExchange';
      readonly eliminate?: readonly string[];
      readonly retreatInstead?: boolean;
    }
  /**
   * 9.31 / 9.32: the victor retreats (or displaces) the named unit into `hex`; `displaces` names
   * the units pushed out when several sets could make room.
   */
  | {
      readonly type: 'RetreatUnit';
      readonly unitId: string;
      readonly hex: string;
      readonly displaces?: readonly string[];
    }
  /** 9.33: one victorious unit advances into a vacated hex. */
  | { readonly type: 'Advance'; readonly unitId: string; readonly hex: string }
  | { readonly type: 'DeclineAdvance' };

export type CommandOf<T extends DgCommand['type']> = Extract<DgCommand, { type: T }>;
