import {
  DIRECTIONS,
  axialToLabel,
  labelToAxial,
  neighbor,
  oppositeDirection,
  type Direction,
} from '@pratzen/hex';
import { BOARD, type HexsideInfo, type MapEdge } from '../data/board';
import type { Terrain } from '../vocabulary';

/**
 * Test helpers that find hexes and hexsides on the shipped map by what they hold, so specs do not
 * hard-code labels of a reconstructed map. Every finder is deterministic (board label order) and
 * throws a readable error when nothing matches, so a test never silently runs on `undefined`.
 */

/** One hex seen by a predicate. */
export interface HexView {
  readonly label: string;
  readonly terrain: Terrain;
  readonly neighbors: readonly string[];
  /** Is the hex on one of the map edges (and which)? */
  readonly edges: readonly MapEdge[];
  /** The hexside from this hex toward neighbour `to`. */
  side(to: string): HexsideInfo;
}

/** One hexside, oriented from `from` toward `to`. */
export interface HexsideView {
  readonly from: HexView;
  readonly to: HexView;
  readonly side: HexsideInfo;
}

const EDGES: readonly MapEdge[] = ['north', 'south', 'east', 'west'];

export function hexView(label: string): HexView {
  const terrain = BOARD.terrain.get(label);
  if (terrain === undefined) throw new RangeError(`no hex ${label} on the board`);
  return {
    label,
    terrain,
    neighbors: BOARD.neighbors.get(label) ?? [],
    edges: EDGES.filter((e) => BOARD.edgeHexes[e].has(label)),
    side: (to) => BOARD.hexside(label, to),
  };
}

const VIEWS: readonly HexView[] = BOARD.labels.map(hexView);

/** Every hex matching `pred`, in board order. */
export function findHexes(pred: (h: HexView) => boolean): string[] {
  return VIEWS.filter(pred).map((h) => h.label);
}

/** The first hex matching `pred`; throws when there is none. */
export function findHex(pred: (h: HexView) => boolean, what = 'a matching hex'): string {
  const found = VIEWS.find(pred);
  if (found === undefined) throw new Error(`board fixture: no hex found for ${what}`);
  return found.label;
}

/** Every oriented hexside (from, to) matching `pred`, in board order. */
export function findHexsides(pred: (s: HexsideView) => boolean): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const from of VIEWS) {
    for (const n of from.neighbors) {
      const to = hexView(n);
      if (pred({ from, to, side: from.side(n) })) out.push({ from: from.label, to: n });
    }
  }
  return out;
}

/** The first oriented hexside matching `pred`; throws when there is none. */
export function findHexside(
  pred: (s: HexsideView) => boolean,
  what = 'a matching hexside',
): { from: string; to: string } {
  const found = findHexsides(pred)[0];
  if (found === undefined) throw new Error(`board fixture: no hexside found for ${what}`);
  return found;
}

/** A hexside with no feature at all (no road, stream, bridge, lake or slope). */
export function isPlainSide(s: HexsideInfo): boolean {
  return !s.road && !s.stream && !s.bridge && !s.lake && !s.upslope && !s.downslope;
}

/** Every neighbour of `hex` matches `pred` (e.g. an open, plain neighbourhood for ZOC tests). */
export function allNeighbors(
  hex: HexView,
  pred: (n: HexView, side: HexsideInfo) => boolean,
): boolean {
  return hex.neighbors.every((n) => pred(hexView(n), hex.side(n)));
}

/** Hexes at exactly `d` from `hex`. */
export function hexesAt(hex: string, d: number): string[] {
  return BOARD.labels.filter((l) => BOARD.distance(hex, l) === d);
}

/**
 * A clear hex whose whole ring of radius `radius` is on the map, clear, and joined by plain
 * hexsides: an "open field" for rules that should not depend on terrain (ZOC, March Order...).
 */
export function openField(radius = 2, what = 'an open field'): string {
  return findHex((h) => isOpenAround(h.label, radius), what);
}

/** Is every hex within `radius` of `center` on the map, clear, with only plain hexsides between them? */
export function isOpenAround(center: string, radius: number): boolean {
  const area = new Set<string>([center]);
  let frontier = [center];
  for (let r = 0; r < radius; r += 1) {
    const next: string[] = [];
    for (const h of frontier) {
      const ns = BOARD.neighbors.get(h) ?? [];
      if (ns.length < 6) return false;
      for (const n of ns) {
        if (!area.has(n)) {
          area.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  for (const h of area) {
    if (BOARD.terrain.get(h) !== 'clear') return false;
    for (const n of BOARD.neighbors.get(h) ?? []) {
      if (area.has(n) && !isPlainSide(BOARD.hexside(h, n))) return false;
    }
  }
  return true;
}

/**
 * The hex `n` steps from `hex` in grid direction `dir` ('N' is toward lower row numbers on the
 * sheet; see @pratzen/hex). Throws when it falls off the map.
 */
export function toward(hex: string, dir: Direction, n = 1): string {
  let a = labelToAxial(hex);
  for (let i = 0; i < n && a !== undefined; i += 1) a = neighbor(a, dir);
  const l = a === undefined ? undefined : axialToLabel(a);
  if (l === undefined || !BOARD.has(l))
    throw new Error(`board fixture: ${n} x ${dir} of ${hex} is off the map`);
  return l;
}

/**
 * A straight line of `n + 1` clear hexes joined by plain hexsides (every step costs 1 MP for
 * every unit type), found in board order, with `ahead` more hexes beyond its end and `behind`
 * hexes before its start on the map (any terrain). `hexes[0]` is the start.
 */
export function clearLine(
  n: number,
  opts: {
    readonly ahead?: number;
    readonly behind?: number;
    readonly where?: (h: HexView) => boolean;
  } = {},
): {
  hexes: string[];
  dir: Direction;
  ahead: (k: number) => string;
  behind: (k: number) => string;
} {
  const onMap = (hex: string, dir: Direction, k: number): boolean => {
    try {
      toward(hex, dir, k);
      return true;
    } catch {
      return false;
    }
  };
  for (const v of VIEWS) {
    if (v.terrain !== 'clear' || (opts.where !== undefined && !opts.where(v))) continue;
    for (const dir of DIRECTIONS) {
      const hexes = [v.label];
      for (let i = 1; i <= n; i += 1) {
        const prev = hexes[i - 1] as string;
        if (!onMap(prev, dir, 1)) break;
        const next = toward(prev, dir);
        if (BOARD.terrain.get(next) !== 'clear' || !isPlainSide(BOARD.hexside(prev, next))) break;
        hexes.push(next);
      }
      if (hexes.length !== n + 1) continue;
      const last = hexes[n] as string;
      const back = oppositeDirection(dir);
      if ((opts.ahead ?? 0) > 0 && !onMap(last, dir, opts.ahead ?? 0)) continue;
      if ((opts.behind ?? 0) > 0 && !onMap(v.label, back, opts.behind ?? 0)) continue;
      return {
        hexes,
        dir,
        ahead: (k) => toward(last, dir, k),
        behind: (k) => toward(v.label, back, k),
      };
    }
  }
  throw new Error(`board fixture: no clear line of ${n} steps`);
}
