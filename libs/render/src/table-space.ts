import { COORD_LIMIT, type Point, parseTicks } from '@pratzen/geometry';
import { HEADER, MARGIN } from './model';
import { finite, list } from './read';
import { num } from './svg';

/**
 * Table units → picture pixels, exactly: coordinates are read into integer ticks (libs/geometry's
 * wire rules, 1,000 per unit) and scaled by an integer number of pixels per unit; y is flipped
 * (the table's y grows north, the picture's down). No trigonometry, no float accumulation.
 */
export interface TableSpace {
  readonly width: number;
  readonly height: number;
  /** Pixels per table unit. */
  readonly scale: number;
  x(ticks: number): number;
  y(ticks: number): number;
  /** `x,y` of a point in ticks, printed. */
  at(p: Point): string;
}

/** Widest board drawn, in pixels (a bigger table gets fewer pixels per unit). */
export const MAX_BOARD_PX = 1400;

export function tableSpace(bbox: unknown): TableSpace {
  const [minX, minY, maxX, maxY] = readBbox(bbox);
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const scale = Math.max(
    1,
    Math.min(40, Math.floor((MAX_BOARD_PX * 1000) / Math.max(spanX, spanY))),
  );
  const x = (t: number): number => MARGIN + ((t - minX) * scale) / 1000;
  const y = (t: number): number => HEADER + MARGIN + ((maxY - t) * scale) / 1000;
  return {
    width: Math.ceil((spanX * scale) / 1000) + 2 * MARGIN,
    height: Math.ceil((spanY * scale) / 1000) + 2 * MARGIN,
    scale,
    x,
    y,
    at: (p) => `${num(x(p.x))},${num(y(p.y))}`,
  };
}

/** A wire number in table units as ticks, or undefined when it is not one. */
export function ticks(value: unknown): number | undefined {
  const r = parseTicks(value, COORD_LIMIT);
  return r.ok ? r.value : undefined;
}

/** `{x, y}` in units → a point in ticks. */
export function wirePoint(v: unknown): Point | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const p = v as { x?: unknown; y?: unknown };
  const x = ticks(p.x);
  const y = ticks(p.y);
  return x === undefined || y === undefined ? undefined : { x, y };
}

/** A GeoJSON position `[x, y]` → a point in ticks. */
export function position(v: unknown): Point | undefined {
  const [x, y] = list(v);
  const tx = ticks(x);
  const ty = ticks(y);
  return tx === undefined || ty === undefined ? undefined : { x: tx, y: ty };
}

function readBbox(bbox: unknown): [number, number, number, number] {
  const b = list(bbox).map((v) => (finite(v) === undefined ? undefined : ticks(v)));
  const [a, c, d, e] = b;
  if (a === undefined || c === undefined || d === undefined || e === undefined || d <= a || e <= c)
    return [0, 0, 40_000, 30_000];
  return [a, c, d, e];
}

/** An SVG path of GeoJSON rings (`M … Z` each; holes cut by the even-odd rule). */
export function ringsPath(space: TableSpace, rings: unknown): string | undefined {
  const parts = list(rings).flatMap((ring) => {
    const pts = list(ring)
      .map(position)
      .filter((p): p is Point => p !== undefined);
    return pts.length < 3 ? [] : [`M${pts.map((p) => space.at(p)).join('L')}Z`];
  });
  return parts.length === 0 ? undefined : parts.join('');
}
