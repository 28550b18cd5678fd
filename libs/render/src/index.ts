/**
 * @pratzen/render — board pictures (SVG) for every ruleset, from a viewer's state view and the
 * game's map. Pure and deterministic; how to read a picture: ../README.md.
 */
export { renderBoard, unitIdsOf } from './board';
export type { BoardInput, Highlight, LegendItem } from './model';
export { escapeXml, num } from './svg';
