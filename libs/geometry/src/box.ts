/**
 * Axis-aligned bounding boxes: a cheap, exact "certainly apart" test before the exact geometry
 * (separating axes, bigint clipping). A long ring's box (terrain) is memoised per ring object
 * (rings are built once and never change); a footprint's four corners are cheaper to scan than
 * to look up, and the moves of a search build thousands of them.
 */
import { INF, max, min } from './builtins';

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

type Points = readonly { readonly x: number; readonly y: number }[];

const cache = new WeakMap<object, Box>();

/** Rings of up to this many points are not memoised. */
const SHORT = 8;

/** The smallest box holding every point (memoised per array object past 8 points). */
export function boxOf(points: Points): Box {
  const long = points.length > SHORT;
  const known = long ? cache.get(points) : undefined;
  if (known !== undefined) return known;
  let minX = INF;
  let minY = INF;
  let maxX = -INF;
  let maxY = -INF;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  const box = { minX, minY, maxX, maxY };
  if (long) cache.set(points, box);
  return box;
}

/** Whether the boxes are more than `range` apart along an axis (their rings then certainly are). */
export const apartBy = (a: Box, b: Box, range: number): boolean =>
  a.maxX + range < b.minX ||
  b.maxX + range < a.minX ||
  a.maxY + range < b.minY ||
  b.maxY + range < a.minY;

/** Whether the closed boxes share no point. */
export const disjoint = (a: Box, b: Box): boolean =>
  a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;

/** The smallest box holding every box. */
export const union = (boxes: readonly Box[]): Box => ({
  minX: min(...boxes.map((b) => b.minX)),
  minY: min(...boxes.map((b) => b.minY)),
  maxX: max(...boxes.map((b) => b.maxX)),
  maxY: max(...boxes.map((b) => b.maxY)),
});

/** Whether every point lies in the closed box (a footprint wholly on the table). */
export const within = (points: Points, box: Box): boolean =>
  points.every((c) => c.x >= box.minX && c.x <= box.maxX && c.y >= box.minY && c.y <= box.maxY);
