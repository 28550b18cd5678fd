import type { BySide, Side } from '@pratzen/rulesets/hex-kit';

/** The words of the DG 2006 rules, as `as const` arrays with derived union types. */
export const RULESET_ID = 'dg-2006';
export const RULESET_VERSION = '2.0.0';

/** The Allies and the French (hex kit: every Austerlitz game has these two sides). */
export { SIDES, enemyOf, type BySide, type Side } from '@pratzen/rulesets/hex-kit';

/** 4.1: each player-turn is a Movement Phase then a Combat Phase; the Allied player-turn is first. */
export const PHASES = ['movement', 'combat'] as const;
export type Phase = (typeof PHASES)[number];
/** 4.0: thirteen game-turns. */
export const LAST_TURN = 13;
/** 12.0: the reinforcements arrive on the second game-turn. */
export const REINFORCEMENT_TURN = 2;

export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const TERRAINS = ['clear', 'town', 'castle', 'abbey', 'knoll', 'lake'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** 7.0 B-C: the most Combat Strength Points a stack of more than one unit may hold. */
export const STACKING_LIMIT: BySide<number> = { french: 15, allied: 10 };
/** 11.0: losses at which a side is demoralized. */
export const DEMORALIZATION_LOSSES = 70;

/** The four player-phases of a game-turn in order (4.1). */
export const SEQUENCE: readonly { readonly side: Side; readonly phase: Phase }[] = [
  { side: 'allied', phase: 'movement' },
  { side: 'allied', phase: 'combat' },
  { side: 'french', phase: 'movement' },
  { side: 'french', phase: 'combat' },
];

export function sequenceIndex(side: Side, phase: Phase): number {
  return SEQUENCE.findIndex((s) => s.side === side && s.phase === phase);
}
