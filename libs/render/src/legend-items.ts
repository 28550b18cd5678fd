import type { LegendItem } from './model';
import { LINE_STYLE, MARKER, terrainFill } from './palette';
import { el } from './svg';

/** Legend swatches, in a fixed order so the legend is the same for the same board. */
export const terrainItem = (terrain: string): LegendItem => ({
  swatch: el('rect', { width: 16, height: 16, fill: terrainFill(terrain), stroke: '#9c9a88' }),
  label: terrain,
});

export const lineItem = (feature: string): LegendItem => {
  const s = LINE_STYLE[feature] ?? { stroke: '#555555', width: 2 };
  return {
    swatch: el('line', {
      x1: 0,
      y1: 8,
      x2: 16,
      y2: 8,
      stroke: s.stroke,
      'stroke-width': s.width,
      'stroke-dasharray': s.dash,
    }),
    label: feature === 'upslope' ? 'slope (hexside)' : feature,
  };
};

export const sideItem = (side: string, fill: string): LegendItem => ({
  swatch: el('rect', { width: 16, height: 16, rx: 2, fill, stroke: '#1a1a1a' }),
  label: side,
});

export const MARKER_ITEMS: Readonly<Record<string, LegendItem>> = {
  victory: {
    swatch: el('circle', {
      cx: 8,
      cy: 8,
      r: 7,
      fill: 'none',
      stroke: MARKER.victory,
      'stroke-width': 2,
    }),
    label: 'victory location',
  },
  disrupted: {
    swatch: el('rect', { width: 12, height: 12, x: 2, y: 2, fill: MARKER.disrupted }),
    label: 'disrupted (D)',
  },
  morale: {
    swatch: el('circle', { cx: 8, cy: 8, r: 6, fill: MARKER.morale }),
    label: 'morale state (not good)',
  },
  pending: {
    swatch: el('rect', {
      width: 14,
      height: 14,
      x: 1,
      y: 1,
      fill: 'none',
      stroke: MARKER.pending,
      'stroke-width': 3,
    }),
    label: 'in a pending decision',
  },
  plotted: {
    swatch: el('rect', {
      width: 14,
      height: 12,
      x: 1,
      y: 2,
      fill: 'none',
      stroke: MARKER.plotted,
      'stroke-width': 2,
      'stroke-dasharray': '4 2',
    }),
    label: 'your plotted deployment',
  },
  reachable: {
    swatch: el('circle', {
      cx: 8,
      cy: 8,
      r: 7,
      fill: MARKER.highlight,
      'fill-opacity': 0.35,
      stroke: MARKER.highlight,
    }),
    label: 'reachable (cost)',
  },
  reach: {
    swatch: el('rect', {
      width: 16,
      height: 16,
      fill: MARKER.highlight,
      'fill-opacity': 0.25,
      stroke: MARKER.highlight,
      'stroke-dasharray': '3 2',
    }),
    label: 'reach of the move',
  },
  chit: {
    swatch: el('circle', { cx: 8, cy: 8, r: 7, fill: '#777777', stroke: '#1a1a1a' }),
    label: 'fog chit (?)',
  },
};
