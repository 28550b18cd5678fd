/**
 * 13.4: a screen moves with its parent (its pose in the parent's frame kept), moves on its own
 * only about a parent in square, and joins its parent at once when the parent is in combat or
 * retreats (split from screen.ts).
 */
import { type RuleViolation, violation } from '@pratzen/engine';
import { rotate, withinGap } from '@pratzen/geometry';
import { type Placed, localPoint } from '@pratzen/rulesets/freeform-kit';
import type { AtwEvent, UnitMoved } from '../events';
import { type Pose, poseOf } from '../movement/pose';
import type { AtwState, UnitState } from '../state';
import { unitRing } from '../footprint';
import { RULESET_ID } from '../vocabulary';
import { SCREEN_REACH, joinEvent, joinProblem, screenOf, standProblem } from './screen';

const refuse = (code: string, rule: string, message: string): RuleViolation =>
  violation(RULESET_ID, code, rule, message);

/** 13.4: where a screen at `screen` stands after its parent went from `from` to `to` (its pose in the parent's frame kept). */
export function carriedPose(screen: Placed, from: Placed, to: Placed): Placed {
  const r = rotate(localPoint(screen, from), to.facing);
  const facing = (((screen.facing - from.facing + to.facing) % 3600) + 3600) % 3600;
  return { x: to.x + r.x, y: to.y + r.y, facing };
}

/**
 * 13.4: the screen carried with its parent's move from `parent`'s pose to `final` (its pose in
 * the parent's frame kept), or why it cannot stand there (`SCREEN_BLOCKED`). Null: no screen.
 */
export function carryScreen(
  state: AtwState,
  parent: UnitState,
  final: Pose,
  used: number,
  travelled: number,
): UnitMoved | RuleViolation | null {
  const screen = screenOf(state, parent.id);
  if (screen === undefined) return null;
  const moved: UnitState = { ...screen, ...carriedPose(screen, parent, final) };
  const placed: UnitState = {
    ...parent,
    ...poseOf(final),
  };
  const after = { ...state, units: state.units.map((x) => (x.id === parent.id ? placed : x)) };
  const stand = standProblem(after, moved, [screen.id], '13.4');
  if (stand !== null)
    return refuse(
      'SCREEN_BLOCKED',
      '13.4',
      `${parent.id}'s screen could not go with it: ${stand.message}`,
    );
  if (!withinGap(unitRing(state.table, moved), unitRing(state.table, placed), SCREEN_REACH))
    return refuse('SCREEN_TOO_FAR', '13.4', `${parent.id}'s screen would end more than 2" from it`);
  return {
    type: 'UnitMoved',
    unitId: screen.id,
    x: moved.x,
    y: moved.y,
    facing: moved.facing,
    formation: screen.formation,
    files: screen.files,
    ranks: screen.ranks,
    width: screen.width,
    depth: screen.depth,
    travelled,
    used,
    order: 'steady',
    rule: '13.4',
  };
}

/** 13.4: why a screen may not make a move of its own (only about a parent in square), or null. */
export function screenMoveProblem(state: AtwState, u: UnitState): RuleViolation | null {
  if (u.screenOf === undefined) return null;
  const parent = state.units.find((p) => p.id === u.screenOf);
  return parent !== undefined && parent.formation === 'square'
    ? null
    : refuse('SCREEN_MOVES_WITH_PARENT', '13.4', `${u.id} moves with its parent ${u.screenOf}`);
}

/** 13.4: a screen's own move (about a square) must end within 2" of its parent, or null. */
export function screenEndProblem(state: AtwState, u: UnitState, final: Pose): RuleViolation | null {
  if (u.screenOf === undefined) return null;
  const parent = state.units.find((p) => p.id === u.screenOf);
  if (parent === undefined) return null;
  const ring = unitRing(state.table, { ...u, ...final });
  return withinGap(ring, unitRing(state.table, parent), SCREEN_REACH)
    ? null
    : refuse('SCREEN_TOO_FAR', '13.4', `${u.id} would end more than 2" from its parent`);
}

/** State without `u`'s own screen (a parent's path and attack pass over its screen). */
export const withoutScreenOf = (state: AtwState, u: UnitState): AtwState =>
  state.units.some((x) => x.screenOf === u.id)
    ? { ...state, units: state.units.filter((x) => x.screenOf !== u.id) }
    : state;

/**
 * 13.4: the screens that join at once after `events` (folded by `fold`): a parent in combat,
 * with a retreat ordered or made, or more than 2" from its screen (it retreated); a screen whose
 * parent left the table is removed with it. A parent with no room behind it for its ranks to
 * grow back takes its screen after a later decision (README I-43).
 */
export function joinsAfter(
  before: AtwState,
  events: readonly AtwEvent[],
  fold: (s: AtwState, e: AtwEvent) => AtwState,
): AtwEvent[] {
  if (!before.units.some((u) => u.screenOf !== undefined)) return [];
  const after = events.reduce(fold, before);
  const retreated = new Set(
    events.flatMap((e) =>
      e.type === 'UnitRetreated' || e.type === 'RetreatOrdered' ? [e.unitId] : [],
    ),
  );
  const out: AtwEvent[] = [];
  for (const s of after.units) {
    if (s.screenOf === undefined) continue;
    const parent = after.units.find((p) => p.id === s.screenOf);
    if (parent === undefined) {
      out.push({ type: 'UnitRemoved', unitId: s.id, rule: '13.4' });
      continue;
    }
    const engaged = after.engagements.some(
      (e) => e.attackerId === parent.id || e.defenderId === parent.id,
    );
    const away = !withinGap(unitRing(after.table, s), unitRing(after.table, parent), SCREEN_REACH);
    if (
      !engaged &&
      !away &&
      !retreated.has(parent.id) &&
      !after.retreats.some((r) => r.unitId === parent.id)
    )
      continue;
    const join = joinEvent(parent, s, '13.4', 'may-emerge');
    // no room behind the parent for its ranks: the screen joins after a later decision
    if (joinProblem(after, parent, s, join) === null) out.push(join);
  }
  return out;
}
