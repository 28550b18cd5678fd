import {
  type Polygon,
  type Polyline,
  type Ring,
  type Segment,
  boxOf,
  disjoint,
  distanceTicks,
  lengthInsidePolygon,
  polylineIntersectsPolygon,
  polylineIntersectsSegment,
  ringMeetsPolygon,
} from '@pratzen/geometry';

/**
 * A table's features against footprints and legs, the features passed in (a1805's fixed table,
 * atw's per-game one). What each kind of feature means (cost, cover, impassable) is the ruleset's.
 */

/** A feature: an area or a line (ticks). */
export interface TableFeature {
  readonly id: string;
  readonly area: Polygon | null;
  readonly line: Polyline | null;
}

/** The first feature a ring (a footprint, a sweep) meets, boundary included, if any. */
export function firstMet<F extends TableFeature>(
  ring: Ring,
  features: readonly F[],
): F | undefined {
  const box = boxOf(ring);
  return features.find((f) =>
    f.area !== null
      ? ringMeetsPolygon(ring, f.area)
      : f.line !== null &&
        !disjoint(box, boxOf(f.line)) &&
        (polylineIntersectsPolygon(f.line, { outer: ring }) ||
          ring.some((_, i) =>
            polylineIntersectsSegment(f.line!, { a: ring[i]!, b: ring[(i + 1) % ring.length]! }),
          )),
  );
}

/** Ticks of the leg inside the areas (summed over them: overlapping areas count twice). */
export const lengthInside = (leg: Segment, areas: readonly { readonly area: Polygon }[]): number =>
  areas.reduce((sum, a) => sum + lengthInsidePolygon(leg, a.area), 0);

/** The ids of the lines the leg crosses or touches. */
export const linesCrossed = (leg: Segment, lines: readonly TableFeature[]): readonly string[] =>
  lines.filter((l) => l.line !== null && polylineIntersectsSegment(l.line, leg)).map((l) => l.id);

/** Whether the leg runs inside the areas for all its length (within a tick per area of rounding). */
export function allOnAreas(leg: Segment, areas: readonly { readonly area: Polygon }[]): boolean {
  const length = distanceTicks(leg.a, leg.b);
  if (length === 0) return true;
  return lengthInside(leg, areas) + areas.length >= length;
}
