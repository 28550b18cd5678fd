/** The words of *Austerlitz to Waterloo* (Wes Rogers, 2015–16), as `as const` arrays and their unions. */
export const RULESET_ID = 'atw';
export const RULESET_VERSION = '0.2.0';

/** The scenario's two sides (the rules say only "active" and "passive", 10). */
export const SIDES = ['allied', 'french'] as const;
export type Side = (typeof SIDES)[number];
export const enemyOf = (side: Side): Side => (side === 'allied' ? 'french' : 'allied');

/**
 * 10: the phases of a turn, in the rulebook's numbers (1 rally, 2 move, 3 shoot, 5 combat: it has
 * no phase 4). This session plays their order and the move; rally, shoot and combat are skeletons.
 */
export const PHASES = ['rally', 'move', 'shoot', 'combat'] as const;
export type Phase = (typeof PHASES)[number];

/** 3-a: the arms. */
export const ARMS = ['infantry', 'cavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];

/** 3-b: grades A (elite) to D (conscripts, militia). */
export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

/** 12.2: the formations (battalion-masse is optional and not played yet). */
export const FORMATIONS = [
  'column',
  'line',
  'extended-line',
  'square',
  'skirmish',
  'town-order',
  'limbered',
  'unlimbered',
] as const;
export type Formation = (typeof FORMATIONS)[number];

/** 3-a: the troop types this session places (data/troop-types.json). */
export const TYPES = [
  'line-infantry',
  'light-infantry',
  'light-cavalry',
  'medium-cavalry',
  'heavy-cavalry',
  'light-artillery',
  'medium-artillery',
  'heavy-artillery',
  'howitzer',
  'horse-artillery',
] as const;
export type TroopType = (typeof TYPES)[number];

export const armOf = (type: TroopType): Arm =>
  type.endsWith('infantry') ? 'infantry' : type.endsWith('cavalry') ? 'cavalry' : 'artillery';

/** 6: the morale states (there is no "routed" state: panic is the compulsory retreat, 15). */
export const MORALES = ['good', 'halted', 'shaken', 'shattered'] as const;
export type Morale = (typeof MORALES)[number];
