/**
 * 16.15 (optional `ballshot-carrythrough`): the line from the firer's front centre to the nearest
 * point of its target, extended 8" (light guns), 12" (medium) or 16" (heavy): every further unit it
 * meets is shot at too (README I-21: with the first target's dice, each with its own modifiers).
 * Rivers, woods, town blocks and fieldworks the extension enters, and 19.1 crestlines it crosses
 * (sight.ts `crestsOf`), stop it there; so does "fire plunging down two or more contours" (README
 * I-57): the extension ends where the ground under it first lies two or more contours below the
 * firer's front centre (at once when the target's nearest point does: a shot plunging onto its
 * target carries nothing). Not played: linear rivers (only river areas stop it). Horse artillery
 * carries as light guns.
 */
import {
  type Point,
  type Rational,
  type Segment,
  compareRational,
  firstEntry,
  nearestPoint,
  pointAlong,
  roundSqrt,
  segment,
  segmentIntervalsInPolygon,
} from '@pratzen/geometry';
import { type Level, levelAt } from '@pratzen/rulesets/freeform-kit';
import fireJson from '../../data/fire.json';
import type { AtwState, UnitState } from '../state';
import { ringOf } from './lines';
import { crestsOf, hillLevels } from './sight';
import type { Band } from './weapons';

const CARRY = fireJson.carrythrough;
/** 16.15: "fire plunging down two or more contours" stops carrythrough. */
const PLUNGE = 2;
const STOPS = new Set(CARRY.stoppedBy);
const INCHES = CARRY.inches as Readonly<Record<string, number>>;

/** 16.15: how far a band's ballshot carries beyond its target (ticks), from the weapon's size. */
export const carryOf = (band: Band): number =>
  (INCHES[band.weapon.replace('ballshot-', '')] ?? 0) * 1000;

export interface Carried {
  readonly unit: UnitState;
  /** Ticks from the firer's front centre to where the line enters it. */
  readonly range: number;
}

/** Where (a fraction of `s`, exact) `s` crosses the segment a → b; parallel lines: undefined. */
function crossingAt(s: Segment, a: Point, b: Point): Rational | undefined {
  const ex = BigInt(s.b.x - s.a.x);
  const ey = BigInt(s.b.y - s.a.y);
  const dx = BigInt(b.x - a.x);
  const dy = BigInt(b.y - a.y);
  const wx = BigInt(a.x - s.a.x);
  const wy = BigInt(a.y - s.a.y);
  let den = ex * dy - ey * dx;
  let t = wx * dy - wy * dx;
  let u = wx * ey - wy * ex;
  if (den === 0n) return undefined;
  if (den < 0n) [den, t, u] = [-den, -t, -u];
  if (t < 0n || t > den || u < 0n || u > den) return undefined;
  return { num: t, den };
}

/**
 * 16.15, I-57: the first parameter of `line` where the ground lies `PLUNGE` or more contours
 * below `firer` (exact: the union of the line's stretches inside hills high enough, walked from
 * its start), or undefined when it never does.
 */
export function plungesAt(
  line: Segment,
  firer: number,
  levels: readonly Level[],
): Rational | undefined {
  if (firer < PLUNGE) return undefined;
  const high = levels
    .filter((h) => h.level > firer - PLUNGE)
    .flatMap((h) => segmentIntervalsInPolygon(line, h.area))
    .sort((a, b) => compareRational(a.from, b.from));
  let reached: Rational = { num: 0n, den: 1n };
  for (const i of high) {
    if (compareRational(i.from, reached) > 0) break;
    if (compareRational(i.to, reached) > 0) reached = i.to;
  }
  // `reached` is where high ground (if any, from the start) ends: the ground beyond it is low
  return compareRational(reached, { num: 1n, den: 1n }) >= 0 ? undefined : reached;
}

/** The units the carried shot meets beyond `target`, nearest first. */
export function carriedInto(
  state: AtwState,
  u: UnitState,
  target: UnitState,
  band: Band,
): Carried[] {
  const p: Point = { x: u.x, y: u.y };
  const q = nearestPoint(ringOf(state, target), p).point;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const length = Number(roundSqrt(BigInt(dx) * BigInt(dx) + BigInt(dy) * BigInt(dy)));
  const carry = carryOf(band);
  if (length === 0 || carry === 0) return [];
  const end = {
    x: q.x + Math.round((dx * carry) / length),
    y: q.y + Math.round((dy * carry) / length),
  };
  const line = segment(q, end);
  // the first stopping feature the extension enters ends it there
  let stop: Rational = { num: 1n, den: 1n };
  for (const f of state.table.features) {
    if (f.area === null || !STOPS.has(f.terrain) || f.id === target.block) continue;
    const at = firstEntry(line, f.area);
    if (at !== undefined && compareRational(at, stop) < 0) stop = at;
  }
  // 19.1: a crestline the extension crosses stops it there
  for (const c of crestsOf(state.table))
    for (const crest of c.lines)
      for (let i = 1; i < crest.length; i += 1) {
        const at = crossingAt(line, crest[i - 1]!, crest[i]!);
        if (at !== undefined && compareRational(at, stop) < 0) stop = at;
      }
  // 16.15 (I-57): where the shot plunges two contours below the firer
  const levels = hillLevels(state);
  const plunge = plungesAt(line, levelAt(p, levels), levels);
  if (plunge !== undefined && compareRational(plunge, stop) < 0) stop = plunge;
  if (stop.num === 0n) return [];
  const stopAt = pointAlong(line, stop);
  const cut = segment(q, stopAt);
  const out: { unit: UnitState; at: Rational }[] = [];
  for (const o of state.units) {
    if (o.id === u.id || o.id === target.id || o.morale === 'shattered') continue;
    if (state.engagements.some((e) => e.attackerId === o.id || e.defenderId === o.id)) continue;
    const stretch = segmentIntervalsInPolygon(cut, { outer: ringOf(state, o) })[0];
    if (stretch !== undefined) out.push({ unit: o, at: stretch.from });
  }
  out.sort((a, b) => compareRational(a.at, b.at));
  return out.map(({ unit, at }) => {
    const hit = pointAlong(cut, at);
    const ex = BigInt(hit.x - p.x);
    const ey = BigInt(hit.y - p.y);
    return { unit, range: Number(roundSqrt(ex * ex + ey * ey)) };
  });
}
