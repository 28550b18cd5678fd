/**
 * Section 16, one figure at one target: the band it fires with (16.9, the range lengthened by
 * 19.2–19.4's terrain), its arc (16.11) and its line of fire (16.7-5, 16.8, 19.9), or why it has
 * no shot; `fireOptions` gathers every enemy a unit's figures can reach. `Shoot` (shoot.ts) and
 * the ruler (src/measure) both ask these functions.
 */
import { lengthInsidePolygon, roundSqrt, segment, withinGap } from '@pratzen/geometry';
import type { Point } from '@pratzen/geometry';
import fireJson from '../../data/fire.json';
import type { AtwState, UnitState } from '../state';
import {
  type FiringPoint,
  type Sighting,
  lineOfFire,
  ringOf,
  partnersOf,
  ringInArc,
  sighting,
  withinTicks,
  atLeastTicks,
  beyondTicks,
} from './lines';
import { pointsOf } from './garrison';
import { type Gap, gapDiceLeft, gapsCrossed } from './gaps';
import { type Band, SHELL_FRIEND_CLEARANCE, bandAt, reachOf, weaponsOf } from './weapons';

/** 16.7-4, 16.7-7: whether unit `id` is in a combat. */
export const engaged = (s: AtwState, id: string): boolean =>
  s.engagements.some((e) => e.attackerId === id || e.defenderId === id);

/** One front-rank figure's shot at one target: its band and what its line crosses. */
export interface FigureShot {
  readonly point: FiringPoint;
  readonly band: Band;
  readonly range2: { num: bigint; den: bigint };
  readonly throughSkirmishers: boolean;
  /** 16.13: the gaps between obstacles its line passes through (ids, gaps.ts). */
  readonly gaps: readonly Gap[];
}

/** Why a front-rank figure may not fire at a target (the first reason met). */
export type Miss = { readonly code: string; readonly rule: string; readonly by?: string };

/** 16.9: the band a squared range falls in (the shell band closed at 12"), or null. */
function bandOf(bands: readonly Band[], range2: { num: bigint; den: bigint }): Band | null {
  for (const b of bands) {
    const from =
      b.band === 'shell' ? atLeastTicks(range2, b.min) : b.min === 0 || beyondTicks(range2, b.min);
    if (from && withinTicks(range2, b.max)) return b;
  }
  return null;
}

const PER_INCH = fireJson.rangeMultipliers.perInchInside as Readonly<
  Record<string, Readonly<Record<string, number>>>
>;
/** 19.2–19.4: the multiplier column of a weapon (shell has none). */
const columnOf = (weapon: string): string =>
  weapon.startsWith('canister') ? 'canister' : weapon.startsWith('ballshot') ? 'ballshot' : weapon;

/**
 * 19.2–19.4 (data/fire.json `rangeMultipliers`): each inch of the line of fire inside rough
 * ground (ballshot 6") or woods (open: musket 2", canister 4", ballshot 6"; dense: musket 3",
 * canister 4", ballshot 8") counts as more: the extra ticks a line adds for a band's weapon.
 */
export function extraRange(state: AtwState, p: Point, q: Point, band: Band): number {
  let extra = 0;
  const line = segment(p, q);
  for (const f of state.table.features) {
    const factor = PER_INCH[f.terrain]?.[columnOf(band.weapon)];
    if (factor === undefined || factor <= 1 || f.area === null) continue;
    extra += (factor - 1) * lengthInsidePolygon(line, f.area);
  }
  return extra;
}

/** 16.7-8: a friend of the howitzer within 4" of the target forbids shell. */
const friendNear = (state: AtwState, u: UnitState, t: UnitState): boolean => {
  const ring = ringOf(state, t);
  return state.units.some(
    (o) =>
      o.side === u.side &&
      o.id !== u.id &&
      withinGap(ringOf(state, o), ring, SHELL_FRIEND_CLEARANCE),
  );
};

/**
 * 16.9, 19.2–19.4: the band a figure at `p` fires with (of `bands`) at what it sees (`seen`: the
 * nearest point and the exact squared range), terrain on the line lengthening the range (the
 * band is found again on the total), or null (out of range). `figureShot` and the ruler
 * (src/measure) both ask it.
 */
export function bandSeen(
  state: AtwState,
  bands: readonly Band[],
  p: Point,
  seen: Sighting,
): Band | null {
  const straight = bandOf(bands, seen.range2);
  if (straight === null) return null;
  const extra = extraRange(state, p, seen.nearest, straight);
  return extra === 0
    ? straight
    : bandAt(bands, Number(roundSqrt(seen.range2.num, seen.range2.den)) + extra);
}

/** One front-rank figure at one target: its shot, or why it has none. */
export function figureShot(
  state: AtwState,
  u: UnitState,
  t: UnitState,
  point: FiringPoint,
): FigureShot | Miss {
  const ring = ringOf(state, t);
  const bands = weaponsOf(u);
  if (!ringInArc(point.at, point.facing ?? u.facing, ring, reachOf(u)))
    return { code: 'OUT_OF_ARC', rule: '16.11' };
  const seen = sighting(point.at, ring);
  const band = bandSeen(state, bands, point.at, seen);
  if (band === null) return { code: 'OUT_OF_RANGE', rule: '16.9' };
  if (band.band === 'shell' && friendNear(state, u, t))
    return { code: 'MAY_NOT_FIRE', rule: '16.7-8' };
  const line = lineOfFire(state, u, t, point.at, seen.nearest, band.cls === 'ballshot');
  if (line.kind === 'blocked') return { code: 'MAY_NOT_FIRE', rule: line.rule, by: line.by };
  // 16.13: a gap with no die left this turn lets nothing more through
  const gaps = gapsCrossed(state, point.at, seen.nearest);
  const full = gaps.find((g) => gapDiceLeft(state, g) === 0);
  if (full !== undefined) return { code: 'MAY_NOT_FIRE', rule: '16.13', by: full.id };
  return {
    point,
    band,
    range2: seen.range2,
    throughSkirmishers: line.kind === 'skirmishers',
    gaps,
  };
}

export const isMiss = (x: FigureShot | Miss): x is Miss => 'code' in x;

/** For each enemy `u` could fire at, its front-rank figures' shots (16.7-4: none into a combat). */
export function fireOptions(state: AtwState, u: UnitState): Map<string, FigureShot[]> {
  const out = new Map<string, FigureShot[]>();
  const points = pointsOf(state, u);
  const reach = reachOf(u);
  const own = ringOf(state, u);
  for (const t of state.units) {
    if (t.side === u.side || t.morale === 'shattered' || engaged(state, t.id)) continue;
    if (!withinGap(own, ringOf(state, t), reach)) continue;
    const shots = points.map((p) => figureShot(state, u, t, p)).filter((x) => !isMiss(x));
    if (shots.length > 0) out.set(t.id, shots as FigureShot[]);
  }
  return out;
}

/** The firing figures' numbers (as the command names them) of front-rank shots (16.2). */
export const figuresOf = (u: UnitState, shots: readonly FigureShot[]): string[] =>
  shots
    .flatMap((s) => partnersOf(u, s.point.index))
    .sort((a, b) => a - b)
    .map(String);
