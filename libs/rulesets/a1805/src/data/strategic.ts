import { type Point, type Ring, point } from '@pratzen/geometry';
import strategicJson from '../../data/strategic.json';
import type { Side } from '../vocabulary';
import { ticks, unitSpec } from './catalogue';

/**
 * 16.4.1: the strategic maps' operating areas (RECONSTRUCTED: data/strategic.json), as
 * rectangles of the table in ticks, and the published numbers of the chits (16.4.2).
 */
export interface Area {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  /** The rectangle, counter-clockwise from its south-west corner (ticks). */
  readonly ring: Ring;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const AREAS: readonly Area[] = strategicJson.areas.map((a) => {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = a.box.map(ticks);
  return {
    id: a.id,
    side: a.side as Side,
    name: a.name,
    ring: [point(x0, y0), point(x1, y0), point(x1, y1), point(x0, y1)],
    minX: x0,
    minY: y0,
    maxX: x1,
    maxY: y1,
  };
});

/** The areas a point lies in (on a shared border: both). */
export const areasAt = (p: Point): Area[] =>
  AREAS.filter((a) => p.x >= a.minX && p.x <= a.maxX && p.y >= a.minY && p.y <= a.maxY);

/** 16.4.1: areas a corps may move between in one move (both ways). */
const ADJACENT: readonly (readonly [string, string])[] = strategicJson.adjacent.map(
  ([a, b]) => [a ?? '', b ?? ''] as const,
);
export const adjacentAreas = (id: string): string[] =>
  ADJACENT.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));

/** 16.4.1.2: the area each corps or column starts in (by the formation id of the catalogue). */
export const START_AREA: Readonly<Record<string, string>> = strategicJson.start;

/** The starting area of a unit's corps or column; undefined for a unit of no listed formation. */
export const startAreaOf = (unitId: string): string | undefined => {
  const spec = unitSpec(unitId);
  return spec === undefined ? undefined : START_AREA[spec.formation];
};

const c = strategicJson.chits;
/** 16.4.2: chits, decoys and their numbers. */
export const CHITS = {
  boxes: c.boxes,
  decoys: c.decoys,
  atStart: c.atStart as Readonly<Record<Side, number>>,
  frenchPerTurn: c.frenchPerTurn,
  /** 16.4.2.2 (RECONSTRUCTED die): Allied chits for a fog turn from turn 2, by the die. */
  alliedDie: c.alliedDie as Readonly<Record<string, number>>,
  /** Allied columns that may try to move on turn 1 (RECONSTRUCTED). */
  alliedColumnsAtStart: c.alliedColumnsAtStart,
  /** 16.4.1.5, 4.2 (RECONSTRUCTED die): Allied columns that may move on the strategic map. */
  alliedColumnsDie: c.alliedColumnsDie as Readonly<Record<string, number>>,
  /** 16.4.2.6: a chit's movement allowance (ticks). */
  allowance: ticks(c.allowance),
  /** 16.4.2.5: no chit deployed closer than this to an enemy unit or chit (ticks). */
  clearance: ticks(c.deployClearance),
  /** The side of a chit's square marker on the table (ticks; RECONSTRUCTED). */
  footprint: ticks(c.footprint),
} as const;

const z = strategicJson.stripedZone;
/**
 * 16.4.1.6: the striped zone of the historic sequence (RECONSTRUCTED place: data/strategic.json):
 * closed to Allied units and chits until a unit of one of `divisions` starts the assault.
 */
export const STRIPED_ZONE = (() => {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = z.box.map(ticks);
  return {
    area: z.area,
    polygon: { outer: [point(x0, y0), point(x1, y0), point(x1, y1), point(x0, y1)] },
    divisions: z.divisions,
  };
})();
