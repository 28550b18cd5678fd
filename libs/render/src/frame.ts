import { HEADER, LEGEND_ROW, type LegendItem, MARGIN } from './model';
import { el, svgDocument, text } from './svg';

const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** The header's two lines: the caption, then turn/phase/side and any pending decision. */
export function header(width: number, caption: string, status: string): string {
  return el('g', { class: 'header', 'font-family': FONT }, [
    el('rect', { x: 0, y: 0, width, height: HEADER, fill: '#ffffff' }),
    text(caption, { x: MARGIN, y: 18, 'font-size': 14, 'font-weight': 'bold', fill: '#222222' }),
    text(status, { x: MARGIN, y: 37, 'font-size': 12, fill: '#333333' }),
  ]);
}

/** How many legend rows `items` take in `width` pixels (entries 170 px wide). */
export const legendRows = (width: number, count: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, Math.floor((width - 2 * MARGIN) / 170))));

/** The legend band, from `top`: each swatch with its label. */
export function legend(width: number, top: number, items: readonly LegendItem[]): string {
  const perRow = Math.max(1, Math.floor((width - 2 * MARGIN) / 170));
  const cells = items.map((item, i) => {
    const x = MARGIN + (i % perRow) * 170;
    const y = top + 4 + Math.floor(i / perRow) * LEGEND_ROW;
    return el('g', { transform: `translate(${x} ${y})` }, [
      item.swatch,
      text(item.label, { x: 22, y: 13, 'font-size': 11, fill: '#222222' }),
    ]);
  });
  return el('g', { class: 'legend', 'font-family': FONT }, cells);
}

/**
 * The whole picture: the header, the board (drawn by the caller from `HEADER` down, `boardHeight`
 * pixels tall), then the legend; a white background so the picture reads on any page.
 */
export function picture(
  width: number,
  boardHeight: number,
  caption: string,
  status: string,
  board: readonly string[],
  items: readonly LegendItem[],
): string {
  const legendTop = HEADER + boardHeight;
  const height = legendTop + legendRows(width, items.length) * LEGEND_ROW + 8;
  return svgDocument([0, 0, width, height], { width, height }, caption, [
    el('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }),
    header(width, caption, status),
    el('g', { class: 'board', 'font-family': FONT }, board),
    legend(width, legendTop, items),
  ]);
}

/** The status line: turn, phase, side to act, and a pending decision when one is awaited. */
export function statusLine(view: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  if (typeof view['turn'] === 'number') parts.push(`turn ${view['turn']}`);
  if (typeof view['phase'] === 'string') parts.push(view['phase']);
  const side = view['activeSide'] ?? view['acting'];
  if (typeof side === 'string') parts.push(`${side} to act`);
  if (view['over'] === true) parts.push('game over');
  const morale = view['armyMorale'];
  if (typeof morale === 'object' && morale !== null) {
    const levels = Object.entries(morale)
      .filter(([, v]) => typeof v === 'number')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([s, v]) => `${s} ${v}`);
    if (levels.length > 0) parts.push(`army morale: ${levels.join(', ')}`);
  }
  const demoralized = view['demoralized'];
  const low =
    typeof demoralized === 'string'
      ? [demoralized]
      : typeof demoralized === 'object' && demoralized !== null
        ? Object.keys(demoralized)
            .filter((s) => (demoralized as Record<string, unknown>)[s] === true)
            .sort()
        : [];
  if (low.length > 0) parts.push(`demoralized: ${low.join(', ')}`);
  const pending = view['pendingDecision'] ?? view['reaction'];
  if (typeof pending === 'object' && pending !== null) {
    const p = pending as Readonly<Record<string, unknown>>;
    const who = typeof p['side'] === 'string' ? ` by ${p['side']}` : '';
    const rule = typeof p['rule'] === 'string' ? ` (${p['rule']})` : '';
    parts.push(`pending: ${String(p['type'] ?? p['kind'] ?? 'decision')}${who}${rule}`);
  }
  return parts.join(' · ');
}
