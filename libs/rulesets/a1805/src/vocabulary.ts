/** The words of *Austerlitz 1805* (Trafalgar Editions), as `as const` arrays and their unions. */
export const RULESET_ID = 'a1805';
/**
 * 0.2.0: events give distances and positions in UM and angles in degrees, as commands and the
 * state do (0.1.0: ticks and tenths of a degree; games created under 0.1.0 keep them).
 * Also 0.2.0: a free-form set-up's strategic maps are hidden in GameCreated (setup-secrets.ts).
 * 0.3.0 (issue #26): a unit's own fall back and flight apply 13.11.1 to the friends they stop on,
 * losses in a unit's own retreat no longer make friends check (12.7.2), and an about-face or
 * formation change is offered only when decide accepts it: a 0.2.0 record is re-decided under
 * 0.3.0 and its report names the first event where the two disagree.
 */
export const RULESET_VERSION = '0.3.0';

/** 2.3: the French (blue) and the Allies (Russian green, Austrian grey, some both). */
export const SIDES = ['allied', 'french'] as const;
export type Side = (typeof SIDES)[number];
export const enemyOf = (side: Side): Side => (side === 'allied' ? 'french' : 'allied');

/**
 * 4.3–4.9: the phases of one player-turn, in order. The Attacker is the player whose turn it is;
 * the Defender fires in `artillery-defensive-fire` and `defender-musketry`. 18.3: Allies first.
 */
export const PHASES = [
  'rally',
  'artillery-defensive-fire',
  'artillery-preparation-fire',
  'movement',
  'defender-musketry',
  'attacker-musketry',
  'close-combat',
] as const;
/**
 * 16.4.2.3: on fog turns, before the first Rally Phase, both players deploy their new chits (the
 * Allies first, then the French): a step outside the player-turns' phases.
 */
export const CHIT_DEPLOYMENT = 'chit-deployment';
export type Phase = (typeof PHASES)[number] | typeof CHIT_DEPLOYMENT;
/** Phases in which the Defender, not the Attacker, acts (4.4, 4.7). */
export const DEFENDER_PHASES: readonly Phase[] = ['artillery-defensive-fire', 'defender-musketry'];

/** 2.1: unit types. */
export const KINDS = ['infantry', 'cavalry', 'artillery', 'hq'] as const;
export type Kind = (typeof KINDS)[number];

/** 5.1: formations; HQs have none (`none`). */
export const FORMATIONS = ['line', 'column', 'square', 'limbered', 'unlimbered', 'none'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** 12.5: morale states, from good to routed. */
export const MORALE_STATES = ['good', 'stunned', 'disorganized', 'routed'] as const;
export type MoraleState = (typeof MORALE_STATES)[number];

/** 19.2 speaks of "a unit scheduled to return after turn 12": the game has 12 turns. */
export const LAST_TURN = 12;

/** 16.2–16.3: the weather markers: fog, Partially Foggy 1 and 2, then clear. */
export const WEATHER = ['fog', 'partial-1', 'partial-2', 'clear'] as const;
export type Weather = (typeof WEATHER)[number];
/** 16.2: turns 1–3 are fog turns; from turn 4 a die decides whether it lifts. */
export const LAST_FOG_TURN = 3;
/** 16.3.1: by turn 7 the fog lifts whatever the die. */
export const FOG_LIFTS_BY = 7;
