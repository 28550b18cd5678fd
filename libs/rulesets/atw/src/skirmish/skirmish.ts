/**
 * 13.1 moving skirmishers (README I-18): a unit in skirmish order moves its figures freely — it
 * pays no cost to turn, sidestep, backstep or oblique (movement/programme.ts asks `skirmishing`)
 * — but no figure may end more than 8" from where the command figure (the front centre) stood
 * when the move began. Figure centres are derived evenly from the block (files × ranks), exact
 * integers rotated by the committed table; distances compared squared.
 */
import { type RuleViolation, violation } from '@pratzen/engine';
import { rotate } from '@pratzen/geometry';
import type { Pose } from '../movement/pose';
import type { UnitState } from '../state';
import { RULESET_ID } from '../vocabulary';

/** 13.1: the farthest a skirmishing figure may end from the command figure's start, ticks. */
export const SKIRMISH_REACH = 8_000;

/** 13.1: a pose in skirmish order moves freely (no turning or sideways cost). */
export const skirmishing = (p: Pick<Pose, 'formation'>): boolean => p.formation === 'skirmish';

/** The figure centres of a pose (files across the width, ranks behind the front), ticks. */
export function figureCentres(p: Pose): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < p.files; i += 1) {
    for (let k = 0; k < p.ranks; k += 1) {
      const local = {
        x: Math.round((p.width * (2 * i + 1 - p.files)) / (2 * p.files)),
        y: -Math.round((p.depth * (2 * k + 1)) / (2 * p.ranks)),
      };
      const r = rotate(local, p.facing);
      out.push({ x: p.x + r.x, y: p.y + r.y });
    }
  }
  return out;
}

/** 13.1: a skirmishing unit's move ending with a figure beyond 8" of its start, or null. */
export function skirmishProblem(u: UnitState, final: Pose): RuleViolation | null {
  if (u.formation !== 'skirmish' || final.formation !== 'skirmish') return null;
  const far = figureCentres(final).find(
    (c) => (c.x - u.x) ** 2 + (c.y - u.y) ** 2 > SKIRMISH_REACH ** 2,
  );
  return far === undefined
    ? null
    : violation(
        RULESET_ID,
        'SKIRMISH_TOO_FAR',
        '13.1',
        `a skirmishing figure of ${u.id} would end more than 8" from where its command figure began`,
      );
}
