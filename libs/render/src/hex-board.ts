import { picture, statusLine } from './frame';
import { type HexMap, drawHexes, drawHexsides, readHexMap } from './hex-map';
import { drawCounters, drawHexMoves, drawPlotted, readHexUnits } from './hex-units';
import { MARKER_ITEMS, lineItem, sideItem, terrainItem } from './legend-items';
import type { BoardInput, LegendItem } from './model';
import { sideFill } from './palette';
import { record, sorted } from './read';

/** A map document's drawn terrain and hexsides (they depend on nothing else). */
interface MapLayer {
  readonly map: HexMap;
  readonly drawn: readonly string[];
  /** The legend of its terrains and hexside features. */
  readonly items: readonly LegendItem[];
}

/**
 * The map layer of each map document drawn, by object identity: a server draws many boards of
 * the same (constant, never mutated) map object, and the layer is most of the work. The output
 * is the same with or without it; entries go with their map objects.
 */
const LAYERS = new WeakMap<object, MapLayer>();

function mapLayer(doc: unknown): MapLayer {
  const known = typeof doc === 'object' && doc !== null ? LAYERS.get(doc) : undefined;
  if (known !== undefined) return known;
  const map = readHexMap(doc);
  const features = map.hexes.flatMap((h) => h.sides.flatMap((s) => s.features));
  const layer = {
    map,
    drawn: [...drawHexes(map), ...drawHexsides(map)],
    items: [
      ...[...new Set(map.hexes.map((h) => h.terrain))].sort().map(terrainItem),
      ...[...new Set(features.map((f) => (f === 'downslope' ? 'upslope' : f)))]
        .sort()
        .map(lineItem),
    ],
  };
  if (typeof doc === 'object' && doc !== null) LAYERS.set(doc, layer);
  return layer;
}

/** A hex ruleset's board: terrain, hexsides, labels, counters, markers, and the highlight. */
export function renderHexBoard(input: BoardInput): string {
  const layer = mapLayer(input.map);
  const { map } = layer;
  const view = record(input.view);
  const { onMap, offMap } = readHexUnits(view);
  const plotted = drawPlotted(map.layout, view);
  const moves =
    input.highlight === undefined ? undefined : drawHexMoves(map.layout, input.highlight, onMap);
  const board = [
    ...layer.drawn,
    ...(moves?.under ?? []),
    ...plotted,
    ...drawCounters(map.layout, onMap, view),
    ...(moves?.over ?? []),
  ];
  const sides = [...new Set([...onMap.map((u) => u.side), ...offMap.keys()])].sort();
  const items: LegendItem[] = [
    ...layer.items,
    ...sides.map((s) => sideItem(s, sideFill(s, sides))),
    MARKER_ITEMS['victory'],
    MARKER_ITEMS['disrupted'],
    MARKER_ITEMS['pending'],
    ...(plotted.length > 0 ? [MARKER_ITEMS['plotted']] : []),
    ...(input.highlight !== undefined ? [MARKER_ITEMS['reachable']] : []),
  ].filter((i): i is LegendItem => i !== undefined);
  const off = sorted([...offMap.entries()], ([s]) => s)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ');
  return picture(
    map.layout.width,
    map.layout.height,
    input.caption,
    [statusLine(view), ...(off === '' ? [] : [`off the map: ${off}`])].join(' · '),
    board,
    items,
  );
}
