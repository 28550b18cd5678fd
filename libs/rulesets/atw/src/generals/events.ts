/** Section 7's events (positions in ticks inside, inches on the wire: wire.ts). */

/** 7.1: a general moved (up to 36"), ending lone (a `GeneralAttached` may follow). */
export interface GeneralMoved {
  readonly type: 'GeneralMoved';
  readonly generalId: string;
  readonly x: number;
  readonly y: number;
  /** Ticks along his path. */
  readonly travelled: number;
  readonly rule: string;
}

/** 7.1: a general attached to a friendly unit at the end of his move (command distance 0). */
export interface GeneralAttached {
  readonly type: 'GeneralAttached';
  readonly generalId: string;
  readonly unitId: string;
  readonly rule: string;
}

/** 7.1: a general detached from his unit, standing at its front centre. */
export interface GeneralDetached {
  readonly type: 'GeneralDetached';
  readonly generalId: string;
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly rule: string;
}

/** 7.2-2: a unit that began its turn outside every general's command distance rolled. */
export interface ConfusionRolled {
  readonly type: 'ConfusionRolled';
  readonly unitId: string;
  readonly roll: number;
  readonly result: 'confused' | 'normal';
  readonly rule: string;
}

/** 7.3-2: a general with a unit that took 2 or more damage hits this phase tested (0 or less: killed). */
export interface GeneralDangerRolled {
  readonly type: 'GeneralDangerRolled';
  readonly generalId: string;
  readonly unitId: string;
  readonly hits: number;
  readonly roll: number;
  readonly score: number;
  readonly result: 'killed' | 'safe';
  readonly rule: string;
}

/**
 * 7.3-3: an enemy unit moved into contact with a lone general: captured on 1, else moved the
 * minimum distance out of contact to `x`, `y` (not attaching).
 */
export interface GeneralCaptureRolled {
  readonly type: 'GeneralCaptureRolled';
  readonly generalId: string;
  readonly by: string;
  readonly roll: number;
  readonly result: 'captured' | 'escaped';
  readonly x: number;
  readonly y: number;
  readonly rule: string;
}

export type GeneralEvent =
  | GeneralMoved
  | GeneralAttached
  | GeneralDetached
  | ConfusionRolled
  | GeneralDangerRolled
  | GeneralCaptureRolled;
