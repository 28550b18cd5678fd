import { skirmishing } from '../skirmish/skirmish';
import { type RuleViolation } from '@pratzen/engine';
import {
  type Ring,
  type Segment,
  arcLength,
  distanceTicks,
  facingVector,
  footprintRing,
  normaliseFacing,
  parseFacing,
  parseTenths,
  parseTicks,
  rotate,
  rotateAbout,
  vectorAdd,
} from '@pratzen/geometry';
import { slideSweep, turnSweeps } from '@pratzen/rulesets/freeform-kit';
import type { MoveStep } from '../commands';
import { RATE, SHALLOW_OBLIQUE, allowanceOf, changeHalves } from '../data/tables';
import { shapeOf } from '../footprint';
import { filesProblem } from '../setup';
import type { AtwTable, UnitState } from '../state';
import { refuse } from '../violations';
import type { Formation } from '../vocabulary';
import { legTicks } from './terrain';

/**
 * A move as a programme of steps run on the front centre (12-a). Each step's ticks are charged
 * at its rate factor (12.5: full ×1, half ×2, quarter ×4) against the allowance of the formation
 * the unit is in when it makes the step (12.1): the budget is one whole move, `MOVE` parts, and
 * a tick at an allowance of A ticks costs MOVE / A parts — exact, since every allowance of the
 * chart is a whole number of inches dividing 240.
 */
export const MOVE = 240_000;

import type { Pose } from './pose';
import { irregularFormationProblem, manoeuvring } from '../irregulars';

export type { Pose };

export interface Plan {
  readonly final: Pose;
  /** The rings swept, step by step (overlap and terrain are checked on them). */
  readonly sweeps: readonly Ring[];
  /** The front centre's straight legs (terrain costs). */
  readonly legs: readonly Segment[];
  /** Parts of a move used (≤ MOVE; ≤ 2 MOVE for a lone change run into debt, 12.10). */
  readonly used: number;
  readonly travelled: number;
  /** 12.7: a grade D unit's formation change disorders it. */
  readonly disorders: boolean;
  /** 12.9: where each formation or facing change began, and the flank a widening keeps. */
  readonly changes: readonly {
    readonly from: Pose;
    readonly anchor: 'centre' | 'left' | 'right';
  }[];
}

const ringOf = (p: Pose): Ring =>
  footprintRing({ position: { x: p.x, y: p.y }, facing: p.facing, width: p.width, depth: p.depth });

/** 12.5, 12.11-1: unsteady (disordered or shaken, 9.1) or grade D. */
export const unsteady = (u: Pick<UnitState, 'grade' | 'disordered' | 'morale'>): boolean =>
  u.grade === 'D' || u.disordered || u.morale === 'shaken';

/** 12.5: sidesteps, backsteps and wide obliques go at half speed, quarter if unsteady. */
export const slowRate = (u: Pick<UnitState, 'grade' | 'disordered' | 'morale'>): number =>
  unsteady(u) ? RATE.quarter : RATE.half;

/** 12.11, 12.11-1: wheels at full speed, half if unsteady. */
export const wheelRate = (u: Pick<UnitState, 'grade' | 'disordered' | 'morale'>): number =>
  unsteady(u) ? RATE.half : RATE.full;

/** Parts of a move that `ticks` cost at an allowance of `allowance` ticks. */
export const partsOf = (ticks: number, allowance: number): number => ticks * (MOVE / allowance);

/**
 * 12.7, 12.14: a formation or facing change in parts of a move: grade A–B half a move, C–D a
 * whole one, doubled if disordered or shaken; artillery limbers or unlimbers in half a move (horse guns a
 * quarter).
 */
export function changeParts(
  u: Pick<UnitState, 'grade' | 'disordered' | 'type' | 'arm' | 'morale'>,
  limbering: boolean,
): number {
  if (limbering) return u.type === 'horse-artillery' ? MOVE / 4 : MOVE / 2;
  const doubled = u.disordered || u.morale === 'shaken';
  return ((changeHalves(u.grade) * MOVE) / 2) * (doubled ? 2 : 1);
}

/**
 * 12.10: a programme of one formation or facing change may cost up to two moves (the debt is
 * paid by standing, movement/debt.ts); any other programme at most one.
 */
export const DEBT_MOVE = 2 * MOVE;

const mayRunIntoDebt = (steps: readonly MoveStep[]): boolean =>
  steps.length === 1 && (steps[0]!.kind === 'formation' || steps[0]!.kind === 'face');

/** 12.2: the formations a unit may take by a move. */
export function formationsFor(u: Pick<UnitState, 'arm' | 'type'>): readonly Formation[] {
  if (u.arm === 'artillery') return ['limbered', 'unlimbered'];
  const light = u.type === 'light-infantry' || u.type === 'light-cavalry';
  return ['column', 'line', 'extended-line', ...(light ? (['skirmish'] as const) : [])];
}

const bad = (message: string, rule: string, index: number): RuleViolation =>
  refuse('INVALID_STEP', rule, `step ${index}: ${message}`, { step: index });

function ticksOf(v: unknown, index: number): number | RuleViolation {
  const r = parseTicks(v);
  if (!r.ok || r.value < 0)
    return bad('a distance of 0 or more inches, at most 3 decimals', '12-a', index);
  return r.value;
}

interface Made {
  readonly pose: Pose;
  readonly sweeps: readonly Ring[];
  readonly leg: Segment | null;
  /** Ticks charged at the step's rate (before terrain for a leg: the leg's own ticks). */
  readonly parts: number;
  readonly disorders?: boolean;
}

/** A straight leg of `d` ticks along `heading` at `rate`, the facing kept. */
function slide(
  table: AtwTable,
  u: UnitState,
  p: Pose,
  heading: number,
  d: number,
  rate: number,
  allowance: number,
): Made {
  const v = facingVector(heading, d);
  const to: Pose = { ...p, x: p.x + v.x, y: p.y + v.y };
  const leg = { a: { x: p.x, y: p.y }, b: { x: to.x, y: to.y } };
  const ticks = legTicks(
    table,
    { arm: u.arm, formation: p.formation },
    leg,
    distanceTicks(leg.a, leg.b),
  );
  return {
    pose: to,
    sweeps: [slideSweep(ringOf(p), ringOf(to))],
    leg,
    parts: partsOf(ticks * rate, allowance),
  };
}

/** One step made from `p`, or why not. */
function makeStep(
  table: AtwTable,
  u: UnitState,
  p: Pose,
  step: MoveStep,
  i: number,
): Made | RuleViolation {
  const allowance = allowanceOf(u.type, p.formation, u.grade) ?? 0;
  if (allowance <= 0) return refuse('CANNOT_MOVE', '12.1', `${u.id} has no move in ${p.formation}`);
  // 13.1: skirmishers move freely: no cost to turn, sidestep, backstep or oblique
  const free = skirmishing(p);
  const slow = free ? RATE.full : slowRate(u);
  switch (step.kind) {
    case 'forward': {
      const d = ticksOf(step.distance, i);
      return typeof d === 'number' ? slide(table, u, p, p.facing, d, RATE.full, allowance) : d;
    }
    case 'oblique': {
      const d = ticksOf(step.distance, i);
      if (typeof d !== 'number') return d;
      const a = parseTenths(step.angle);
      if (!a.ok || Math.abs(a.value) > 900)
        return bad('an oblique of at most 90° either way', '12.5', i);
      const rate = Math.abs(a.value) <= SHALLOW_OBLIQUE ? RATE.full : slow;
      return slide(table, u, p, normaliseFacing(p.facing + a.value), d, rate, allowance);
    }
    case 'sidestep': {
      const d = ticksOf(step.distance, i);
      if (typeof d !== 'number') return d;
      if (step.direction !== 'left' && step.direction !== 'right')
        return bad('left or right', '12.5', i);
      const heading = normaliseFacing(p.facing + (step.direction === 'right' ? 900 : -900));
      return slide(table, u, p, heading, d, slow, allowance);
    }
    case 'backstep': {
      const d = ticksOf(step.distance, i);
      return typeof d === 'number'
        ? slide(table, u, p, normaliseFacing(p.facing + 1800), d, slow, allowance)
        : d;
    }
    case 'wheel': {
      const a = parseTenths(step.angle);
      if (!a.ok || a.value < 0 || a.value > 1800) return bad('a wheel of 0° to 180°', '12.11', i);
      if (step.corner !== 'left' && step.corner !== 'right')
        return bad('about the left or right front corner', '12.11', i);
      // the left corner stays: the right flank swings forward, the unit turns left (anticlockwise)
      const sign = step.corner === 'left' ? -1 : 1;
      const pivot = vectorAdd(
        { x: p.x, y: p.y },
        rotate({ x: (sign * p.width) / 2, y: 0 }, p.facing),
      );
      const at = (t: number): Pose => {
        const c = rotateAbout({ x: p.x, y: p.y }, pivot, t);
        return { ...p, x: c.x, y: c.y, facing: normaliseFacing(p.facing + t) };
      };
      const turn = sign * a.value;
      return {
        pose: at(turn),
        sweeps: turnSweeps((t) => ringOf(at(t)), turn),
        leg: null,
        parts: partsOf(arcLength(p.width, a.value) * (free ? RATE.full : wheelRate(u)), allowance),
      };
    }
    case 'face': {
      const f = parseFacing(step.facing);
      if (!f.ok) return bad('a facing in degrees, at most 1 decimal', '12.6', i);
      const turn = ((f.value - p.facing + 5400) % 3600) - 1800;
      const at = (t: number): Pose => ({ ...p, facing: normaliseFacing(p.facing + t) });
      return {
        pose: at(turn),
        sweeps: turn === 0 ? [] : turnSweeps((t) => ringOf(at(t)), turn),
        leg: null,
        parts: turn === 0 || free ? 0 : changeParts(u, false),
      };
    }
    case 'formation':
      return reform(u, p, step, i);
    default:
      return bad('an unknown step', '12-a', i);
  }
}

/** 12.6, 12.8, 12.14: a formation change about the front centre (or a front corner when widening). */
function reform(
  u: UnitState,
  p: Pose,
  step: Extract<MoveStep, { kind: 'formation' }>,
  i: number,
): Made | RuleViolation {
  if (!formationsFor(u).includes(step.formation)) {
    return refuse(
      'FORMATION_NOT_ALLOWED',
      '12.2',
      `${u.id} (${u.type}) may not form ${String(step.formation)} by a move`,
      { step: i },
    );
  }
  // 18: irregular skirmishers never form close order, massed irregulars never skirmish
  const order =
    u.irregular === undefined ? null : irregularFormationProblem(u.irregular, step.formation);
  if (order !== null) return refuse('IRREGULAR_ORDER', '18', `step ${i}: ${order}`, { step: i });
  const files = u.arm === 'artillery' ? u.figures : (step.files ?? p.files);
  const why = filesProblem(u.arm, step.formation, files, u.figures);
  if (why !== null) return refuse('FORMATION_WIDTH', '12.2', `step ${i}: ${why}`, { step: i });
  const facing =
    step.facing === undefined ? { ok: true as const, value: p.facing } : parseFacing(step.facing);
  if (!facing.ok) return bad('a facing in degrees, at most 1 decimal', '12.6', i);
  const shape = shapeOf(u, step.formation, files);
  const anchor = step.anchor ?? 'centre';
  if (anchor !== 'centre' && anchor !== 'left' && anchor !== 'right')
    return bad('anchor is centre, left or right', '12.8', i);
  if (anchor !== 'centre' && shape.width <= p.width) {
    return refuse(
      'NARROW_ON_CENTRE',
      '12.8',
      `step ${i}: a unit narrows inwards on its front centre`,
      { step: i },
    );
  }
  // 12.8: widening from a flank keeps that front corner where it is
  const shift =
    anchor === 'centre' ? 0 : ((shape.width - p.width) / 2) * (anchor === 'left' ? 1 : -1);
  const c = vectorAdd({ x: p.x, y: p.y }, rotate({ x: shift, y: 0 }, p.facing));
  const to: Pose = { ...c, facing: facing.value, formation: step.formation, ...shape };
  const limbering = u.arm === 'artillery';
  const same = to.formation === p.formation && to.files === p.files && to.facing === p.facing;
  return {
    pose: to,
    sweeps: [ringOf(to)],
    leg: null,
    parts: same ? 0 : changeParts(u, limbering),
    disorders: !same && !limbering && u.grade === 'D',
  };
}

/** The programme's steps made one after another, or the first refusal. */
export function runProgramme(
  table: AtwTable,
  u: UnitState,
  steps: readonly MoveStep[],
): Plan | RuleViolation {
  let pose: Pose = {
    x: u.x,
    y: u.y,
    facing: u.facing,
    formation: u.formation,
    files: u.files,
    ranks: u.ranks,
    width: u.width,
    depth: u.depth,
  };
  const sweeps: Ring[] = [];
  const legs: Segment[] = [];
  let used = 0;
  let travelled = 0;
  let disorders = false;
  const changes: { from: Pose; anchor: 'centre' | 'left' | 'right' }[] = [];
  for (const [i, step] of steps.entries()) {
    if (step.kind === 'formation' || step.kind === 'face')
      changes.push({
        from: pose,
        anchor:
          step.kind === 'formation' && (step.anchor === 'left' || step.anchor === 'right')
            ? step.anchor
            : 'centre',
      });
    // 18-2: irregulars manoeuvre as grade D
    const made = makeStep(table, manoeuvring(u), pose, step, i);
    if ('kind' in made) return made;
    pose = made.pose;
    sweeps.push(...made.sweeps);
    if (made.leg !== null) {
      legs.push(made.leg);
      travelled += distanceTicks(made.leg.a, made.leg.b);
    }
    used += made.parts;
    disorders ||= made.disorders === true;
  }
  if (used > (mayRunIntoDebt(steps) ? DEBT_MOVE : MOVE)) {
    const change = steps.some((x) => x.kind === 'formation' || x.kind === 'face');
    return refuse(
      'TOO_FAR',
      '12.1',
      `${u.id}'s programme costs more than its move (terrain and rates included)${change ? '; a change costing two moves must be the whole move (12.10)' : ''}`,
      { used: used / MOVE },
    );
  }
  return { final: pose, sweeps, legs, used, travelled, disorders, changes };
}
