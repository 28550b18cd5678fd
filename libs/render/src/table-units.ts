import { type Point, facingVector, footprintCorners, parseFacing } from '@pratzen/geometry';
import type { Layers } from './hex-units';
import type { Highlight } from './model';
import { MARKER, sideFill } from './palette';
import { type Json, record, records, str, unitIdsIn } from './read';
import { el, text, title } from './svg';
import { type TableSpace, ringsPath, ticks, wirePoint } from './table-space';

/** A unit on the table as a view gives it (freeform.md "A unit's pose"), in ticks and tenths. */
export interface TableUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly position: Point;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
  readonly formation?: string;
  readonly morale?: string;
  readonly disrupted: boolean;
}

export function readTableUnits(view: Json): TableUnit[] {
  return records(view['units']).flatMap((u): TableUnit[] => {
    const id = str(u['id']);
    const pos = wirePoint(u['position']);
    const facing = parseFacing(u['facing'] ?? 0);
    if (id === undefined || pos === undefined || !facing.ok) return [];
    const formation = str(u['formation']);
    const morale = u['shaken'] === true ? 'shaken' : str(u['morale']);
    return [
      {
        id,
        side: str(u['side']) ?? '',
        name: str(u['name']) ?? id,
        position: pos,
        facing: facing.value,
        width: Math.max(0, ticks(u['width']) ?? 0),
        depth: Math.max(0, ticks(u['depth']) ?? 0),
        ...(formation !== undefined ? { formation } : {}),
        ...(morale !== undefined ? { morale } : {}),
        disrupted: u['disrupted'] === true,
      },
    ];
  });
}

const FORMATION_MARK: Readonly<Record<string, string>> = {
  line: 'L',
  column: 'C',
  square: 'Sq',
  limbered: 'Lb',
  unlimbered: 'U',
  skirmish: 'Sk',
};

/** Footprints with their front edge and facing arrow, formation letter and markers. */
export function drawTableUnits(
  space: TableSpace,
  units: readonly TableUnit[],
  view: Json,
): string[] {
  const sides = [...new Set(units.map((u) => u.side))].sort();
  const involved = new Set([...unitIdsIn(view['reaction']), ...unitIdsIn(view['pendingDecision'])]);
  return units.map((u) => drawUnit(space, u, sideFill(u.side, sides), involved.has(u.id)));
}

function drawUnit(space: TableSpace, u: TableUnit, fill: string, pending: boolean): string {
  const ink = fill === '#d9d2b4' ? '#222222' : '#ffffff';
  const tip = title(
    [u.name, u.side, u.formation, u.morale].filter((s) => s !== undefined).join(' · '),
  );
  const parts = [tip];
  const px = space.x(u.position.x);
  const py = space.y(u.position.y);
  if (u.width === 0 || u.depth === 0) {
    parts.push(
      el('circle', {
        cx: px,
        cy: py,
        r: 6,
        fill,
        stroke: pending ? MARKER.pending : '#1a1a1a',
        'stroke-width': pending ? 3 : 1,
      }),
    );
  } else {
    const corners = footprintCorners({
      position: u.position,
      facing: u.facing,
      width: u.width,
      depth: u.depth,
    });
    const [fl, fr, rr] = corners;
    parts.push(
      el('polygon', {
        class: 'footprint',
        points: corners.map((c) => space.at(c)).join(' '),
        fill,
        stroke: pending ? MARKER.pending : '#1a1a1a',
        'stroke-width': pending ? 3 : 1,
      }),
      el('line', {
        class: 'front',
        x1: space.x(fl.x),
        y1: space.y(fl.y),
        x2: space.x(fr.x),
        y2: space.y(fr.y),
        stroke: '#111111',
        'stroke-width': 3,
      }),
    );
    const mark = FORMATION_MARK[u.formation ?? ''];
    if (mark !== undefined) {
      const cx = Math.round((fl.x + rr.x) / 2);
      const cy = Math.round((fl.y + rr.y) / 2);
      parts.push(
        text(mark, {
          x: space.x(cx),
          y: space.y(cy) + 3,
          'font-size': 8,
          'text-anchor': 'middle',
          fill: ink,
        }),
      );
    }
  }
  parts.push(arrow(space, u));
  if (u.morale !== undefined && u.morale !== 'good') {
    parts.push(
      el('circle', {
        class: `morale morale-${u.morale}`,
        cx: px + 8,
        cy: py - 8,
        r: 4,
        fill: MARKER.morale,
        stroke: '#1a1a1a',
        'stroke-width': 0.5,
      }),
    );
  }
  if (u.disrupted) {
    parts.push(
      el('rect', {
        class: 'disrupted',
        x: px - 12,
        y: py - 12,
        width: 8,
        height: 8,
        fill: MARKER.disrupted,
      }),
    );
  }
  return el('g', { class: `unit side-${u.side}`, 'data-unit': u.id }, parts);
}

/** A small triangle ahead of the front centre, pointing along the facing (by libs/geometry's table). */
function arrow(space: TableSpace, u: TableUnit): string {
  const size = Math.max(150, Math.round(u.depth / 2));
  const tip = facingVector(u.facing, size);
  const side = facingVector(u.facing + 900, Math.round(size / 2));
  const at = (dx: number, dy: number): string =>
    space.at({ x: u.position.x + dx, y: u.position.y + dy });
  return el('polygon', {
    class: 'facing',
    points: [at(tip.x, tip.y), at(side.x, side.y), at(-side.x, -side.y)].join(' '),
    fill: '#111111',
  });
}

/** Fog chits (a1805 16.x): where they stand; what they hold only when the view says (own chits). */
export function drawChits(space: TableSpace, view: Json, sides: readonly string[]): string[] {
  const fog = record(view['fog']);
  return [...records(fog['chits']), ...records(fog['placing'])].flatMap((c) => {
    const p = wirePoint(c['position']);
    const id = str(c['id']) ?? str(c['chitId']);
    if (p === undefined || id === undefined) return [];
    const side = str(c['side']) ?? '';
    const units = Array.isArray(c['units']) ? c['units'].length : undefined;
    return [
      el('g', { class: 'chit', 'data-chit': id }, [
        title(units === undefined ? `${side} chit` : `${side} chit: ${units} unit(s)`),
        el('circle', {
          cx: space.x(p.x),
          cy: space.y(p.y),
          r: 9,
          fill: sideFill(side, sides),
          stroke: '#1a1a1a',
          'stroke-dasharray': '2 1',
        }),
        text(units === undefined ? '?' : String(units), {
          x: space.x(p.x),
          y: space.y(p.y) + 4,
          'font-size': 10,
          'text-anchor': 'middle',
          fill: '#ffffff',
        }),
      ]),
    ];
  });
}

/** The highlighted unit's reach (each of its moves' `space.reach`), under the units; a ring over them. */
export function drawReach(
  space: TableSpace,
  highlight: Highlight,
  units: readonly TableUnit[],
): Layers {
  const out: string[] = [];
  highlight.actions.forEach((a, i) => {
    const action = record(a);
    if (record(action['command'])['unitId'] !== highlight.unitId) return;
    const d = ringsPath(space, record(record(action['space'])['reach'])['coordinates']);
    if (d === undefined) return;
    const type = str(record(action['command'])['type']) ?? '';
    out.push(
      el('path', {
        class: 'reach',
        'data-action': `${i}:${type}`,
        d,
        'fill-rule': 'evenodd',
        fill: MARKER.highlight,
        'fill-opacity': 0.2,
        stroke: MARKER.highlight,
        'stroke-width': 2,
        'stroke-dasharray': '6 3',
      }),
    );
  });
  const ring: string[] = [];
  const unit = units.find((u) => u.id === highlight.unitId);
  if (unit !== undefined) {
    ring.push(
      el('circle', {
        class: 'highlighted',
        cx: space.x(unit.position.x),
        cy: space.y(unit.position.y),
        r: 16,
        fill: 'none',
        stroke: MARKER.highlight,
        'stroke-width': 3,
      }),
    );
  }
  return { under: out, over: ring };
}
