/**
 * Polylines: open paths of points (a road, a stream, a unit's path). At least two points.
 * The length is the sum of each segment's length rounded to the nearest tick (distance.ts):
 * deterministic, and within n/2 ticks of the true length for n segments.
 */
import { lengthInsidePolygon, segmentIntersectsPolygon } from './clip';
import { distanceTicks } from './distance';
import { add } from './exact';
import type { Point } from './point';
import type { Polygon } from './polygon';
import { segment, segmentsIntersect, type Segment } from './segment';

export type Polyline = readonly Point[];

export function polylineSegments(line: Polyline): Segment[] {
  if (line.length < 2) throw new RangeError('geometry: a polyline needs at least two points');
  return line.slice(1).map((b, i) => segment(line[i]!, b));
}

export function polylineLength(line: Polyline): number {
  return polylineSegments(line).reduce((sum, s) => add(sum, distanceTicks(s.a, s.b)), 0);
}

/** True when some segment of the polyline meets the closed segment s. */
export function polylineIntersectsSegment(line: Polyline, s: Segment): boolean {
  return polylineSegments(line).some((t) => segmentsIntersect(t, s));
}

/** True when the polyline meets the closed polygon. */
export function polylineIntersectsPolygon(line: Polyline, polygon: Polygon): boolean {
  return polylineSegments(line).some((s) => segmentIntersectsPolygon(s, polygon));
}

/** Σ of each segment's inside length (each rounded to the nearest tick). */
export function polylineLengthInside(line: Polyline, polygon: Polygon): number {
  return polylineSegments(line).reduce((sum, s) => add(sum, lengthInsidePolygon(s, polygon)), 0);
}
