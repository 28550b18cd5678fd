import type { SetupProblem } from '@pratzen/engine';
import { locateInRing, nearestPoint, parseTicks } from '@pratzen/geometry';
import { unitRing } from '../footprint';
import type { AtwTable, UnitState } from '../state';
import { impassable } from '../table';
import { SIDES, type Side } from '../vocabulary';
import type { GeneralState } from './types';

/** A general as a scenario or a custom position gives him (inches). */
export interface GeneralPlacement {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly side?: unknown;
  readonly position?: { readonly x?: unknown; readonly y?: unknown };
  readonly x?: unknown;
  readonly y?: unknown;
  /** 7.1: attached to this friendly unit from the start (he stands at its front centre). */
  readonly attachedTo?: unknown;
}

/**
 * 7: the generals set down (the scenario's `generals` or a position's): each id once (and no
 * unit's), a side, a point on the table out of impassable ground and out of contact with the
 * enemy, or attached to a friendly unit. Problems at `/generals/i/...`.
 */
export function placeGenerals(
  list: unknown,
  units: readonly UnitState[],
  table: AtwTable,
  problems: SetupProblem[],
): GeneralState[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    problems.push({
      code: 'INVALID_GENERALS',
      rule: '7',
      path: '/generals',
      message: 'generals is a list',
    });
    return [];
  }
  const out: GeneralState[] = [];
  const seen = new Set(units.map((u) => u.id));
  (list as GeneralPlacement[]).forEach((p, i) => {
    const path = `/generals/${i}`;
    const bad = (code: string, member: string, message: string, rule: string) =>
      problems.push({ code, path: `${path}${member}`, message, rule });
    if (p === null || typeof p !== 'object')
      return bad('INVALID_GENERAL', '', 'a general is an object', '7');
    if (typeof p.id !== 'string' || p.id.length === 0 || p.id.length > 64)
      return bad('INVALID_GENERAL', '/id', 'a general has an id (1–64 characters)', '7');
    if (seen.has(p.id)) return bad('DUPLICATE_ID', '/id', `${p.id} is given twice`, '7');
    seen.add(p.id);
    if (typeof p.side !== 'string' || !(SIDES as readonly string[]).includes(p.side))
      return bad('INVALID_SIDE', '/side', `side is one of ${SIDES.join(', ')}`, '7');
    const side = p.side as Side;
    const name = typeof p.name === 'string' ? p.name : p.id;
    let attachedTo: string | null = null;
    let at: { x: number; y: number } | null = null;
    if (p.attachedTo !== undefined && p.attachedTo !== null) {
      const u = units.find((x) => x.id === p.attachedTo && x.side === side);
      if (u === undefined)
        return bad('UNKNOWN_UNIT', '/attachedTo', `no ${side} unit ${String(p.attachedTo)}`, '7.1');
      if (out.some((g) => g.attachedTo === u.id))
        return bad(
          'GENERAL_ALREADY_ATTACHED',
          '/attachedTo',
          `${u.id} already has a general`,
          '7.1',
        );
      attachedTo = u.id;
      at = { x: u.x, y: u.y };
    } else {
      const x = parseTicks(p.position?.x ?? p.x);
      const y = parseTicks(p.position?.y ?? p.y);
      if (!x.ok) return bad(x.error.code, '/x', x.error.message, '7');
      if (!y.ok) return bad(y.error.code, '/y', y.error.message, '7');
      at = { x: x.value, y: y.value };
      const b = table.bbox;
      if (at.x < b.minX || at.x > b.maxX || at.y < b.minY || at.y > b.maxY)
        return bad('OFF_TABLE', '', `${p.id} is not on the table`, '19');
      const f = impassable(table).find(
        (x) => x.area !== null && locateInRing(at!, x.area.outer) !== 'outside',
      );
      if (f !== undefined) return bad('IMPASSABLE', '', `${p.id} stands in ${f.name}`, '7.1');
      const e = units.find((u) => {
        if (u.side === side) return false;
        const n = nearestPoint(unitRing(table, u), at!).distanceSquared;
        return n.num <= 4n * n.den;
      });
      if (e !== undefined)
        return bad('GENERAL_CONTACT', '', `${p.id} stands in contact with ${e.id}`, '7.1');
    }
    out.push({ id: p.id, name, side, x: at.x, y: at.y, attachedTo, moved: false, hits: 0 });
    return undefined;
  });
  return out;
}
