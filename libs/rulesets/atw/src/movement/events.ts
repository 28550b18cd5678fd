/** Movement's own events beside `UnitMoved` (12.12; re-exported by events.ts). */

/**
 * 12.12: a friendly unit was passed through by `by`'s move. It may not move or fire this turn
 * (12.12-1); `disordered` when the mover did not pay quarter speed (both are disordered).
 */
export interface UnitPassedThrough {
  readonly type: 'UnitPassedThrough';
  readonly unitId: string;
  readonly by: string;
  readonly order: 'steady' | 'disordered';
  readonly rule: string;
}

/**
 * 12.3 (optional): a unit in an enemy's pinning zone tested before changing formation or facing,
 * sidestepping, backstepping or a wide oblique (the rally test of 11); failed, it made no move
 * and may make only free moves (forward, shallow obliques, wheels) this turn.
 */
export interface PinTested {
  readonly type: 'PinTested';
  readonly unitId: string;
  readonly by: string;
  readonly roll: number;
  readonly need: number;
  readonly result: 'passed' | 'failed';
  readonly rule: string;
}

export type MovementEvent = UnitPassedThrough | PinTested;
