import type { HexLayout } from './hex-layout';
import type { Highlight } from './model';
import { MARKER, sideFill } from './palette';
import { type Json, finite, record, records, sorted, str, unitIdsIn } from './read';
import { el, text, title } from './svg';

/** A unit of a hex view on the map (`hex` a label; units elsewhere are counted, not drawn). */
export interface HexUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly hex: string;
  readonly strength?: number;
  readonly type?: string;
  readonly disrupted: boolean;
  readonly morale?: string;
}

export function readHexUnits(view: Json): { onMap: HexUnit[]; offMap: Map<string, number> } {
  const onMap: HexUnit[] = [];
  const offMap = new Map<string, number>();
  for (const u of records(view['units'])) {
    const id = str(u['id']);
    const side = str(u['side']) ?? '';
    if (id === undefined) continue;
    const hex = str(u['hex']);
    const location = str(u['location']);
    if (hex === undefined || (location !== undefined && location !== 'map')) {
      offMap.set(side, (offMap.get(side) ?? 0) + 1);
      continue;
    }
    const strength = finite(u['strength']);
    const type = str(u['type']);
    const morale = str(u['morale']);
    onMap.push({
      id,
      side,
      name: str(u['name']) ?? id,
      hex,
      ...(strength !== undefined ? { strength } : {}),
      ...(type !== undefined ? { type } : {}),
      disrupted: u['disrupted'] === true,
      ...(morale !== undefined ? { morale } : {}),
    });
  }
  return { onMap, offMap };
}

const COUNTER = 30;
const STACK_STEP = 5;

/** Counters by hex, stacked with a small offset; markers for disruption and pending decisions. */
export function drawCounters(layout: HexLayout, units: readonly HexUnit[], view: Json): string[] {
  const sides = [...new Set(units.map((u) => u.side))].sort();
  const involved = new Set([...unitIdsIn(view['pendingDecision']), ...unitIdsIn(view['combat'])]);
  const stacks = new Map<string, HexUnit[]>();
  for (const u of units) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const out: string[] = [];
  for (const [hex, stack] of sorted([...stacks.entries()], ([h]) => h)) {
    const c = layout.centre(hex);
    if (c === undefined) continue;
    const n = stack.length;
    stack.forEach((u, i) => {
      const shift = (i - (n - 1) / 2) * STACK_STEP;
      const x = c[0] - COUNTER / 2 + shift;
      const y = c[1] - COUNTER / 2 + 3 + shift;
      out.push(counter(u, x, y, sideFill(u.side, sides), involved.has(u.id)));
    });
  }
  return out;
}

function counter(u: HexUnit, x: number, y: number, fill: string, pending: boolean): string {
  const light = fill === '#d9d2b4';
  const ink = light ? '#222222' : '#ffffff';
  const tip = [
    u.name,
    u.side,
    u.type,
    u.strength === undefined ? undefined : `strength ${u.strength}`,
  ]
    .filter((s) => s !== undefined)
    .join(' · ');
  const parts = [
    title(`${tip}${u.disrupted ? ' · disrupted' : ''}`),
    el('rect', {
      x,
      y,
      width: COUNTER,
      height: COUNTER,
      rx: 3,
      fill,
      stroke: pending ? MARKER.pending : '#1a1a1a',
      'stroke-width': pending ? 3 : 1,
    }),
    text(u.name.slice(0, 7), {
      x: x + COUNTER / 2,
      y: y + 9,
      'font-size': 7,
      'text-anchor': 'middle',
      fill: ink,
    }),
  ];
  if (u.strength !== undefined) {
    parts.push(
      text(String(u.strength), {
        x: x + COUNTER / 2,
        y: y + 24,
        'font-size': 12,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: ink,
      }),
    );
  }
  if (u.disrupted) {
    parts.push(
      el('rect', {
        class: 'disrupted',
        x: x + COUNTER - 10,
        y: y - 4,
        width: 12,
        height: 12,
        fill: MARKER.disrupted,
      }),
      text('D', {
        x: x + COUNTER - 4,
        y: y + 6,
        'font-size': 9,
        'text-anchor': 'middle',
        fill: '#ffffff',
      }),
    );
  }
  return el('g', { class: `unit side-${u.side}`, 'data-unit': u.id }, parts);
}

/**
 * What the view holds as plans of the viewer's own that no one else sees — SPI's written reserve
 * deployment (`reserve.deployments`, shown only to the French seat and the referee): dashed
 * counters where each unit is to appear. Drawn only when the view has them.
 */
export function drawPlotted(layout: HexLayout, view: Json): string[] {
  const reserve = record(view['reserve']);
  // Once revealed (end of the first Allied Movement Phase) the units stand on the map: no plan left.
  if (reserve['revealed'] === true) return [];
  const plots = records(reserve['deployments']);
  return sorted(plots, (p) => `${str(p['hex']) ?? ''}/${str(p['unitId']) ?? ''}`).flatMap(
    (p, i) => {
      const hex = str(p['hex']);
      const unitId = str(p['unitId']);
      const c = hex === undefined ? undefined : layout.centre(hex);
      if (c === undefined || unitId === undefined) return [];
      const off = (i % 3) * 3;
      return [
        el('g', { class: 'plotted', 'data-unit': unitId }, [
          title(`${unitId}: plotted to ${hex} (your secret)`),
          el('rect', {
            x: c[0] - 14 + off,
            y: c[1] - 12 + off,
            width: 28,
            height: 24,
            fill: 'none',
            stroke: MARKER.plotted,
            'stroke-width': 2,
            'stroke-dasharray': '4 2',
          }),
        ]),
      ];
    },
  );
}

/** What a highlight draws under the counters, and over them. */
export interface Layers {
  readonly under: readonly string[];
  readonly over: readonly string[];
}

/**
 * The highlighted unit's reachable hexes, each with its cheapest cost at the foot of the hex
 * (under the counters, so a stack stays readable); a ring on the unit (over them).
 */
export function drawHexMoves(
  layout: HexLayout,
  highlight: Highlight,
  units: readonly HexUnit[],
): Layers {
  const cost = new Map<string, number>();
  for (const a of highlight.actions) {
    const action = record(a);
    const command = record(action['command']);
    if (command['type'] !== 'MoveUnit' || command['unitId'] !== highlight.unitId) continue;
    const path = Array.isArray(command['path']) ? command['path'] : [];
    const hex = str(action['hex']) ?? str(path[path.length - 1]);
    if (hex === undefined) continue;
    const c = finite(action['cost']) ?? 0;
    cost.set(hex, Math.min(cost.get(hex) ?? c, c));
  }
  const out: string[] = [];
  for (const [hex, c] of sorted([...cost.entries()], ([h]) => h)) {
    const p = layout.centre(hex);
    if (p === undefined) continue;
    out.push(
      el('g', { class: 'reachable', 'data-hex': hex }, [
        el('circle', {
          cx: p[0],
          cy: p[1],
          r: 22,
          fill: MARKER.highlight,
          'fill-opacity': 0.35,
          stroke: MARKER.highlight,
          'stroke-width': 2,
        }),
        text(String(c), {
          x: p[0],
          y: p[1] + 24,
          'font-size': 11,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: '#0b5e46',
        }),
      ]),
    );
  }
  const ring: string[] = [];
  const unit = units.find((u) => u.id === highlight.unitId);
  const at = unit === undefined ? undefined : layout.centre(unit.hex);
  if (at !== undefined) {
    ring.push(
      el('circle', {
        class: 'highlighted',
        cx: at[0],
        cy: at[1],
        r: 26,
        fill: 'none',
        stroke: MARKER.highlight,
        'stroke-width': 4,
      }),
    );
  }
  return { under: out, over: ring };
}
