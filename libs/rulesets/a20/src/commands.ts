/** Every command of the a20 ruleset (JSON Schemas in schemas.ts). */
export type A20Command =
  | { readonly type: 'EndPhase' }
  /** N6.0: path lists the hexes entered in order. */
  | { readonly type: 'MoveUnit'; readonly unitId: string; readonly path: readonly string[] }
  /** X11.6: a reinforcement enters on an edge hex of its side (III Corps rolls its arrival). */
  | { readonly type: 'EnterReinforcement'; readonly unitId: string; readonly hex: string }
  /** N9.1: attack the enemy unit `defender` with `attackers` (one battle). */
  | { readonly type: 'Attack'; readonly attackers: readonly string[]; readonly defender: string };

export type CommandOf<T extends A20Command['type']> = Extract<A20Command, { type: T }>;
