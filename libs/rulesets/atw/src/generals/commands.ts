/**
 * 7.1: move a general of the active side in the move phase along `path` (1–8 points, inches; the
 * first leg starts at his head), at most 36" in all, and optionally attach him to a friendly unit
 * his last point is within 1" of (README I-34). An attached general who moves leaves his unit.
 */
export interface MoveGeneral {
  readonly type: 'MoveGeneral';
  readonly generalId: string;
  readonly path: readonly { readonly x: number; readonly y: number }[];
  readonly attachTo?: string;
}

/** 7.1: detach a general from his unit in the move phase (he stands at its front centre). */
export interface DetachGeneral {
  readonly type: 'DetachGeneral';
  readonly generalId: string;
}

export type GeneralCommand = MoveGeneral | DetachGeneral;
