import type { SetupProblem, TableMap } from '@pratzen/engine';
import {
  type Polygon,
  type Polyline,
  parseGeoJsonPolygon,
  parseTicks,
  polygonToGeoJson,
  ticksToWire,
} from '@pratzen/geometry';
import { firstMet } from '@pratzen/rulesets/freeform-kit';
import type { Ring } from '@pratzen/geometry';
import type { AtwFeature, AtwTable } from './state';

/**
 * A game's table (19: the players define each feature carefully): a GeoJSON FeatureCollection
 * in inches (`data/table-feature.schema.json`), read once at set-up into ticks and kept in the
 * state; `tableMap` gives it back in inches (`mapOf`).
 */

/** 19.3–19.5, 19.8 (this session): what no unit may stand in or cross. */
const IMPASSABLE = new Set(['impassable', 'river']);

/** The features no footprint may meet (19.5 rivers, the table's impassable ground). */
export const impassable = (t: AtwTable): readonly AtwFeature[] =>
  t.features.filter((f) => IMPASSABLE.has(f.terrain));

/** The first impassable feature a ring meets, if any. */
export const impassableUnder = (t: AtwTable, ring: Ring): AtwFeature | undefined =>
  firstMet(ring, impassable(t));

interface GeoFeature {
  readonly id?: unknown;
  readonly geometry?: { readonly type?: unknown; readonly coordinates?: unknown };
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** A GeoJSON LineString's coordinates (inches) as ticks, or null. */
export function lineOf(coords: unknown): Polyline | null {
  if (!Array.isArray(coords) || coords.length < 2) return null;
  const out = [];
  for (const c of coords as unknown[]) {
    if (!Array.isArray(c) || c.length !== 2) return null;
    const x = parseTicks(c[0]);
    const y = parseTicks(c[1]);
    if (!x.ok || !y.ok) return null;
    out.push({ x: x.value, y: y.value });
  }
  return out;
}

/** The table read from GeoJSON (inches), or its problems at their paths. */
export function readTable(
  value: { readonly bbox?: unknown; readonly features?: unknown },
  problems: SetupProblem[],
): AtwTable | null {
  const bbox = Array.isArray(value.bbox) ? value.bbox.map((v) => parseTicks(v)) : [];
  if (bbox.length !== 4 || bbox.some((r) => !r.ok)) {
    problems.push({
      code: 'INVALID_TABLE',
      path: '/table/bbox',
      message: 'bbox must be [minX, minY, maxX, maxY] in inches',
      rule: '19',
    });
    return null;
  }
  const [minX, minY, maxX, maxY] = bbox.map((r) => (r.ok ? r.value : 0)) as [
    number,
    number,
    number,
    number,
  ];
  const features: AtwFeature[] = [];
  const list = Array.isArray(value.features) ? (value.features as GeoFeature[]) : [];
  list.forEach((f, i) => {
    const path = `/table/features/${i}`;
    const terrain = f.properties?.terrain;
    const id = typeof f.id === 'string' ? f.id : `feature-${i}`;
    if (typeof terrain !== 'string') {
      problems.push({
        code: 'INVALID_TABLE',
        path: `${path}/properties/terrain`,
        message: 'a feature names its terrain',
        rule: '19',
      });
      return;
    }
    let area: Polygon | null = null;
    let line: Polyline | null = null;
    if (f.geometry?.type === 'Polygon') {
      const r = parseGeoJsonPolygon(f.geometry.coordinates);
      if (r.ok) area = r.value;
    } else if (f.geometry?.type === 'LineString') line = lineOf(f.geometry.coordinates);
    if (area === null && line === null) {
      problems.push({
        code: 'INVALID_TABLE',
        path: `${path}/geometry`,
        message: `${id}: a Polygon or a LineString in inches`,
        rule: '19',
      });
      return;
    }
    const name = typeof f.properties?.name === 'string' ? f.properties.name : id;
    features.push({ id, terrain, name, area, line, properties: { ...f.properties } });
  });
  return { bbox: { minX, minY, maxX, maxY }, features };
}

const toLine = (line: Polyline): number[][] =>
  line.map((p) => [ticksToWire(p.x), ticksToWire(p.y)]);

/** The table as GeoJSON in inches (the game's map). */
export function tableMap(t: AtwTable): TableMap {
  return {
    type: 'FeatureCollection',
    unit: 'inch',
    bbox: [
      ticksToWire(t.bbox.minX),
      ticksToWire(t.bbox.minY),
      ticksToWire(t.bbox.maxX),
      ticksToWire(t.bbox.maxY),
    ],
    features: t.features.map((f) => ({
      type: 'Feature',
      id: f.id,
      geometry:
        f.area !== null
          ? { type: 'Polygon', coordinates: polygonToGeoJson(f.area) as never }
          : { type: 'LineString', coordinates: toLine(f.line!) as never },
      properties: { ...f.properties, terrain: f.terrain, name: f.name },
    })),
  };
}
