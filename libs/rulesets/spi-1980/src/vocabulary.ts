import type { BySide } from '@pratzen/rulesets/hex-kit';

/** The words of the SPI 1980 rules, as `as const` arrays with derived union types. */
export const RULESET_ID = 'spi-1980';
export const RULESET_VERSION = '2.0.0';

/** The Allies and the French (hex kit: every Austerlitz game has these two sides). */
export { SIDES, enemyOf, type BySide, type Side } from '@pratzen/rulesets/hex-kit';

/** 3.0: each player-turn is Rally, Movement, Combat; the Allied player-turn comes first. */
export const PHASES = ['rally', 'movement', 'combat'] as const;
export type Phase = (typeof PHASES)[number];
export const LAST_TURN = 11;

export const UNIT_TYPES = ['infantry', 'cavalry', 'dragoon', 'artillery'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const TERRAINS = ['clear', 'woods', 'lake', 'town', 'fortified', 'marsh', 'slope'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** 10.0: starting army morale levels. */
export const STARTING_MORALE: BySide<number> = { allied: 80, french: 70 };
/** 4.4: stacking limit in CSP at the end of a Movement Phase. */
export const STACKING_LIMIT = 10;
/** 13.0: fog turns. */
export const FOG_TURNS: readonly number[] = [1, 2];

export const isCavalryLike = (t: UnitType): boolean => t === 'cavalry' || t === 'dragoon';
