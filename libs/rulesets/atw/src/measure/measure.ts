/**
 * The ruler (freeform.md "Measuring", issue #29): `GET /v1/games/{id}/measure?from=&to=` for
 * atw, in the rulebook's units (inches, degrees), by the very functions section 16 fires with,
 * so the ruler and the `Shoot` command never disagree:
 *
 * - per front-rank figure (gun model) of `from` (16.2, `pointsOf`; a garrison's block-side points, 19.7): whether `to` is in its
 *   arc (16.11, I-3: `ringInArc`, 22.5° either side of the facing), its range to the nearest
 *   point of `to` (I-3: `sighting`), the band of each weapon it carries (16.9: `weaponsOf`, the
 *   range lengthened by terrain on the line, 19.2–19.4: `bandSeen`), its line of fire with what
 *   blocks it and the rule (16.7-5, 16.8, 7.3-1, 19.9; 19.1 crestlines and 19.3–19.4 woods,
 *   fire/sight.ts: `lineOfFire`; beyond 19.9's 60" a line is not clear, with no blocker), and — `to` a unit — the
 *   rules' own verdict on that figure firing at it (`figureShot`: null, or the code and case a
 *   `Shoot` naming the figure would be refused with);
 * - for the unit: `distance` (the nearest figure's range: fire's measure, as `Shot.range`),
 *   `gap` (footprint to footprint), `inArc` (any figure) and `inArcFigures`, `ranges` (every
 *   `"<weapon> <band>"` some figure has), `lineOfSight` (clear when some figure's line is not
 *   blocked, else the nearest figure's blocker and `sightRule`), `mayFire` (whether `from` may
 *   fire now at all: 16-a, 16.7, `mayFire`) and `firing` (the figures a `Shoot` at `to` may name,
 *   16.2's partners included, `fireOptions` → `figuresOf`) and `visible` (19.9 between the units,
 *   fire/visible.ts `sees`).
 *
 * `to` is a unit id or, when no unit the viewer sees has that id, a table point `x,y` in inches
 * (then no verdict: a point is no target). Only what the viewer's view holds is measured: `from`
 * and `to` must be units of `view(state, viewer)` (atw hides nothing yet, so every unit is).
 */
import type {
  MeasureQuery,
  Measurement,
  RuleViolation,
  SightBlocker,
  Viewer,
} from '@pratzen/engine';
import {
  type Point,
  type Ring,
  inArc,
  nearestPoint,
  parseTicks,
  ringGap,
  roundSqrt,
  ticksToWire,
} from '@pratzen/geometry';
import {
  type FiringPoint,
  type LineOfFire,
  type Sighting,
  lineOfFire,
  partnersOf,
  ringInArc,
  ringOf,
  sighting,
} from '../fire/lines';
import { bandSeen, duelProblem, figureShot, mayFire, targetProblem } from '../fire/shoot';
import { pointsOf } from '../fire/garrison';
import { SIGHT_REACH, withinSight } from '../fire/sight';
import { sees } from '../fire/visible';
import { type Band, HALF_ARC, reachOf, weaponsOf } from '../fire/weapons';
import type { AtwState, UnitState } from '../state';
import { view } from '../view';
import { refuse } from '../violations';

/** A line of fire on the wire: clear, through enemy skirmishers (16.8), or blocked with its rule. */
export interface WireLine {
  readonly clear: boolean;
  readonly through?: readonly string[];
  readonly blockedBy?: SightBlocker;
  readonly rule?: string;
}

/** One front-rank figure's reading. */
export interface FigureReading {
  /** 16.2: the front-rank figure (gun model), 1-based from the left. */
  readonly figure: number;
  /** 16.2: the figures a `Shoot` names for it (with its second-rank partner). */
  readonly fireWith: readonly string[];
  /** Its front centre, inches. */
  readonly position: { readonly x: number; readonly y: number };
  readonly inArc: boolean;
  /** Inches to the nearest point of `to` (I-3). */
  readonly range: number;
  /** 16.9: each weapon's band at this range (19.2–19.4 terrain counted), nearest first. */
  readonly bands: readonly {
    readonly weapon: string;
    readonly band: string;
    readonly hitOn: number;
  }[];
  readonly lineOfFire: WireLine;
  /** `to` a unit: null when this figure may fire at it (16.7-5/8, 16.9, 16.11), else why not. */
  readonly refusal?: { readonly code: string; readonly rule: string; readonly by?: string } | null;
}

/** `x,y`: two JSON numbers (inches, at most three decimals), read exactly by `parseTicks`. */
const POINT = /^([^,]{1,40}),([^,]{1,40})$/;

/** `x,y` in inches on the table, as ticks; null if `text` is no such point. */
function pointOf(state: AtwState, text: string): Point | RuleViolation | null {
  const m = POINT.exec(text);
  if (m === null) return null;
  const x = parseTicks(m[1]);
  const y = parseTicks(m[2]);
  if (!x.ok || !y.ok) return null;
  const b = state.table.bbox;
  if (x.value < b.minX || x.value > b.maxX || y.value < b.minY || y.value > b.maxY)
    return refuse('OFF_TABLE', '19', `the point ${text} is not on the table`);
  return { x: x.value, y: y.value };
}

function blockerOf(state: AtwState, id: string): SightBlocker {
  const f = state.table.features.find((x) => x.id === id);
  if (f !== undefined) return { kind: 'feature', id, terrain: f.terrain, name: f.name };
  if (state.generals.some((g) => g.id === id)) return { kind: 'general', id };
  return { kind: 'unit', id };
}

function wireLine(state: AtwState, line: LineOfFire): WireLine {
  if (line.kind === 'clear') return { clear: true };
  if (line.kind === 'skirmishers') return { clear: true, through: line.ids };
  return { clear: false, blockedBy: blockerOf(state, line.by), rule: line.rule };
}

/** What `to` is: a unit and its footprint, or a point of the table. */
type Target =
  | { readonly kind: 'unit'; readonly unit: UnitState; readonly ring: Ring }
  | { readonly kind: 'point'; readonly at: Point };

/** 16.9: a weapon's bands (of the type's list, in order), one list per weapon. */
function byWeapon(bands: readonly Band[]): Band[][] {
  const out = new Map<string, Band[]>();
  for (const b of bands) out.set(b.weapon, [...(out.get(b.weapon) ?? []), b]);
  return [...out.values()];
}

function readFigure(
  state: AtwState,
  u: UnitState,
  target: Target,
  point: FiringPoint,
): FigureReading & { readonly range2: Sighting['range2'] } {
  const bands = weaponsOf(u);
  const reach = bands.length > 0 ? reachOf(u) : SIGHT_REACH; // 19.9: how far a unit without a weapon is asked about its arc
  const arc =
    target.kind === 'unit'
      ? ringInArc(point.at, point.facing ?? u.facing, target.ring, reach)
      : inArc(point.at, point.facing ?? u.facing, HALF_ARC, target.at);
  const seen =
    target.kind === 'unit' ? sighting(point.at, target.ring) : pointSeen(point.at, target.at);
  // the band the rules fire with (figureShot's), its class deciding overhead ballshot (16.12)
  const band = bandSeen(state, bands, point.at, seen);
  // each weapon's band; the rules' band among them even when terrain carried the range past the
  // weapon it began in (canister lengthened into ballshot's reach, 19.3)
  const perWeapon = byWeapon(bands)
    .map((w) => bandSeen(state, w, point.at, seen) ?? (w.includes(band!) ? band : null))
    .filter((b): b is Band => b !== null);
  const other = target.kind === 'unit' ? target.unit : u;
  const line = lineOfFire(state, u, other, point.at, seen.nearest, band?.cls === 'ballshot');
  // 19.9: beyond 60" nothing is seen (no blocker: the distance alone)
  const wire: WireLine = withinSight(seen.range2)
    ? wireLine(state, line)
    : { clear: false, rule: '19.9' };
  let refusal: FigureReading['refusal'];
  if (target.kind === 'unit') {
    // a Shoot naming this figure alone at `to`, in decideShoot's order: the target (16, 16.7-4),
    // the figure (figureShot: 16.11, 16.9, 16.7-8, 16.7-5, 16.8, 7.3-1, 19.9), the duel (16.16)
    const shot = figureShot(state, u, target.unit, point);
    const no =
      targetProblem(state, u, target.unit) ??
      ('code' in shot ? shot : duelProblem(state, u, target.unit.id));
    refusal =
      no === null
        ? null
        : {
            code: no.code,
            rule: no.rule ?? '16',
            ...('by' in no && typeof no.by === 'string' ? { by: no.by } : {}),
          };
  }
  return {
    figure: point.index,
    fireWith: partnersOf(u, point.index).map(String),
    position: { x: ticksToWire(point.at.x), y: ticksToWire(point.at.y) },
    inArc: arc,
    range: ticksToWire(Number(roundSqrt(seen.range2.num, seen.range2.den))),
    bands: perWeapon.map((b) => ({ weapon: b.weapon, band: b.band, hitOn: b.hitOn })),
    lineOfFire: wire,
    ...(refusal === undefined ? {} : { refusal }),
    range2: seen.range2,
  };
}

/** A point seen from `p`: itself, at its exact squared distance. */
function pointSeen(p: Point, q: Point): Sighting {
  const n = nearestPoint([q], p);
  return { nearest: n.point, range2: n.distanceSquared };
}

/** Footprint to footprint, or footprint to point (0 inside), rounded to the tick. */
function gapTo(state: AtwState, u: UnitState, target: Target): number {
  if (target.kind === 'unit') return ringGap(ringOf(state, u), target.ring);
  const d = nearestPoint(ringOf(state, u), target.at).distanceSquared;
  return Number(roundSqrt(d.num, d.den));
}

/** The atw ruler (see the file's head), or UNKNOWN_UNIT / OFF_TABLE. */
export function measure(
  state: AtwState,
  viewer: Viewer,
  query: MeasureQuery,
): Measurement | RuleViolation {
  const seen = new Set(view(state, viewer).units.map((u) => u.id));
  const visible = (id: string) => (seen.has(id) ? state.units.find((u) => u.id === id) : undefined);
  const u = visible(query.from);
  if (u === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${query.from} on the table`);
  const t = visible(query.to);
  let target: Target;
  if (t !== undefined) target = { kind: 'unit', unit: t, ring: ringOf(state, t) };
  else {
    const at = pointOf(state, query.to);
    if (at === null)
      return refuse('UNKNOWN_UNIT', null, `no unit ${query.to} on the table (nor a point x,y)`);
    if ('code' in at) return at;
    target = { kind: 'point', at };
  }
  const points = pointsOf(state, u);
  const front = points.length > 0 ? points : [{ index: 1, at: { x: u.x, y: u.y } }];
  const figures = front.map((p) => readFigure(state, u, target, p));
  const nearest = figures.reduce((a, b) =>
    b.range2.num * a.range2.den < a.range2.num * b.range2.den ? b : a,
  );
  const open = figures.find((f) => f.lineOfFire.clear);
  // every band some figure has, in the weapon table's order (16.9: nearest first)
  const had = new Set(figures.flatMap((f) => f.bands.map((b) => `${b.weapon} ${b.band}`)));
  const ranges = weaponsOf(u)
    .map((b) => `${b.weapon} ${b.band}`)
    .filter((name) => had.has(name));
  const may = mayFire(state, u);
  // 16.2: the figures a Shoot names for the front-rank figures that may fire
  const firing = figures
    .filter((f) => f.refusal === null)
    .flatMap((f) => f.fireWith)
    .sort((a, b) => Number(a) - Number(b));
  return {
    from: u.id,
    to: query.to,
    distance: nearest.range,
    gap: ticksToWire(gapTo(state, u, target)),
    unit: 'inch',
    lineOfSight:
      open !== undefined
        ? { clear: true }
        : {
            clear: false,
            ...(nearest.lineOfFire.blockedBy === undefined
              ? {}
              : { blockedBy: nearest.lineOfFire.blockedBy }),
          },
    ...(open !== undefined ? {} : { sightRule: nearest.lineOfFire.rule! }),
    inArc: figures.some((f) => f.inArc),
    inArcFigures: figures.filter((f) => f.inArc).map((f) => f.figure),
    ranges,
    ...(target.kind === 'unit'
      ? {
          mayFire: may === null ? null : { code: may.code, rule: may.rule },
          firing,
          // 19.9: whether `from` sees `to` (a contour up it sees over units it may not fire through)
          visible: sees(state, u, target.unit),
        }
      : {}),
    figures: figures.map(({ range2: _, ...f }) => f),
  };
}
