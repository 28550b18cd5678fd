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

/** Just the pose of `p` (a plan's final footprint, a `UnitMoved` event): to spread into a unit. */
export const poseOf = (p: Pose): Pose => ({
  x: p.x,
  y: p.y,
  facing: p.facing,
  formation: p.formation,
  files: p.files,
  ranks: p.ranks,
  width: p.width,
  depth: p.depth,
});

/** A footprint's place and size without its formation: what figure centres are reckoned from. */
export type FigurePose = Omit<Pose, 'formation'>;
