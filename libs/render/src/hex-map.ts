import type { OffsetParity } from '@pratzen/hex';
import { type HexLayout, type Px, hexCorners, hexLayout, hexsideSegment } from './hex-layout';
import { LINE_STYLE, MARKER, terrainFill } from './palette';
import { type Json, finite, record, records, sorted, str, strings } from './read';
import { el, points, text, title } from './svg';

/** One hex of a map document (api.md "Map data"): label, terrain, name, victory, neighbours. */
export interface MapHex {
  readonly label: string;
  readonly terrain: string;
  readonly name?: string;
  readonly victory: boolean;
  readonly sides: readonly { readonly label: string; readonly features: readonly string[] }[];
}

export interface HexMap {
  readonly layout: HexLayout;
  readonly hexes: readonly MapHex[];
}

/** Reads a hex map document (`grid`, `hexes[]`), ignoring what it does not know. */
export function readHexMap(map: unknown): HexMap {
  const doc = record(map);
  const grid = record(doc['grid']);
  const parity: OffsetParity = grid['parity'] === 'odd' ? 'odd' : 'even';
  const victoryLabels = new Set(records(doc['victoryHexes']).map((v) => str(v['label']) ?? ''));
  const hexes = records(doc['hexes'])
    .filter((h) => typeof h['label'] === 'string')
    .map((h): MapHex => {
      const label = h['label'] as string;
      const name = str(h['name']);
      return {
        label,
        terrain: str(h['terrain']) ?? 'unknown',
        ...(name !== undefined ? { name } : {}),
        victory: victoryLabels.has(label) || h['victory'] !== undefined || hasVictoryFeature(h),
        sides: records(h['neighbors']).map((n) => ({
          label: str(n['label']) ?? '',
          features: strings(n['hexside']),
        })),
      };
    });
  const columns = finite(grid['columns']) ?? maxOf(hexes, (l) => Number(l.slice(0, 2)));
  const rows = finite(grid['rows']) ?? maxOf(hexes, (l) => Number(l.slice(2, 4)));
  return { layout: hexLayout(Math.min(columns, 99), Math.min(rows, 99), parity), hexes };
}

const hasVictoryFeature = (h: Json): boolean =>
  strings(h['features']).some((f) => f.includes('victory')) || finite(h['vp']) !== undefined;

const maxOf = (hexes: readonly MapHex[], part: (label: string) => number): number =>
  hexes.reduce((m, h) => Math.max(m, part(h.label) || 0), 1);

/** Terrain fills, hex outlines and labels (names and terrain in each hex's tooltip). */
export function drawHexes(map: HexMap): string[] {
  return map.hexes.flatMap((h) => {
    const c = map.layout.centre(h.label);
    if (c === undefined) return [];
    const tip = [h.label, h.terrain, h.name].filter((s) => s !== undefined).join(' · ');
    const shapes = [
      el(
        'polygon',
        {
          class: `hex terrain-${h.terrain}`,
          'data-hex': h.label,
          points: points(hexCorners(c)),
          fill: terrainFill(h.terrain),
          stroke: '#9c9a88',
          'stroke-width': 1,
        },
        [title(tip)],
      ),
      text(h.label, {
        x: c[0],
        y: c[1] - 15,
        'font-size': 8,
        'text-anchor': 'middle',
        fill: '#6b6a5e',
      }),
    ];
    if (h.victory) {
      shapes.push(
        el('circle', {
          class: 'victory',
          cx: c[0],
          cy: c[1],
          r: 23,
          fill: 'none',
          stroke: MARKER.victory,
          'stroke-width': 2,
        }),
      );
    }
    return shapes;
  });
}

/**
 * Hexside features (streams, lakes, slopes, bridges) drawn on the side itself, once per pair of
 * hexes; a road is a line from hex centre to hex centre across the side.
 */
export function drawHexsides(map: HexMap): string[] {
  const seen = new Map<string, { a: string; b: string; features: Set<string> }>();
  for (const h of map.hexes) {
    for (const s of h.sides) {
      if (s.features.length === 0) continue;
      const [a, b] = h.label < s.label ? [h.label, s.label] : [s.label, h.label];
      const key = `${a}/${b}`;
      const entry = seen.get(key) ?? { a, b, features: new Set<string>() };
      for (const f of s.features) entry.features.add(f === 'downslope' ? 'upslope' : f);
      seen.set(key, entry);
    }
  }
  const out: string[] = [];
  const entries = sorted([...seen.entries()], ([k]) => k);
  for (const order of ['upslope', 'lake', 'stream', 'road', 'bridge']) {
    for (const [key, { a, b, features }] of entries) {
      if (!features.has(order)) continue;
      const line = order === 'road' ? centreLine(map, a, b) : hexsideSegment(map.layout, a, b);
      if (line === undefined) continue;
      const style = LINE_STYLE[order] ?? { stroke: '#555555', width: 2 };
      const [[x1, y1], [x2, y2]] = order === 'bridge' ? shortened(line) : line;
      out.push(
        el('line', {
          class: `hexside ${order}`,
          'data-hexside': key,
          x1,
          y1,
          x2,
          y2,
          stroke: style.stroke,
          'stroke-width': style.width,
          'stroke-dasharray': style.dash,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return out;
}

const centreLine = (map: HexMap, a: string, b: string): [Px, Px] | undefined => {
  const ca = map.layout.centre(a);
  const cb = map.layout.centre(b);
  return ca === undefined || cb === undefined ? undefined : [ca, cb];
};

/** The middle third of a side (a bridge across a stream). */
const shortened = ([[x1, y1], [x2, y2]]: [Px, Px]): [Px, Px] => [
  [(2 * x1 + x2) / 3, (2 * y1 + y2) / 3],
  [(x1 + 2 * x2) / 3, (y1 + 2 * y2) / 3],
];
