import type { DistanceUnit, Measurement } from '@pratzen/engine';
import {
  type Point,
  type Ring,
  distanceTicks,
  inArc,
  ringGap,
  ticksToWire,
  withinGap,
} from '@pratzen/geometry';
import type { Placed } from './frame';
import type { Sight } from './sight-line';

/**
 * A named range of the gap between two footprints: within `within` ticks, or (with `beyond`)
 * farther than that. The names and distances are each ruleset's.
 */
export type NamedRange =
  | { readonly name: string; readonly within: number }
  | { readonly name: string; readonly beyond: number };

export interface RulerParts {
  readonly from: string;
  readonly to: string;
  /** The points the distance is measured between (e.g. the footprints' centres). */
  readonly a: Point;
  readonly b: Point;
  /** The two footprints: the gap between them, and the ranges it is in. */
  readonly fromRing: Ring;
  readonly toRing: Ring;
  readonly unit: DistanceUnit;
  /** The sight the rules use (the very check they make: the ruler and the rules agree). */
  readonly sight: Sight;
  /** The shooter's arc: within ±halfWidth (tenths) of its facing, about its front centre, to `b`. */
  readonly arc?: { readonly pose: Placed; readonly halfWidth: number };
  readonly levels?: { readonly from: number; readonly to: number };
  readonly ranges: readonly NamedRange[];
}

/**
 * The ruler's reading (engine `Measurement`) in wire units: the distance `a`–`b`, the gap between
 * the footprints, line of sight with its first blocker and the rule that blocks it (`sightRule`),
 * whether `b` is in the arc, each end's level, and the named ranges the gap is in.
 */
export function measureWith(p: RulerParts): Measurement {
  const { sight } = p;
  return {
    from: p.from,
    to: p.to,
    distance: ticksToWire(distanceTicks(p.a, p.b)),
    gap: ticksToWire(ringGap(p.fromRing, p.toRing)),
    unit: p.unit,
    lineOfSight: sight.clear ? { clear: true } : { clear: false, blockedBy: sight.blockedBy },
    ...(sight.clear ? {} : { sightRule: sight.rule }),
    ...(p.arc === undefined
      ? {}
      : {
          inArc: inArc(
            { x: p.arc.pose.x, y: p.arc.pose.y },
            p.arc.pose.facing,
            p.arc.halfWidth,
            p.b,
          ),
        }),
    ...(p.levels === undefined ? {} : { levels: p.levels }),
    ranges: p.ranges
      .filter((r) =>
        'within' in r
          ? withinGap(p.fromRing, p.toRing, r.within)
          : !withinGap(p.fromRing, p.toRing, r.beyond),
      )
      .map((r) => r.name),
  };
}
