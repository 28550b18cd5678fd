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
export function allNeighbors(hex: HexView, pred: (n: HexView, side: HexsideInfo) => boolean): boolean {
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
