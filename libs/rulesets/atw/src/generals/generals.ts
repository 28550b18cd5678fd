/**
 * Section 7, generals: moving (36", around impassable ground, never into contact with the enemy)
 * and attaching/detaching (7.1), command distance and confusion (7.2), danger to generals (7.3).
 * API: `headOf`, `generalWith`, `inCommand`, `decideMoveGeneral`, `decideDetach`,
 * `confusionEvents` (the new active side's units, at the start of its turn), `dangerEvents` (at
 * the end of each phase, README I-10), `captureEvents` (after a unit's move), `screensFire`
 * (7.3-1, for the fire rules). Distances are exact integers (ticks), no trigonometry.
 */
import type { Decision, Dice, RuleViolation } from '@pratzen/engine';
import {
  type Point,
  type Polygon,
  type Ring,
  footprintRing,
  locateInRing,
  nearestPoint,
  parseTicks,
  segment,
  segmentIntersectsPolygon,
  segmentPassesThrough,
  withinGap,
} from '@pratzen/geometry';
import type { AtwEvent } from '../events';
import { unitRing } from '../footprint';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import { impassable } from '../table';
import { refuse } from '../violations';
import type { Side } from '../vocabulary';
import type { DetachGeneral, MoveGeneral } from './commands';
import { ceilSqrt, gapUp, lengthUp, pathLengthWithin } from './command-path';
import type { GeneralCaptureRolled, GeneralEvent } from './events';
import type { GeneralState } from './types';
import { IRREGULAR_COMMAND_DISTANCE } from '../irregulars';

/** 7.1: a general's move, ticks. */
export const GENERAL_MOVE = 36_000;
/** 7.2: command distance, ticks. */
export const COMMAND_DISTANCE = 12_000;
/** README I-34: attaching, his last point within 1" of the unit's footprint. */
export const ATTACH_REACH = 1_000;
/** 7.3-1: a line of fire passing within 2" of a friendly general's head. */
export const SCREEN_REACH = 2_000;
/** Contact, as for units (14): within 2 ticks. */
const CONTACT = 2;
/** The most points a general's path may hold. */
export const MAX_PATH = 8;

const ok = (events: AtwEvent[]): Decision<AtwEvent> => ({ ok: true, events });
const no = (v: RuleViolation): Decision<AtwEvent> => ({ ok: false, violation: v });

/** His head: his own point when lone, his unit's front centre when attached (4.4, 7.1). */
export function headOf(state: AtwState, g: GeneralState): Point {
  const u = g.attachedTo === null ? undefined : state.units.find((x) => x.id === g.attachedTo);
  return u === undefined ? { x: g.x, y: g.y } : { x: u.x, y: u.y };
}

/** 7.1-2: the general attached to the unit, if any. */
export const generalWith = (state: AtwState, unitId: string): GeneralState | undefined =>
  (state.generals ?? []).find((g) => g.attachedTo === unitId);

const enemiesOf = (state: AtwState, side: Side): readonly UnitState[] =>
  state.units.filter((u) => u.side !== side);

/** 7.2: what a command path may not cross: impassable ground and the side's enemies. */
function commandObstacles(state: AtwState, side: Side): Polygon[] {
  return [
    ...impassable(state.table).flatMap((f) => (f.area === null ? [] : [f.area])),
    ...enemiesOf(state, side).map((e) => ({ outer: unitRing(state.table, e) })),
  ];
}

/** 7.2, 18-3: the command distance to the unit: 12", irregulars 4". */
export const commandDistanceTo = (u: UnitState): number =>
  u.irregular === undefined ? COMMAND_DISTANCE : IRREGULAR_COMMAND_DISTANCE;

/**
 * 7.2 (README I-9): the command-path length from a lone general to the unit's nearest point, or
 * null beyond `limit` (the unit's command distance: 18-3).
 */
export function commandPath(
  state: AtwState,
  g: GeneralState,
  u: UnitState,
  limit: number = commandDistanceTo(u),
): number | null {
  return pathLengthWithin(
    headOf(state, g),
    unitRing(state.table, u),
    commandObstacles(state, g.side),
    limit,
  );
}

/** 7.2: a unit with a general attached, or within 12" (18-3: irregulars 4") by the command path of a lone one. */
export function inCommand(state: AtwState, u: UnitState): boolean {
  const own = (state.generals ?? []).filter((g) => g.side === u.side);
  if (own.some((g) => g.attachedTo === u.id)) return true;
  return own.some((g) => g.attachedTo === null && commandPath(state, g, u) !== null);
}

/** 7.2-2: confused this turn (no voluntary move), or not. */
export const isConfused = (state: AtwState, unitId: string): boolean =>
  (state.confused ?? []).includes(unitId);

/** 7.2-2: the refusal of a voluntary move by a confused unit, or null. */
export const confusionProblem = (state: AtwState, unitId: string): RuleViolation | null =>
  isConfused(state, unitId)
    ? refuse('CONFUSED', '7.2-2', `${unitId} began the turn out of command and is confused`)
    : null;

/**
 * 7.2-2 (README I-9): at the start of a side's turn each of its units out of every general's
 * command distance rolls: 4–6 acts normally, 1–3 confused (no voluntary move this turn). Played
 * only when the set-up placed generals (`commanded`).
 */
export function confusionEvents(state: AtwState, side: Side, dice: Dice): GeneralEvent[] {
  if (!state.commanded) return [];
  const out: GeneralEvent[] = [];
  for (const u of state.units) {
    if (u.side !== side || u.morale === 'shattered' || inCommand(state, u)) continue;
    const roll = dice.roll('7.2 confusion', 6);
    out.push({
      type: 'ConfusionRolled',
      unitId: u.id,
      roll,
      result: roll >= 4 ? 'normal' : 'confused',
      rule: '7.2-2',
    });
  }
  return out;
}

/**
 * 7.3-2 (README I-10): at the end of a phase, each general whose unit took 2 or more damage hits
 * in it rolls once: −1 for each two hits; 0 or less, he is killed.
 */
export function dangerEvents(state: AtwState, dice: Dice): GeneralEvent[] {
  const out: GeneralEvent[] = [];
  for (const g of state.generals ?? []) {
    if (g.attachedTo === null || g.hits < 2) continue;
    const roll = dice.roll('7.3 danger to generals', 6);
    const score = roll - Math.floor(g.hits / 2);
    out.push({
      type: 'GeneralDangerRolled',
      generalId: g.id,
      unitId: g.attachedTo,
      hits: g.hits,
      roll,
      score,
      result: score <= 0 ? 'killed' : 'safe',
      rule: '7.3-2',
    });
  }
  return out;
}

/** Whether a point is clear for a general of `side`: on the table, out of impassable ground and out of contact with the enemy. */
function standsClear(state: AtwState, side: Side, p: Point): boolean {
  const b = state.table.bbox;
  if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) return false;
  if (
    impassable(state.table).some(
      (f) => f.area !== null && locateInRing(p, f.area.outer) === 'inside',
    )
  )
    return false;
  return !enemiesOf(state, side).some((e) => touches(unitRing(state.table, e), p));
}

const touches = (ring: Ring, p: Point): boolean => {
  const n = nearestPoint(ring, p).distanceSquared;
  return n.num <= BigInt(CONTACT * CONTACT) * n.den;
};

/** n / d rounded to the nearest integer, halves away from zero (exact, bigint). */
function rdiv(n: number, d: number): number {
  const N = BigInt(n);
  const D = BigInt(d);
  const q = (2n * (N < 0n ? -N : N) + D) / (2n * D);
  return Number(N < 0n ? -q : q);
}

/**
 * 7.3-3: the nearest clear point out of contact with `ring`: off each edge along its outward
 * normal, 3 ticks then farther (exact integer steps, rounded up), the shortest move kept.
 */
function displaced(state: AtwState, g: GeneralState, ring: Ring, from: Point): Point | null {
  let best: { p: Point; d: number } | null = null;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len2 = ex * ex + ey * ey;
    if (len2 === 0) continue;
    const num = Math.min(Math.max((from.x - a.x) * ex + (from.y - a.y) * ey, 0), len2);
    const foot = { x: a.x + rdiv(num * ex, len2), y: a.y + rdiv(num * ey, len2) };
    const len = ceilSqrt(BigInt(len2));
    for (const sign of [1, -1]) {
      for (const push of [3, 500, 1_000, 2_000, 4_000, 8_000]) {
        const p = {
          x: foot.x + rdiv(sign * ey * push, len),
          y: foot.y + rdiv(-sign * ex * push, len),
        };
        if (locateInRing(p, ring) !== 'outside' || !standsClear(state, g.side, p)) continue;
        const d = lengthUp(from, p);
        if (best === null || d < best.d) best = { p, d };
        break;
      }
    }
  }
  return best?.p ?? null;
}

/**
 * 7.3-3: the enemy unit `mover` ended its move on `ring`: each lone general of the other side it
 * touches rolls: 1 captured; otherwise he moves the minimum distance out of contact (captured
 * too when no clear point is found, ours).
 */
export function captureEvents(
  state: AtwState,
  mover: UnitState,
  ring: Ring,
  dice: Dice,
): GeneralCaptureRolled[] {
  const out: GeneralCaptureRolled[] = [];
  for (const g of state.generals ?? []) {
    if (g.side === mover.side || g.attachedTo !== null) continue;
    const head = { x: g.x, y: g.y };
    if (!touches(ring, head)) continue;
    const roll = dice.roll('7.3 capture', 6);
    const to = roll === 1 ? null : displaced(state, g, ring, head);
    out.push({
      type: 'GeneralCaptureRolled',
      generalId: g.id,
      by: mover.id,
      roll,
      result: to === null ? 'captured' : 'escaped',
      x: to?.x ?? g.x,
      y: to?.y ?? g.y,
      rule: '7.3-3',
    });
  }
  return out;
}

/**
 * 7.3-1: enemy units fire through a lone general, never at him (he is no target); a friendly
 * general is a one-contour obstacle to a line of fire passing within 2" of his head. The generals
 * of `firerSide` (other than any attached to the firer) whose head lies within 2" of the line.
 */
export function screensFire(
  state: AtwState,
  firerSide: Side,
  from: Point,
  to: Point,
  firerId?: string,
): readonly GeneralState[] {
  const line = [from, to];
  return (state.generals ?? []).filter(
    (g) =>
      g.side === firerSide &&
      (firerId === undefined || g.attachedTo !== firerId) &&
      withinGap(line, [headOf(state, g)], SCREEN_REACH),
  );
}

function generalToMove(state: AtwState, id: unknown): GeneralState | RuleViolation {
  const g = (state.generals ?? []).find((x) => x.id === id);
  if (g === undefined) return refuse('UNKNOWN_GENERAL', null, `no general ${String(id)}`);
  if (state.phase !== 'move')
    return refuse('WRONG_PHASE', '7.1', `generals move in the move phase (now ${state.phase})`);
  if (g.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '7.1', `only the active side moves its generals`);
  return g;
}

const isViolation = (x: object): x is RuleViolation => 'code' in x && 'rulesetId' in x;

/** 7.1: a general's move along his path, at most 36", and his attaching. */
export function decideMoveGeneral(state: AtwState, c: MoveGeneral): Decision<AtwEvent> {
  const g = generalToMove(state, c.generalId);
  if (isViolation(g)) return no(g);
  if (g.moved) return no(refuse('ALREADY_MOVED', '7.1', `${g.id} has moved this turn`));
  if (!Array.isArray(c.path) || c.path.length < 1 || c.path.length > MAX_PATH)
    return no(refuse('INVALID_PATH', '7.1', `a path of 1 to ${MAX_PATH} points`));
  const points: Point[] = [];
  for (const [i, p] of c.path.entries()) {
    const x = parseTicks((p as { x?: unknown } | null)?.x);
    const y = parseTicks((p as { y?: unknown } | null)?.y);
    if (!x.ok || !y.ok)
      return no(
        refuse(
          'INVALID_PATH',
          '7.1',
          `path point ${i}: ${(!x.ok ? x : y).ok ? '' : 'x and y in inches, at most 3 decimals'}`,
        ),
      );
    points.push({ x: x.value, y: y.value });
  }
  let at = headOf(state, g);
  let travelled = 0;
  const blocks = impassable(state.table).flatMap((f) => (f.area === null ? [] : [f]));
  const enemies = enemiesOf(state, g.side).map((e) => ({
    id: e.id,
    ring: unitRing(state.table, e),
  }));
  for (const p of points) {
    const s = segment(at, p);
    const e = enemies.find(
      (x) => touches(x.ring, p) || segmentIntersectsPolygon(s, { outer: x.ring }),
    );
    if (e !== undefined)
      return no(
        refuse('GENERAL_CONTACT', '7.1', `a general may not move into contact with ${e.id}`),
      );
    if (!standsClear(state, g.side, p))
      return no(
        refuse(
          'GENERAL_BLOCKED',
          '7.1',
          'a general stays on the table and out of impassable ground',
        ),
      );
    const f = blocks.find((b) => segmentPassesThrough(s, b.area!));
    if (f !== undefined)
      return no(refuse('GENERAL_BLOCKED', '7.1', `a general may not cross ${f.name} (impassable)`));
    travelled += lengthUp(at, p);
    at = p;
  }
  if (travelled > GENERAL_MOVE)
    return no(refuse('TOO_FAR', '7.1', `a general moves at most 36" a turn`, { travelled }));
  let attachedTo: string | null = null;
  if (c.attachTo !== undefined) {
    const u = state.units.find((x) => x.id === c.attachTo);
    if (u === undefined || u.side !== g.side)
      return no(refuse('UNKNOWN_UNIT', '7.1', `no friendly unit ${String(c.attachTo)}`));
    if (gapUp(unitRing(state.table, u), at) > ATTACH_REACH)
      return no(refuse('TOO_FAR', '7.1', `${g.id} must end within 1" of ${u.id} to attach`));
    if (generalWith(state, u.id) !== undefined && generalWith(state, u.id)!.id !== g.id)
      return no(refuse('GENERAL_ALREADY_ATTACHED', '7.1', `${u.id} already has a general`));
    attachedTo = u.id;
  }
  const moved: AtwEvent = {
    type: 'GeneralMoved',
    generalId: g.id,
    x: at.x,
    y: at.y,
    travelled,
    rule: '7.1',
  };
  return ok(
    attachedTo === null
      ? [moved]
      : [moved, { type: 'GeneralAttached', generalId: g.id, unitId: attachedTo, rule: '7.1' }],
  );
}

/** 7.1: detaching in the move phase; he stands at the unit's front centre. */
export function decideDetach(state: AtwState, c: DetachGeneral): Decision<AtwEvent> {
  const g = generalToMove(state, c.generalId);
  if (isViolation(g)) return no(g);
  if (g.attachedTo === null) return no(refuse('NOT_ATTACHED', '7.1', `${g.id} is not attached`));
  const head = headOf(state, g);
  return ok([
    {
      type: 'GeneralDetached',
      generalId: g.id,
      unitId: g.attachedTo,
      x: head.x,
      y: head.y,
      rule: '7.1',
    },
  ]);
}

/** The ring of a unit's final pose after a move (for 7.3-3). */
export const poseRing = (p: {
  x: number;
  y: number;
  facing: number;
  width: number;
  depth: number;
}): Ring =>
  footprintRing({ position: { x: p.x, y: p.y }, facing: p.facing, width: p.width, depth: p.depth });
