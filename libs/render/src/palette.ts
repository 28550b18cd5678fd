/** Colours of the pictures: terrain, sides, markers. One place, so the legend reads from it. */

export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  clear: '#f3efd9',
  woods: '#a9cc93',
  forest: '#a9cc93',
  town: '#cdbba7',
  settlement: '#cdbba7',
  village: '#cdbba7',
  marsh: '#bcd8c9',
  lake: '#8fb9e0',
  pond: '#8fb9e0',
  slope: '#e6d6a6',
  hill: '#e6d6a6',
  knoll: '#dcc88f',
  fortified: '#bf9f8c',
  fortification: '#bf9f8c',
  castle: '#b7a48f',
  abbey: '#c2b29a',
};

export const DEFAULT_TERRAIN = '#e9e9e9';

export const terrainFill = (terrain: string): string => TERRAIN_FILL[terrain] ?? DEFAULT_TERRAIN;

/** Hexside and linear features. */
export const LINE_STYLE: Readonly<
  Record<string, { stroke: string; width: number; dash?: string }>
> = {
  stream: { stroke: '#2f6fb5', width: 4 },
  river: { stroke: '#2f6fb5', width: 5 },
  lake: { stroke: '#2f6fb5', width: 6 },
  road: { stroke: '#8a5a2b', width: 3, dash: '6 3' },
  bridge: { stroke: '#4a4a4a', width: 6 },
  upslope: { stroke: '#9a7b3c', width: 2, dash: '3 2' },
  downslope: { stroke: '#9a7b3c', width: 2, dash: '3 2' },
  slope: { stroke: '#9a7b3c', width: 2, dash: '3 2' },
};

const SIDE_FILL: Readonly<Record<string, string>> = {
  french: '#3559b7',
  allied: '#b8433a',
  russian: '#2f7a3e',
  austrian: '#d9d2b4',
  blue: '#3559b7',
  red: '#b8433a',
};

const SPARE = ['#6b4fa0', '#c07a1c', '#2f8c8c', '#7a7a7a'];

/** A side's colour: known sides by name, others by their rank among the sides drawn. */
export function sideFill(side: string, allSides: readonly string[]): string {
  const known = SIDE_FILL[side];
  if (known !== undefined) return known;
  const unknown = allSides.filter((s) => SIDE_FILL[s] === undefined);
  return SPARE[Math.max(0, unknown.indexOf(side)) % SPARE.length] as string;
}

export const MARKER = {
  disrupted: '#e03131',
  morale: '#f08c00',
  pending: '#d6336c',
  highlight: '#12b886',
  plotted: '#5f3dc4',
  victory: '#e0a800',
} as const;
