/**
 * 19.7 a town block's garrison shooting: "from any or all sides with one die per 1" of block
 * frontage, up to its total dice". README I-52 (ours: the rule gives no points or arcs):
 *
 * - each edge of the block's outline fires from ⌊its length in inches⌋ points, the centres of
 *   that many equal parts of the edge, each facing straight out of the block (the exact outward
 *   normal's table facing, `facingOf`) with 16.11's 22.5° arc, ranges measured from the point;
 * - a `Shoot` names those points as its figures ("1" … along the outline from its first corner);
 *   each point rolls one die; the garrison's total dice are 16.3's for all its figures (1 per 4, a
 *   remainder of 3 rounding up), shared by all its targets in the order named.
 */
import {
  type Ring,
  TICKS_PER_UNIT,
  facingOf,
  isqrt,
  ringEdges,
  signedArea2,
} from '@pratzen/geometry';
import type { AtwState, UnitState } from '../state';
import { type FiringPoint, firingPoints, ringOf } from './lines';
import { smallArmsDice } from './weapons';

/** 19.7: a garrison fires from its block's sides. */
export const isGarrison = (u: UnitState): boolean =>
  u.formation === 'town-order' && u.block !== null;

/** 19.7, I-52: the firing points along a block's outline, each facing out of it. */
export function blockPoints(ring: Ring): FiringPoint[] {
  const out: FiringPoint[] = [];
  // counter-clockwise (positive area): the outside is on each edge's right
  const sign = signedArea2(ring) > 0 ? 1 : -1;
  for (const { a, b } of ringEdges(ring)) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (dx === 0 && dy === 0) continue;
    const length = Number(isqrt(BigInt(dx) * BigInt(dx) + BigInt(dy) * BigInt(dy)));
    const m = Math.floor(length / TICKS_PER_UNIT);
    if (m === 0) continue;
    const facing = facingOf({ x: sign * dy, y: -sign * dx });
    for (let k = 0; k < m; k += 1) {
      const at = {
        x: a.x + Math.round((dx * (2 * k + 1)) / (2 * m)),
        y: a.y + Math.round((dy * (2 * k + 1)) / (2 * m)),
      };
      out.push({ index: out.length + 1, at, facing });
    }
  }
  return out;
}

/** 16.2, 19.7: the points a unit fires from: a garrison's block sides, else its front rank. */
export const pointsOf = (state: AtwState, u: UnitState): FiringPoint[] =>
  isGarrison(u) ? blockPoints(ringOf(state, u)) : firingPoints(u);

/** 19.7, I-52: a garrison's total dice (16.3's, for all its figures). */
export const garrisonDice = (u: UnitState): number => smallArmsDice(u.figures);
