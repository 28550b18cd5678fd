/** Section 16's events (ranges in ticks inside, inches on the wire: wire.ts). */

/**
 * 16.16 (optional): a battery fired on by enemy artillery last turn, as its shoot phase begins:
 * `excused` (a 5–6, or a target within canister range: roll 0) or `bound` to fire first at
 * `against`.
 */
export interface DuelTested {
  readonly type: 'DuelTested';
  readonly unitId: string;
  readonly roll: number;
  readonly against: string;
  readonly result: 'excused' | 'bound';
  readonly rule: string;
}

/**
 * 16.9: a unit fired at one target: the weapon and range band (the farthest of its firing figures,
 * README I-38), the range from the nearest firing figure (ticks), the figures (gun models) firing,
 * the dice (16.3), the modified score each die needs, the modifier, every die, the second dice of
 * the 7+ rule (16.9, I-2) and the hits.
 */
export interface Shot {
  readonly type: 'Shot';
  readonly unitId: string;
  readonly targetId: string;
  readonly weapon: string;
  readonly band: 'close' | 'far' | 'shell';
  readonly range: number;
  readonly figures: number;
  readonly dice: number;
  readonly need: number;
  readonly modifier: number;
  readonly rolls: readonly number[];
  readonly seconds: readonly number[];
  readonly hits: number;
  readonly rule: string;
  /** 16.13: the gaps between obstacles its dice went through (absent in older events). */
  readonly gaps?: readonly string[];
}

/** 16.14: a die per ballshot (6) or shell (5–6) hit on a battery: gun models lost, models left. */
export interface GunsDismounted {
  readonly type: 'GunsDismounted';
  readonly unitId: string;
  readonly rolls: readonly number[];
  readonly lost: number;
  readonly figures: number;
  readonly rule: string;
}

/** 16.6, 9.2-3: a die per shell hit on cavalry; a 6 disorders it. */
export interface ShellOnCavalry {
  readonly type: 'ShellOnCavalry';
  readonly unitId: string;
  readonly rolls: readonly number[];
  readonly order: 'steady' | 'disordered';
  readonly rule: string;
}

/**
 * 16.10: a unit's fire test after this phase's shooting: the die, the score it had to reach (the
 * grade's, less the modifiers, I-1), the shooting hits this turn; failed, it is halted (it had
 * advanced 4") or retreats shaken with rout hits (a `RetreatOrdered` follows).
 */
export interface FireTested {
  readonly type: 'FireTested';
  readonly unitId: string;
  readonly roll: number;
  readonly need: number;
  readonly hits: number;
  readonly result: 'passed' | 'halted' | 'retreats';
  readonly rule: string;
}

/** 19.7: a town block ruined by its garrison's medium/heavy ballshot or shell hits (the counts). */
export interface BlockRuined {
  readonly type: 'BlockRuined';
  readonly blockId: string;
  readonly ballshot: number;
  readonly shell: number;
  readonly rule: string;
}

/** Section 16's events, in the order they were added. */
export type FireEvent =
  Shot | GunsDismounted | ShellOnCavalry | FireTested | DuelTested | BlockRuined;
