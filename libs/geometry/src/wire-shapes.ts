/**
 * Shapes on the wire ↔ shapes in ticks. A pose's position is `{"x": 12.5, "y": 30.125}`; a
 * table feature is GeoJSON in table units: a position is `[x, y]`, a ring repeats its first
 * position at the end (at least four positions), a Polygon's coordinates are the outer ring
 * then its holes. Every number goes through `parseTicks` (≤ 3 decimals, within COORD_LIMIT);
 * a ring must be simple (polygon.ts `isSimpleRing`), else `INVALID_SHAPE`. Never throws.
 */
import { type Point } from './point';
import { isSimpleRing, type Polygon, type Ring } from './polygon';
import { ok, wireError, type Result, type WireError } from './result';
import { ticksToWire, parseTicks } from './wire';

/** `{x, y}` in units → a point in ticks. */
export function parseWirePoint(value: unknown): Result<Point, WireError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return wireError('INVALID_SHAPE', 'a point must be an object {"x": …, "y": …}');
  }
  const { x, y } = value as Record<string, unknown>;
  const px = parseTicks(x);
  if (!px.ok) return px;
  const py = parseTicks(y);
  if (!py.ok) return py;
  return ok({ x: px.value, y: py.value });
}

export function pointToWire(p: Point): { x: number; y: number } {
  return { x: ticksToWire(p.x), y: ticksToWire(p.y) };
}

/** A GeoJSON linear ring (closed, ≥ 4 positions) → a ring in ticks without the repeat. */
export function parseGeoJsonRing(value: unknown): Result<Ring, WireError> {
  if (!Array.isArray(value) || value.length < 4) {
    return wireError('INVALID_SHAPE', 'a ring must be an array of at least four positions');
  }
  const ring: Point[] = [];
  for (const position of value) {
    if (!Array.isArray(position) || position.length !== 2) {
      return wireError('INVALID_SHAPE', 'a position must be [x, y]');
    }
    const p = parseWirePoint({ x: position[0], y: position[1] });
    if (!p.ok) return p;
    ring.push(p.value);
  }
  const first = ring[0]!;
  const last = ring.pop()!;
  if (first.x !== last.x || first.y !== last.y) {
    return wireError('INVALID_SHAPE', 'a ring must end where it starts');
  }
  if (!isSimpleRing(ring))
    return wireError('INVALID_SHAPE', 'a ring must be simple (no crossing, no zero area)');
  return ok(ring);
}

/** GeoJSON Polygon coordinates (outer ring, then holes) → a polygon in ticks. */
export function parseGeoJsonPolygon(value: unknown): Result<Polygon, WireError> {
  if (!Array.isArray(value) || value.length < 1) {
    return wireError('INVALID_SHAPE', 'polygon coordinates must be a non-empty array of rings');
  }
  const rings: Ring[] = [];
  for (const r of value) {
    const ring = parseGeoJsonRing(r);
    if (!ring.ok) return ring;
    rings.push(ring.value);
  }
  const [outer, ...holes] = rings;
  return ok(holes.length > 0 ? { outer: outer!, holes } : { outer: outer! });
}

/** A ring in ticks → GeoJSON positions in units, closed (first position repeated). */
export function ringToGeoJson(ring: Ring): number[][] {
  return [...ring, ring[0]!].map((p) => [ticksToWire(p.x), ticksToWire(p.y)]);
}

/** A polygon in ticks → GeoJSON Polygon coordinates in units. */
export function polygonToGeoJson(polygon: Polygon): number[][][] {
  return [polygon.outer, ...(polygon.holes ?? [])].map(ringToGeoJson);
}
