import { type Point } from '@pratzen/geometry';
import { LINE_STYLE, terrainFill } from './palette';
import { type Json, list, record, records, str } from './read';
import { el, text, title } from './svg';
import { type TableSpace, position, ringsPath } from './table-space';

/** Areas under lines, lines under points; within a rank, the map's own order. */
const RANK: Readonly<Record<string, number>> = {
  hill: 0,
  woods: 1,
  pond: 2,
  settlement: 3,
  fortification: 4,
};

/** The table's terrain features: polygons filled by terrain, streams and roads as lines. */
export function drawFeatures(space: TableSpace, map: unknown): string[] {
  const features = records(record(map)['features']).map((f, i) => ({ f, i }));
  const rank = ({ f }: { f: Json }): number => {
    const kind = str(record(f['geometry'])['type']);
    const terrain = str(record(f['properties'])['terrain']) ?? '';
    return kind === 'Polygon' ? (RANK[terrain] ?? 5) : kind === 'LineString' ? 10 : 20;
  };
  features.sort((a, b) => rank(a) - rank(b) || a.i - b.i);
  return features.flatMap(({ f }) => drawFeature(space, f));
}

function drawFeature(space: TableSpace, f: Json): string[] {
  const geometry = record(f['geometry']);
  const props = record(f['properties']);
  const terrain = str(props['terrain']) ?? 'unknown';
  const name = str(props['name']);
  const id = str(f['id']);
  const tip = title([name, terrain, levelOf(props)].filter((s) => s !== undefined).join(' · '));
  const attrs = { class: `feature terrain-${terrain}`, 'data-feature': id };
  const coords = geometry['coordinates'];
  if (geometry['type'] === 'Polygon') {
    const d = ringsPath(space, coords);
    if (d === undefined) return [];
    const shape = el(
      'path',
      {
        ...attrs,
        d,
        'fill-rule': 'evenodd',
        fill: terrainFill(terrain),
        stroke: '#8a8672',
        'stroke-width': 1,
      },
      [tip],
    );
    const label = name === undefined ? [] : [nameAt(space, list(list(coords)[0]), name)];
    return [shape, ...label];
  }
  if (geometry['type'] === 'LineString') {
    const pts = list(coords)
      .map(position)
      .filter((p): p is Point => p !== undefined);
    if (pts.length < 2) return [];
    const style = LINE_STYLE[terrain] ?? { stroke: '#555555', width: 2 };
    return [
      el(
        'polyline',
        {
          ...attrs,
          points: pts.map((p) => space.at(p)).join(' '),
          fill: 'none',
          stroke: style.stroke,
          'stroke-width': style.width,
          'stroke-dasharray': style.dash,
          'stroke-linejoin': 'round',
        },
        [tip],
      ),
    ];
  }
  if (geometry['type'] === 'Point') {
    const p = position(coords);
    if (p === undefined) return [];
    return [
      el(
        'circle',
        {
          ...attrs,
          cx: space.x(p.x),
          cy: space.y(p.y),
          r: 4,
          fill: terrainFill(terrain),
          stroke: '#444444',
        },
        [tip],
      ),
    ];
  }
  return [];
}

const levelOf = (props: Json): string | undefined =>
  typeof props['level'] === 'number' ? `level ${props['level']}` : undefined;

/** A feature's name at the middle of its outer ring's bounding box (integer ticks). */
function nameAt(space: TableSpace, ring: readonly unknown[], name: string): string {
  const pts = ring.map(position).filter((p): p is Point => p !== undefined);
  if (pts.length === 0) return '';
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const cx = Math.round((Math.min(...xs) + Math.max(...xs)) / 2);
  const cy = Math.round((Math.min(...ys) + Math.max(...ys)) / 2);
  return text(name, {
    x: space.x(cx),
    y: space.y(cy),
    'font-size': 10,
    'font-style': 'italic',
    'text-anchor': 'middle',
    fill: '#4d4a3c',
    'fill-opacity': 0.8,
  });
}
