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

export type MovementEvent = UnitPassedThrough;
