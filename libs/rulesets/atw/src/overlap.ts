import { boxOf, convexOverlap, disjoint } from '@pratzen/geometry';
import { unitRing } from './footprint';
import type { AtwTable, UnitState } from './state';

/** The first pair of units whose footprints overlap (touching is not overlapping), or null. */
export function overlapping(table: AtwTable, units: readonly UnitState[]): [string, string] | null {
  const items = units
    .map((u) => {
      const ring = unitRing(table, u);
      return { id: u.id, ring, box: boxOf(ring) };
    })
    .sort((a, b) => a.box.minX - b.box.minX);
  for (const [i, a] of items.entries()) {
    for (let j = i + 1; j < items.length && items[j]!.box.minX <= a.box.maxX; j += 1) {
      const b = items[j]!;
      if (!disjoint(a.box, b.box) && convexOverlap(a.ring, b.ring)) return [a.id, b.id];
    }
  }
  return null;
}
