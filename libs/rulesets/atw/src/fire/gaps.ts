/**
 * 16.13 firing through a gap between obstacles: "one die of fire is allowed per 2" of gap; this
 * is total fire, not per unit". README I-53 (ours: the rule does not say what a gap is):
 *
 * - the obstacles are the areas that stop a line of fire (town blocks, woods, features marked
 *   `blocksSight`); a gap is the shortest segment between two of them that do not touch, its
 *   width that segment's length; it allows ⌊width / 2"⌋ dice;
 * - a line of fire passes through the gap when it crosses that segment (exact integer test);
 * - every die a `Shot` rolls through a gap counts against it for the rest of the turn's shoot
 *   phase (`Shot.gaps`, `FireRecord.gapDice`), whichever unit fired; a figure whose line crosses
 *   a gap with no die left may not fire through it (`MAY_NOT_FIRE` 16.13).
 */
import {
  type Point,
  type Rational,
  type Ring,
  TICKS_PER_UNIT,
  compareRational,
  nearestPoint,
  roundSqrt,
  segment,
  segmentsIntersect,
} from '@pratzen/geometry';
import fireJson from '../../data/fire.json';
import type { AtwFeature, AtwState, AtwTable } from '../state';
import { EMPTY_FIRE } from './record';

/** A gap between two obstacles: its id (`a|b`), its shortest segment and the dice it allows. */
export interface Gap {
  readonly id: string;
  readonly from: Point;
  readonly to: Point;
  readonly dice: number;
}

const PER_DIE = fireJson.gap.inchesPerDie * TICKS_PER_UNIT;

/** 16.13, I-53: the areas a line of fire may not cross (lines.ts, sight.ts), i.e. obstacles. */
const isObstacle = (f: AtwFeature): boolean =>
  f.area !== null &&
  (f.terrain === 'town-block' ||
    f.terrain === 'woods-open' ||
    f.terrain === 'woods-dense' ||
    f.properties.blocksSight === true);

/** The shortest segment between two rings that do not meet (a corner of one to the other). */
function shortest(a: Ring, b: Ring): { from: Point; to: Point; d2: Rational } {
  let best: { from: Point; to: Point; d2: Rational } | null = null;
  const take = (from: Point, ring: Ring) => {
    const n = nearestPoint(ring, from);
    if (best === null || compareRational(n.distanceSquared, best.d2) < 0)
      best = { from, to: n.point, d2: n.distanceSquared };
  };
  for (const v of a) take(v, b);
  for (const v of b) take(v, a);
  return best!;
}

const GAPS = new WeakMap<AtwTable, readonly Gap[]>();

/** 16.13, I-53: the table's gaps (read once per table). */
export function gapsOf(table: AtwTable): readonly Gap[] {
  const had = GAPS.get(table);
  if (had !== undefined) return had;
  const obstacles = table.features.filter(isObstacle);
  const out: Gap[] = [];
  for (let i = 0; i < obstacles.length; i += 1)
    for (let j = i + 1; j < obstacles.length; j += 1) {
      const [a, b] = [obstacles[i]!, obstacles[j]!];
      const s = shortest(a.area!.outer, b.area!.outer);
      if (s.d2.num === 0n) continue;
      const width = Number(roundSqrt(s.d2.num, s.d2.den));
      out.push({
        id: `${a.id}|${b.id}`,
        from: s.from,
        to: s.to,
        dice: Math.floor(width / PER_DIE),
      });
    }
  GAPS.set(table, out);
  return out;
}

/** 16.13: the gaps the line p → q passes through. */
export function gapsCrossed(state: AtwState, p: Point, q: Point): Gap[] {
  const gaps = gapsOf(state.table);
  if (gaps.length === 0) return [];
  const line = segment(p, q);
  return gaps.filter((g) => segmentsIntersect(line, segment(g.from, g.to)));
}

/** 16.13: the dice a gap still allows this turn. */
export const gapDiceLeft = (state: AtwState, g: Gap): number =>
  Math.max(0, g.dice - ((state.fire ?? EMPTY_FIRE).gapDice?.[g.id] ?? 0));
