import { rotate, withinGap } from '@pratzen/geometry';
import { U, blockOf } from '../data/catalogue';
import { attackDirection } from '../combat/direction';
import { centreOf, unitRing } from '../movement/pose';
import type { A1805State, Combat, UnitState } from '../state';

/** 10.4.3.1: at most 2 supporting units add 1 each. */
export const MAX_SUPPORT = 2;
/** 10.1: musketry range (a supporter must have the target within it). */
const RANGE = U / 2;
/** 10.4.3.4 (our reading of "each should occupy half"): each covers at least 45% of the side. */
const HALF_PERCENT = 45;

/** The stretch [lo, hi] of the defender's side `direction` that an attacker's block covers (ticks). */
function coverage(
  defender: UnitState,
  attacker: UnitState,
): { lo: number; hi: number; side: string } {
  const block = blockOf(defender.kind, defender.formation) ?? { width: 0, depth: 0 };
  const direction = attackDirection(attacker, defender);
  const local = unitRing(attacker).map((c) =>
    rotate({ x: c.x - defender.x, y: c.y - defender.y }, -defender.facing),
  );
  if (direction === 'flank') {
    // along the depth (y from 0 at the front edge to −depth), on the left or the right
    const ys = local.map((p) => p.y);
    const lo = Math.max(-block.depth, Math.min(...ys));
    const hi = Math.min(0, Math.max(...ys));
    return { lo, hi, side: local.reduce((s, p) => s + p.x, 0) > 0 ? 'right' : 'left' };
  }
  const xs = local.map((p) => p.x);
  const lo = Math.max(-block.width / 2, Math.min(...xs));
  const hi = Math.min(block.width / 2, Math.max(...xs));
  return { lo, hi, side: direction };
}

/**
 * 10.4.3.4: two attackers attack "in a proportional way" when both are on the same side of the
 * defender (front, rear, one flank) and each covers at least about half of it (45%: our
 * tolerance), not merely touching a corner; they then add both musketry ratings.
 */
export function proportional(defender: UnitState, a: UnitState, b: UnitState): boolean {
  const block = blockOf(defender.kind, defender.formation);
  if (block === undefined) return false;
  const ca = coverage(defender, a);
  const cb = coverage(defender, b);
  if (ca.side !== cb.side) return false;
  const length = ca.side === 'left' || ca.side === 'right' ? block.depth : block.width;
  const enough = (c: { lo: number; hi: number }) => (c.hi - c.lo) * 100 >= length * HALF_PERCENT;
  return enough(ca) && enough(cb);
}

/**
 * 10.4.3.1 "facing … the target unit" (our reading): some of the target lies ahead of the unit's
 * front edge. (A unit beside the attacker sees the defender's near end across its front, not
 * within the 45° of its front centre that aimed fire uses, 10.5.)
 */
const facing = (u: UnitState, target: UnitState): boolean =>
  unitRing(target).some((c) => rotate({ x: c.x - u.x, y: c.y - u.y }, -u.facing).y > 0);

/**
 * 10.4.3.1: friendly units supporting `lead`'s fire before the assault at `target`: infantry in
 * good order in the lead's formation (line or column), on its flanks (our reading: within ½ UM of
 * its block and beside it, not ahead or behind), facing the target (below) within
 * musketry range, and part of no other combat going on. At most 2 count (1 each).
 */
export function flankSupporters(
  state: A1805State,
  lead: UnitState,
  target: UnitState,
  combat: Combat,
  firing: readonly string[],
): UnitState[] {
  if (lead.formation !== 'line' && lead.formation !== 'column') return [];
  const half = (blockOf(lead.kind, lead.formation)?.width ?? 0) / 2;
  return state.units
    .filter(
      (u) =>
        u.side === lead.side &&
        u.kind === 'infantry' &&
        u.morale === 'good' &&
        u.formation === lead.formation &&
        u.attachedTo === null &&
        !firing.includes(u.id),
    )
    .filter((u) => {
      const c = centreOf(u.kind, u);
      const local = rotate({ x: c.x - lead.x, y: c.y - lead.y }, -lead.facing);
      return Math.abs(local.x) > half && withinGap(unitRing(u), unitRing(lead), RANGE);
    })
    .filter((u) => withinGap(unitRing(u), unitRing(target), RANGE) && facing(u, target))
    .filter(
      (u) =>
        !state.combats.some(
          (c) => c !== combat && c.ongoing && (c.defender === u.id || c.attackers.includes(u.id)),
        ),
    )
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(0, MAX_SUPPORT);
}
