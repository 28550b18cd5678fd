import { picture, statusLine } from './frame';
import { MARKER_ITEMS, lineItem, sideItem, terrainItem } from './legend-items';
import { type BoardInput, HEADER, type LegendItem, MARGIN } from './model';
import { sideFill } from './palette';
import { record, records, str } from './read';
import { el } from './svg';
import { drawFeatures } from './table-features';
import { tableSpace } from './table-space';
import { drawChits, drawReach, drawTableUnits, readTableUnits } from './table-units';

/** A free-form game's table: terrain polygons, unit footprints with facing and formation, chits. */
export function renderTableBoard(input: BoardInput): string {
  const map = record(input.map);
  const view = record(input.view);
  const space = tableSpace(map['bbox']);
  const units = readTableUnits(view);
  const chitSides = records(record(view['fog'])['chits']).map((c) => str(c['side']) ?? '');
  const sides = [...new Set([...units.map((u) => u.side), ...chitSides])].sort();
  const reach =
    input.highlight === undefined ? undefined : drawReach(space, input.highlight, units);
  const board = [
    el('rect', {
      class: 'table',
      x: MARGIN,
      y: HEADER + MARGIN,
      width: space.width - 2 * MARGIN,
      height: space.height - 2 * MARGIN,
      fill: '#f3efd9',
      stroke: '#6b6a5e',
      'stroke-width': 2,
    }),
    ...drawFeatures(space, map),
    ...(reach?.under ?? []),
    ...drawTableUnits(space, units, view),
    ...drawChits(space, view, sides),
    ...(reach?.over ?? []),
  ];
  const features = records(map['features']);
  const areas = features
    .filter((f) => record(f['geometry'])['type'] !== 'LineString')
    .map((f) => str(record(f['properties'])['terrain']) ?? 'unknown');
  const lines = features
    .filter((f) => record(f['geometry'])['type'] === 'LineString')
    .map((f) => str(record(f['properties'])['terrain']) ?? 'unknown');
  const items: LegendItem[] = [
    terrainItem('clear'),
    ...[...new Set(areas)].sort().map(terrainItem),
    ...[...new Set(lines)].sort().map(lineItem),
    ...sides.map((s) => sideItem(s, sideFill(s, sides))),
    MARKER_ITEMS['morale'],
    MARKER_ITEMS['pending'],
    ...(board.some((b) => b.startsWith('<g class="chit"')) ? [MARKER_ITEMS['chit']] : []),
    ...(input.highlight !== undefined ? [MARKER_ITEMS['reach']] : []),
  ].filter((i): i is LegendItem => i !== undefined);
  const unit = str(map['unit']) ?? 'unit';
  return picture(
    space.width,
    space.height,
    input.caption,
    `${statusLine(view)} · ${space.scale} px per ${unit}`,
    board,
    items,
  );
}
