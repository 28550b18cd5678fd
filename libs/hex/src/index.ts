/**
 * @pratzen/hex — pure hex-grid maths for flat-topped, column-offset wargame maps.
 * Conventions (labels, parity, directions) are documented in ../README.md and offset.ts.
 */
export {
  type Axial,
  axial,
  axialAdd,
  axialEquals,
  axialKey,
  axialScale,
  axialSubtract,
  cubeS,
} from './axial';
export {
  DIRECTIONS,
  DIRECTION_VECTORS,
  type Direction,
  directionTo,
  isDirection,
  neighbor,
  neighbors,
  oppositeDirection,
} from './direction';
export { distance } from './distance';
export { hexsideKey, parseHexsideKey } from './hexside';
export {
  LABEL_MAX,
  LABEL_MIN,
  axialToLabel,
  formatLabel,
  isLabel,
  labelToAxial,
  parseLabel,
  requireAxial,
} from './label';
export { areAdjacent, labelDistance, labelNeighbors, rectangleLabels } from './label-grid';
export { type Cube, cubeRound, hexLine } from './line';
export {
  DEFAULT_PARITY,
  OFFSET_PARITIES,
  type Offset,
  type OffsetParity,
  axialToOffset,
  isShiftedColumn,
  offsetToAxial,
} from './offset';
export { hexesWithin, ring } from './range';
