/**
 * @pratzen/geometry — exact, pure table geometry for the free-form rulesets: integer ticks,
 * tenths of a degree, rotation by a committed table. Units and conventions: ../README.md.
 */
export { inArc } from './arc';
export { type Box, apartBy, boxOf, disjoint, union, within } from './box';
export {
  type Interval,
  firstEntry,
  insideFraction,
  lengthInsidePolygon,
  pointAlong,
  segmentIntersectsPolygon,
  segmentIntervalsInPolygon,
  segmentPassesThrough,
} from './clip';
export { type Decimal, readDecimal } from './decimal';
export { compareDistance, distanceSquared, distanceTicks, withinDistance } from './distance';
export { isqrt, roundDiv, roundSqrt } from './exact';
export {
  FULL_TURN,
  HALF_TURN,
  QUARTER_TURN,
  isFacing,
  normaliseFacing,
  oppositeFacing,
  turnBetween,
} from './facing';
export { ringMeetsPolygon } from './meets';
export { PI_DEN, PI_NUM, arcLength, mmToTicks } from './measures';
export { nearestPoint } from './nearest';
export { convexOverlap, footprintsOverlap } from './overlap';
export {
  COORD_LIMIT,
  TICKS_PER_UNIT,
  type Point,
  isCoordinate,
  isPoint,
  point,
  pointEquals,
  pointKey,
} from './point';
export {
  type Location,
  type Polygon,
  type Ring,
  containsPoint,
  isSimpleRing,
  locateInRing,
  locatePoint,
  polygonEdges,
  ringEdges,
  signedArea2,
  translatePolygon,
} from './polygon';
export {
  type Polyline,
  polylineIntersectsPolygon,
  polylineIntersectsSegment,
  polylineLength,
  polylineLengthInside,
  polylineSegments,
} from './polyline';
export { type Rational, compareRational, rational } from './rational';
export { facingOf } from './bearing';
export { disc } from './disc';
export { closerThan, ringGap, withinGap } from './gap';
export { convexHull } from './hull';
export { type Footprint, footprintCorners, footprintRing } from './rectangle';
export { type Result, type WireError, type WireErrorCode, WIRE_ERROR_CODES } from './result';
export { facingVector, rotate, rotateAbout, rotateDivided } from './rotation';
export { lastClear } from './search';
export { type Segment, onSegment, segment, segmentsCross, segmentsIntersect } from './segment';
export { TRIG_SCALE, TRIG_SCALE_BITS, cosScaled, sinScaled } from './trig-table';
export {
  type Vector,
  cross,
  dot,
  lengthSquared,
  orientation,
  vector,
  vectorAdd,
  vectorNegate,
  vectorScale,
  vectorSub,
} from './vector';
export { parseFacing, parseTenths, parseTicks, tenthsToWire, ticksToWire } from './wire';
export {
  parseGeoJsonPolygon,
  parseGeoJsonRing,
  parseWirePoint,
  pointToWire,
  polygonToGeoJson,
  ringToGeoJson,
} from './wire-shapes';
