/** The words of the Austerlitz 20 rules, as `as const` arrays with derived union types. */
export const RULESET_ID = 'a20';
/**
 * 0.2.0: the Random Events Phase (N5.0) and the Standard scenario (X3.0); 0.1.0 games replay as
 * 0.2.0. 0.3.0: The Earlier Battle (X17.1), the defender's reserve (N12.0), the defender's retreat
 * route (N9.8.6), the three cards coded, Fog of War for both sides and the fixed dice count of a
 * battle on a face-down counter (N16.1): a record made under 0.2.0 is re-decided under 0.3.0 and
 * its report names the first event where the two disagree (a battle now asks for the reserve).
 * 0.3.1: every retreat route is its owner's choice (N9.8.6: attackers, countercharges, the ice;
 * the ice's rolls made together, X9.81; a face-down unit's always, N16.1), the Elite swing before
 * the retreats (X2.0), the deck shuffled with d6 only (N5.0: uniform with manual dice), the Sun
 * given openly in X17.1.
 */
export const RULESET_VERSION = '0.3.1';

/** The Allies and the French (hex kit: every Austerlitz game has these two sides). */
export { SIDES, enemyOf, type BySide, type Side } from '@pratzen/rulesets/hex-kit';

/**
 * N4.0 (reconstruction): each player turn is a Random Events (N5.0), a Movement, a Reaction (the
 * other player's, N8.0), a Combat and a Rally Phase; `setup` is the Standard scenario's set-up
 * (X3.0 steps 3-6).
 */
export const PHASES = ['setup', 'events', 'movement', 'reaction', 'combat', 'rally'] as const;
export type Phase = (typeof PHASES)[number];

export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'dummy'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const TERRAINS = [
  'clear',
  'town',
  'forest',
  'rough',
  'fortified',
  'redoubt',
  'pond',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** N9.5: the eight results of the Combat Results Table. */
export const RESULTS = ['AE', 'AR', 'AW', 'EX', 'N', 'DW', 'DR', 'DE'] as const;
export type CombatResult = (typeof RESULTS)[number];

/** The scenarios of the sheet: Standard (3.0), Historical (17.0), The Earlier Battle (17.1). */
export const SCENARIO_IDS = ['standard', 'historical', 'earlierBattle'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
