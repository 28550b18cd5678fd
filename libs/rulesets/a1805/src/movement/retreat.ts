import {
  type Point,
  type Ring,
  TICKS_PER_UNIT,
  convexHull,
  convexOverlap,
  rotate,
  facingVector,
  normaliseFacing,
  boxOf,
  disjoint,
  lastClear,
  within,
} from '@pratzen/geometry';
import { TABLE, blockOf } from '../data/catalogue';
import type { A1805State, UnitState } from '../state';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from './pose';
import { pondUnder } from './terrain';

/** Where a retreat ends (13.10–13.11, 12.5.3). */
export type RetreatOutcome =
  | { readonly kind: 'moved'; readonly pose: Pose; readonly distance: number }
  /** 13.11.1: it touched a friendly unit and stopped there. */
  | {
      readonly kind: 'stopped';
      readonly pose: Pose;
      readonly distance: number;
      readonly by: UnitState;
    }
  /** 13.11.2: no room (an enemy, a pond, the table's edge): the unit is eliminated. */
  | { readonly kind: 'blocked'; readonly by: string };

const onTable = (ring: Ring): boolean => within(ring, TABLE);

const overlaps = (a: Ring, b: Ring): boolean =>
  !disjoint(boxOf(a), boxOf(b)) && convexOverlap(a, b);

/**
 * A retreat of `length` (13.10: 1 UM) away from `from` (13.11: opposite the attack, or the fire;
 * 12.5.3: a rout, opposite the unit that provoked it): straight back, forward or sideways, by the
 * side of the unit `from` lies on. The unit first turns about its
 * centre: a routed unit turns its back to the enemy, any other keeps facing it (13.11.3). It
 * stops on touching any friendly unit (13.11.1: it cannot avoid them) but those `through` lets it
 * pass (21.2) where it would not end on them; an enemy unit, a pond or the table's edge in the
 * way means no retreat (13.11.2, 12.6.3). The first obstacle along the path is found exactly.
 */
export function planRetreat(
  state: A1805State,
  unit: UnitState,
  from: Point,
  routed: boolean,
  length: number = TICKS_PER_UNIT,
  through: (other: UnitState) => boolean = () => false,
  /** 12.5.3.1: a flight towards cover goes this way (tenths), not by the side `from` is on. */
  heading?: number,
): RetreatOutcome {
  const centre = centreOf(unit.kind, unit);
  // 13.11: opposite the attack — straight back from an enemy in front, forward from one behind,
  // sideways from one on a flank (the side it is on, in the unit's own frame)
  // (measured from its front edge: ahead of it is the front, behind the rear edge the rear)
  const local = rotate({ x: from.x - unit.x, y: from.y - unit.y }, -unit.facing);
  const depth = blockOf(unit.kind, unit.formation)?.depth ?? 0;
  const away =
    heading !== undefined
      ? heading
      : local.y >= 0
        ? normaliseFacing(unit.facing + 1800)
        : local.y <= -depth
          ? unit.facing
          : normaliseFacing(unit.facing + (local.x > 0 ? -900 : 900));
  const facing = routed ? away : normaliseFacing(away + 1800);
  const turned = frontFromCentre(unit.kind, centre, facing, unit.formation);
  const start = ringAt(unit.kind, turned);
  const poseAt = (d: number): Pose => {
    const v = facingVector(away, d);
    return { ...turned, x: turned.x + v.x, y: turned.y + v.y };
  };
  const sweep = (d: number): Ring =>
    d === 0 ? start : convexHull([...start, ...ringAt(unit.kind, poseAt(d))]);
  /** The largest d in [0, length] for which `bad` is false (−1 when bad already at 0). */
  /** The largest d in [0, length] for which `bad` is false (−1 when bad already at 0). */
  const safe = (bad: (d: number) => boolean): number => lastClear(bad, length);

  // 13.11.1: every friendly unit stops a retreat, artillery too (6.8 lets units move through
  // friendly artillery, not retreat through it)
  const others = state.units.filter((o) => o.id !== unit.id && o.attachedTo === null);
  const full = sweep(length);
  const obstacles: { d: number; by: string; friend: UnitState | null }[] = [];
  const end = ringAt(unit.kind, poseAt(length));
  for (const o of others) {
    if (!overlaps(full, unitRing(o))) continue;
    // 21.2: units it may pass through stop it only where it would end on them
    if (through(o) && !overlaps(end, unitRing(o))) continue;
    obstacles.push({
      d: safe((d) => overlaps(sweep(d), unitRing(o))),
      by: o.id,
      friend: o.side === unit.side ? o : null,
    });
  }
  const terrain = safe((d) => {
    const ring = ringAt(unit.kind, poseAt(d));
    return !onTable(ring) || pondUnder(sweep(d)) !== undefined;
  });
  if (terrain < length) obstacles.push({ d: terrain, by: 'terrain', friend: null });
  if (obstacles.length === 0) return { kind: 'moved', pose: poseAt(length), distance: length };
  obstacles.sort((a, b) => a.d - b.d || (a.friend === null ? -1 : 1));
  const first = obstacles[0]!;
  if (first.friend === null) return { kind: 'blocked', by: first.by };
  if (first.d < 0) {
    // touching a friend as it turns: it stays where it was
    return {
      kind: 'stopped',
      pose: { x: unit.x, y: unit.y, facing: unit.facing, formation: unit.formation },
      distance: 0,
      by: first.friend,
    };
  }
  return { kind: 'stopped', pose: poseAt(first.d), distance: first.d, by: first.friend };
}
