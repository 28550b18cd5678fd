import type { Formation } from '../vocabulary';

/** A unit's footprint as a move leaves it: front centre and facing (ticks, tenths), formation, files × ranks, size (ticks). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
}

/** A footprint's place and size without its formation: what figure centres are reckoned from. */
export type FigurePose = Omit<Pose, 'formation'>;
