/**
 * 6: a halted or shaken unit may not advance: no figure may end closer to a visible enemy than
 * it began (README I-7). API: `figureCentres(pose)` (the figures' centres, files × ranks spread
 * evenly over the footprint, rear rank last) and `advanceProblem(state, unit, final)` → a
 * `HALTED_ADVANCE` / `SHAKEN_ADVANCE` refusal naming the figure and the enemy, or null.
 *
 * Figure `k` before the move is compared with figure `k` after it (a formation change keeps the
 * figures' order: file by file from the left, front rank first); each distance is the exact
 * squared distance from its centre to the nearest point of the enemy's footprint. Only visible
 * enemies count (19.9, `sees`, the ruler's and shooting's sight): one the unit sees where it
 * begins or where it would end (README I-54).
 */
import type { RuleViolation } from '@pratzen/engine';
import { type Point, compareRational, nearestPoint, rotate } from '@pratzen/geometry';
import { sees } from '../fire/visible';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import type { FigurePose } from '../movement/pose';

export type { FigurePose };

/** The centres of `count` figures in `pose`, file by file from the left, front rank first. */
export function figureCentres(pose: FigurePose, count: number): Point[] {
  const out: Point[] = [];
  const files = Math.max(1, pose.files);
  const ranks = Math.max(1, pose.ranks);
  for (let k = 0; k < count; k += 1) {
    const i = k % files;
    const j = Math.min(ranks - 1, Math.floor(k / files));
    const local = {
      x: Math.round(((2 * i + 1 - files) * pose.width) / (2 * files)),
      y: -Math.round(((2 * j + 1) * pose.depth) / (2 * ranks)),
    };
    const v = rotate(local, pose.facing);
    out.push({ x: pose.x + v.x, y: pose.y + v.y });
  }
  return out;
}

export function advanceProblem(
  state: AtwState,
  u: UnitState,
  final: FigurePose,
): RuleViolation | null {
  if (u.morale !== 'halted' && u.morale !== 'shaken') return null;
  const count = u.arm === 'artillery' ? u.figures : Math.min(u.figures, 64);
  const before = figureCentres(u, count);
  const after = figureCentres(final, count);
  // 19.9: the unit where it would end, for what it sees from there (built only when asked)
  let ended: { state: AtwState; unit: UnitState } | null = null;
  const endedAt = (): { state: AtwState; unit: UnitState } => {
    if (ended !== null) return ended;
    const moved: UnitState = { ...u, ...final };
    ended = {
      state: { ...state, units: state.units.map((x) => (x.id === u.id ? moved : x)) },
      unit: moved,
    };
    return ended;
  };
  const visible = (e: UnitState): boolean =>
    sees(state, u, e) || sees(endedAt().state, endedAt().unit, e);
  for (const e of state.units) {
    if (e.side === u.side) continue;
    const ring = unitRing(state.table, e);
    for (let k = 0; k < count; k += 1) {
      const was = nearestPoint(ring, before[k]!).distanceSquared;
      const now = nearestPoint(ring, after[k]!).distanceSquared;
      if (compareRational(now, was) < 0) {
        // 6: only a visible enemy holds the unit back (the next enemy is asked)
        if (!visible(e)) break;
        return refuse(
          u.morale === 'halted' ? 'HALTED_ADVANCE' : 'SHAKEN_ADVANCE',
          '6',
          `${u.id} is ${u.morale}: its figure ${k + 1} would end closer to ${e.id}`,
          { figure: k + 1, enemy: e.id },
        );
      }
    }
  }
  return null;
}
