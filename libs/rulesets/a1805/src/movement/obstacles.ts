import { type RuleViolation } from '@pratzen/engine';
import {
  type Ring,
  convexHull,
  convexOverlap,
  normaliseFacing,
  ticksToWire,
  withinGap,
  boxOf,
  disjoint,
  union,
  ringMeetsPolygon,
  within,
} from '@pratzen/geometry';
import { LOCATIONS, TABLE } from '../data/catalogue';

/** Blocks this close or closer are in contact (13.1): two ticks, the rounding of a rotated corner. */
export const CONTACT = 2;
import { ringOfChit } from '../chits/chit-rules';
import type { A1805State, UnitState } from '../state';
import { refuse } from '../violations';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from './pose';
import type { Leg, Programme } from './programme';
import { notClearUnder, pondUnder } from './terrain';

/** A pivot is checked at every 5° of its sweep and at its end (a unit always pivots on its centre, 6.6). */
const PIVOT_SAMPLE = 50;

/** The rings a leg sweeps: the hull of a slide's two footprints, or a pivot's sampled poses. */
export function legSweeps(kind: UnitState['kind'], leg: Leg): Ring[] {
  if (leg.kind === 'slide') {
    if (leg.from.formation !== leg.to.formation)
      return [ringAt(kind, leg.from), ringAt(kind, leg.to)];
    return [convexHull([...ringAt(kind, leg.from), ...ringAt(kind, leg.to)])];
  }
  const rings: Ring[] = [];
  const centre = centreOf(kind, leg.from);
  const sign = leg.angle < 0 ? -1 : 1;
  for (let a = PIVOT_SAMPLE; a < Math.abs(leg.angle); a += PIVOT_SAMPLE) {
    const facing = normaliseFacing(leg.from.facing + sign * a);
    rings.push(ringAt(kind, frontFromCentre(kind, centre, facing, leg.from.formation)));
  }
  rings.push(ringAt(kind, leg.to));
  return rings;
}

/** 7.1, 16.4.2: a chit's marker (either side's) under a ring: a unit neither crosses nor stands on one. */
export function chitUnder(state: A1805State, ring: Ring): string | undefined {
  const box = boxOf(ring);
  return state.fog.chits.find((c) => {
    const marker = ringOfChit(c);
    return !disjoint(box, boxOf(marker)) && convexOverlap(ring, marker);
  })?.id;
}

/** HQs attached to a unit are part of it (7.1) and block nothing on their own. */
const occupiesSpace = (u: UnitState): boolean => u.attachedTo === null;

/**
 * 6.8, 6.9, 6.11: what a unit may pass through on its way — friendly artillery (any unit),
 * enemy artillery and squares (cavalry only: it bypasses them).
 */
function passable(mover: UnitState, other: UnitState): boolean {
  if (other.kind === 'artillery' && other.side === mover.side) return true;
  if (mover.kind === 'cavalry' && other.side !== mover.side) {
    return other.kind === 'artillery' || other.formation === 'square';
  }
  return false;
}

export const onTable = (ring: Ring): boolean => within(ring, TABLE);

/** Bounding boxes within contact distance (the cheap test before the exact gap). */
function near(a: Ring, b: Ring): boolean {
  const p = boxOf(a);
  const q = boxOf(b);
  return !(
    p.maxX + CONTACT < q.minX ||
    q.maxX + CONTACT < p.minX ||
    p.maxY + CONTACT < q.minY ||
    q.maxY + CONTACT < p.minY
  );
}

/**
 * Checks a programme against the table and the other units: 6.9 the path must fit, 7.1 no
 * overlap at the end, 3.1 on the table, ponds, 5.2 squares in clear terrain. Returns the red
 * locations the unit's footprint passed through (17.1.1.6).
 */
export function checkPath(state: A1805State, p: Programme): readonly string[] | RuleViolation {
  const { unit } = p;
  const others = state.units.filter(
    (o) =>
      o.id !== unit.id && occupiesSpace(o) && o.id !== p.attachTo?.id && o.attachedTo !== unit.id,
  );
  const host = unit.attachedTo;
  const blocking = others.filter((o) => o.id !== host && !passable(unit, o));
  const sweeps: Ring[] = [];
  for (const leg of p.legs) {
    const rings = unit.kind === 'hq' ? [ringAt(unit.kind, leg.to)] : legSweeps(unit.kind, leg);
    const legBox = union(rings.map(boxOf));
    const near = blocking.filter((o) => !disjoint(legBox, boxOf(unitRing(o))));
    for (const ring of rings) {
      sweeps.push(ring);
      const pond = pondUnder(ring);
      if (pond !== undefined) {
        return refuse('IMPASSABLE', '6.7', `${unit.id} cannot enter ${pond.name}`, {
          feature: pond.id,
        });
      }
      if (leg.to.formation === 'square') {
        const rough = notClearUnder(ring);
        if (rough !== undefined) {
          return refuse(
            'SQUARE_NOT_CLEAR',
            '5.2',
            `a square moves only in clear terrain (${rough.name})`,
            {
              feature: rough.id,
            },
          );
        }
      }
      if (unit.kind === 'hq') continue; // an HQ rides round what is in its way
      const box = boxOf(ring);
      const hit =
        near.find((o) => {
          const other = unitRing(o);
          return !disjoint(box, boxOf(other)) && convexOverlap(ring, other);
        })?.id ?? chitUnder(state, ring);
      if (hit !== undefined) {
        return refuse('PATH_BLOCKED', '6.9', `${unit.id} cannot pass ${hit}: it does not fit`, {
          blockedBy: hit,
        });
      }
    }
  }
  const final: Pose = p.final;
  const ring = ringAt(unit.kind, final);
  if (!onTable(ring)) {
    return refuse('OFF_TABLE', '3.1', `${unit.id} would leave the table`, {
      position: { x: ticksToWire(final.x), y: ticksToWire(final.y) },
    });
  }
  if (p.attachTo === null) {
    const pond = pondUnder(ring);
    if (pond !== undefined) {
      return refuse('IMPASSABLE', '6.7', `${unit.id} cannot stand in ${pond.name}`, {
        feature: pond.id,
      });
    }
    if (final.formation === 'square') {
      const rough = notClearUnder(ring);
      if (rough !== undefined) {
        return refuse('SQUARE_NOT_CLEAR', '5.2', `no room for a square in ${rough.name}`, {
          feature: rough.id,
        });
      }
    }
    const box = boxOf(ring);
    const hit =
      others.find((o) => {
        const other = unitRing(o);
        return !disjoint(box, boxOf(other)) && convexOverlap(ring, other);
      })?.id ?? (unit.kind === 'hq' ? undefined : chitUnder(state, ring));
    if (hit !== undefined) {
      // 5.4: no room, no square
      const rule = p.formationChanged && final.formation === 'square' ? '5.4' : '7.1';
      return refuse('UNITS_OVERLAP', rule, `${unit.id} would overlap ${hit}`, {
        overlaps: hit,
        position: { x: ticksToWire(final.x), y: ticksToWire(final.y) },
        facing: final.facing / 10,
      });
    }
  }
  // 13.1: a unit moves into contact with an enemy only to attack it (staying in contact is not moving into it)
  if (p.attachTo === null && unit.kind !== 'hq') {
    const touching = state.units.find(
      (o) =>
        o.side !== unit.side &&
        o.attachedTo === null &&
        o.id !== p.closeOn?.id &&
        near(ring, unitRing(o)) &&
        withinGap(ring, unitRing(o), CONTACT) &&
        !withinGap(unitRing(unit), unitRing(o), CONTACT),
    );
    if (touching !== undefined) {
      return refuse(
        'CONTACT_WITHOUT_ATTACK',
        '13.1',
        `${unit.id} would touch ${touching.id} without attacking it`,
        {
          touches: touching.id,
        },
      );
    }
  }
  sweeps.push(ring);
  return locationsMet(sweeps);
}

/** 17.1.1.6: the red locations any of these rings (a block's path) passes through. */
export const locationsMet = (rings: readonly Ring[]): string[] =>
  LOCATIONS.filter((l) => l.area !== null && rings.some((s) => ringMeetsPolygon(s, l.area!))).map(
    (l) => l.id,
  );
