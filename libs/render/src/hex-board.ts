import { picture, statusLine } from './frame';
import { drawHexes, drawHexsides, readHexMap } from './hex-map';
import { drawCounters, drawHexMoves, drawPlotted, readHexUnits } from './hex-units';
import { MARKER_ITEMS, lineItem, sideItem, terrainItem } from './legend-items';
import type { BoardInput, LegendItem } from './model';
import { sideFill } from './palette';
import { record, sorted } from './read';

/** A hex ruleset's board: terrain, hexsides, labels, counters, markers, and the highlight. */
export function renderHexBoard(input: BoardInput): string {
  const map = readHexMap(input.map);
  const view = record(input.view);
  const { onMap, offMap } = readHexUnits(view);
  const board = [
    ...drawHexes(map),
    ...drawHexsides(map),
    ...drawPlotted(map.layout, view),
    ...drawCounters(map.layout, onMap, view),
    ...(input.highlight !== undefined ? drawHexMoves(map.layout, input.highlight, onMap) : []),
  ];
  const sides = [...new Set([...onMap.map((u) => u.side), ...offMap.keys()])].sort();
  const items: LegendItem[] = [
    ...[...new Set(map.hexes.map((h) => h.terrain))].sort().map(terrainItem),
    ...[...new Set(map.hexes.flatMap((h) => h.sides.flatMap((s) => s.features)))]
      .map((f) => (f === 'downslope' ? 'upslope' : f))
      .filter((f, i, all) => all.indexOf(f) === i)
      .sort()
      .map(lineItem),
    ...sides.map((s) => sideItem(s, sideFill(s, sides))),
    MARKER_ITEMS['victory'],
    MARKER_ITEMS['disrupted'],
    MARKER_ITEMS['pending'],
    ...(board.some((b) => b.startsWith('<g class="plotted"')) ? [MARKER_ITEMS['plotted']] : []),
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
