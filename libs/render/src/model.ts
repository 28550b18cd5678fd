/** What a board picture is drawn from: the caller's view of the state and the game's map. */
export interface BoardInput {
  /** `hex` (a ruleset's hex map) or `free-form` (a GeoJSON table). */
  readonly geometry: 'hex' | 'free-form';
  /** The ruleset's `map()` (hex) or the game's `mapOf(state)` (a table): public data. */
  readonly map: unknown;
  /** The ruleset's `view(state, viewer)`: never the raw state, so nothing hidden is drawn. */
  readonly view: unknown;
  /** The first line of the header, e.g. `spi-1980 · version 12 · view: french`. */
  readonly caption: string;
  /** A unit whose legal moves are drawn (the viewer's legal actions concerning it). */
  readonly highlight?: Highlight;
}

export interface Highlight {
  readonly unitId: string;
  /** The viewer's legal actions for the unit (`legalActions(state, viewer, {unitId})`). */
  readonly actions: readonly unknown[];
}

/** One entry of the legend under the board. */
export interface LegendItem {
  /** A ready-made swatch (an SVG fragment drawn in a 16 × 16 box at the origin). */
  readonly swatch: string;
  readonly label: string;
}

/** Pixels of the header and legend bands, and of the margin around the board. */
export const HEADER = 46;
export const LEGEND_ROW = 22;
export const MARGIN = 12;
