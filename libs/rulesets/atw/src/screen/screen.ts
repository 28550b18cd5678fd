/**
 * 13.4 skirmish screens and 13.4.1 screen against screen. A screen is part of its parent unit
 * set out in front of it in skirmish order; Pratzen keeps it as a unit of its own (`screenOf`
 * names the parent; the parent's `screenOut` counts the figures out, so its 25 % and 50 % tests
 * still count them, 6, 9.2.2). Exact integers: poses rotated by the geometry library's table,
 * gaps compared squared (`withinGap`).
 *
 * - `DetachScreen` (13.4): light infantry (⅔), light cavalry and line infantry paid
 *   screen-capable (⅓) in close order send out up to that share of their figures, straight ahead,
 *   the screen's rear edge 0–2" in front of the parent's front; the parent loses its rear ranks
 *   first (8-3's order). No movement cost: before or after the parent's move.
 * - `JoinScreen` (13.4): the figures rejoin; the parent's files before detaching come back and
 *   its ranks grow behind its front.
 * - The screen moves with its parent (13.4 "at the rate of its parent"): the parent's move
 *   carries it rigidly (its pose in the parent's frame kept; a `UnitMoved` of rule 13.4); it moves
 *   on its own only about a parent in square, at skirmish rate, ending within 2" of it.
 * - Joining at once (13.4): after any decision that leaves the parent in combat or retreating
 *   (a retreat ordered or made), the screen joins it (`ScreenJoined`); a screen whose parent
 *   left the table goes with it (`UnitRemoved` 13.4).
 * - 13.4.1: a screen that loses a combat fought only against enemy skirmishers rejoins its
 *   parent for good (`spent`; no rout hits, not shaken, no retreat); a winning screen refills
 *   its losses from its parent (up to its share).
 */
import { type RuleViolation, violation } from '@pratzen/engine';
import {
  boxOf,
  convexOverlap,
  disjoint,
  facingVector,
  parseTicks,
  within,
} from '@pratzen/geometry';
import { shapeOf } from '../footprint';
import { freshMorale, filesAfter } from '../damage/hits';
import type { AtwEvent } from '../events';
import { blockedBy } from '../movement/terrain';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import { unitRing } from '../footprint';
import { filesProblem } from '../setup';
import { RULESET_ID } from '../vocabulary';
import type { DetachScreen, JoinScreen } from './commands';
import type { ScreenDetached, ScreenJoined } from './events';

/** 13.4: a screen stays within 2" of its parent (ticks). */
export const SCREEN_REACH = 2_000;

const refuse = (code: string, rule: string, message: string): RuleViolation =>
  violation(RULESET_ID, code, rule, message);

/** The screen a unit has out, if any. */
export const screenOf = (state: AtwState, parentId: string): UnitState | undefined =>
  state.units.find((u) => u.screenOf === parentId);

/** The screen's id: the parent's with `/screen`. */
export const screenIdOf = (parentId: string): string => `${parentId}/screen`;

/** 13.4: the most figures `u` may send out (0: it may not screen). */
export function screenShare(u: UnitState): number {
  const light = u.type === 'light-infantry';
  const may =
    light || u.type === 'light-cavalry' || (u.type === 'line-infantry' && u.screenCapable === true);
  if (!may) return 0;
  return Math.floor(((light ? 2 : 1) * u.figures) / 3);
}

const CLOSE_ORDER = new Set(['column', 'line', 'extended-line', 'square']);

/** Why `u` may not send out a screen now (13.4), or null. */
export function detachProblem(state: AtwState, u: UnitState): RuleViolation | null {
  if (state.phase !== 'move')
    return refuse('WRONG_PHASE', '10', `screens go out in the move phase (now ${state.phase})`);
  if (u.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '10', `only the active side sends out screens`);
  if (u.screenOf !== undefined) return refuse('MAY_NOT_SCREEN', '13.4', `${u.id} is a screen`);
  if (screenShare(u) < 1)
    return refuse(
      'MAY_NOT_SCREEN',
      '13.4',
      `${u.id} may not screen: light infantry, light cavalry, or line infantry paid screen-capable (20)`,
    );
  if (!CLOSE_ORDER.has(u.formation))
    return refuse(
      'MAY_NOT_SCREEN',
      '13.4',
      `a screen goes out from close order (${u.id} is in ${u.formation})`,
    );
  if (u.screenSpent === true)
    return refuse(
      'SCREEN_SPENT',
      '13.4.1',
      `${u.id}'s screen lost to a screen and may not emerge again`,
    );
  if (screenOf(state, u.id) !== undefined)
    return refuse('SCREEN_OUT', '13.4', `${u.id} has a screen out`);
  if (state.engagements.some((e) => e.attackerId === u.id || e.defenderId === u.id))
    return refuse('ENGAGED', '14-5', `${u.id} is in contact with the enemy`);
  if (state.units.some((o) => o.id === screenIdOf(u.id)))
    return refuse('MAY_NOT_SCREEN', '13.4', `a unit ${screenIdOf(u.id)} exists already`);
  return null;
}

/** The other units' rings, without `skip` (ids). */
function othersOf(state: AtwState, skip: readonly string[]) {
  return state.units
    .filter((o) => !skip.includes(o.id))
    .map((o) => {
      const ring = unitRing(state.table, o);
      return { id: o.id, ring, box: boxOf(ring) };
    });
}

/** Why a unit standing as `u` may not stand there (off the table, impassable, on a unit), or null. */
export function standProblem(state: AtwState, u: UnitState, skip: readonly string[], rule: string) {
  const ring = unitRing(state.table, u);
  if (!within(ring, state.table.bbox))
    return refuse('OFF_TABLE', '19', `${u.id} would stand off the table`);
  const f = blockedBy(state.table, u, ring);
  if (f !== undefined)
    return refuse('IMPASSABLE', f.rule, `${u.id} may not stand in ${f.feature.name}`);
  const box = boxOf(ring);
  const met = othersOf(state, skip).find(
    (o) => !disjoint(box, o.box) && convexOverlap(ring, o.ring),
  );
  return met === undefined
    ? null
    : refuse('SCREEN_NO_ROOM', rule, `${u.id} would stand on ${met.id}`);
}

/** The screen unit of `figures` figures of `parent`, its rear edge `gap` ticks ahead of the parent's front. */
export function screenUnit(parent: UnitState, figures: number, gap: number): UnitState {
  const shape = shapeOf({ ...parent, figures }, 'skirmish', figures);
  const ahead = facingVector(parent.facing, gap + shape.depth);
  const { screenOut, screenFiles, screenSpent, screenCapable, ...body } = parent;
  void [screenOut, screenFiles, screenSpent, screenCapable];
  return {
    ...body,
    ...freshMorale(figures),
    id: screenIdOf(parent.id),
    name: `${parent.name} (screen)`,
    figures,
    gunners: 0,
    formation: 'skirmish',
    ...shape,
    x: parent.x + ahead.x,
    y: parent.y + ahead.y,
    block: null,
    disordered: false,
    morale: parent.morale,
    haltedSince: parent.haltedSince,
    shakenAtStart: parent.shakenAtStart,
    rallyTested: parent.rallyTested,
    screenOf: parent.id,
  };
}

/** 13.4: `DetachScreen` decided: the `ScreenDetached` event or why not. */
export function decideDetachScreen(state: AtwState, c: DetachScreen): AtwEvent[] | RuleViolation {
  const u = state.units.find((x) => x.id === c.unitId);
  if (u === undefined) return refuse('UNKNOWN_UNIT', '13.4', `no unit ${String(c.unitId)}`);
  const problem = detachProblem(state, u);
  if (problem !== null) return problem;
  const share = screenShare(u);
  if (!Number.isInteger(c.figures) || c.figures < 1 || c.figures > share)
    return refuse(
      'SCREEN_TOO_LARGE',
      '13.4',
      `${u.id} may send out 1 to ${share} figures (${u.type === 'light-infantry' ? '⅔' : '⅓'} of ${u.figures})`,
    );
  const gap = parseTicks(c.gap);
  if (!gap.ok || gap.value < 0 || gap.value > SCREEN_REACH)
    return refuse(
      'INVALID_GAP',
      '13.4',
      'gap: 0 to 2 inches (at most 3 decimals) in front of the parent',
    );
  const screen = screenUnit(u, c.figures, gap.value);
  // the parent too: at a gap of 0 the table's rounded rotation must still leave them touching
  const stand = standProblem(state, screen, [], '13.4');
  if (stand !== null) return stand;
  const left = u.figures - c.figures;
  const parent = shapeOf({ ...u, figures: left }, u.formation, filesAfter(u, left));
  const event: ScreenDetached = {
    type: 'ScreenDetached',
    parentId: u.id,
    screenId: screen.id,
    figures: c.figures,
    x: screen.x,
    y: screen.y,
    facing: screen.facing,
    files: screen.files,
    ranks: screen.ranks,
    width: screen.width,
    depth: screen.depth,
    parentFigures: left,
    parentFiles: parent.files,
    parentRanks: parent.ranks,
    parentWidth: parent.width,
    parentDepth: parent.depth,
    rule: '13.4',
  };
  return [event];
}

/** The parent's footprint with its screen back (its files before detaching, if its formation allows). */
function joinedShape(parent: UnitState, figures: number) {
  const before = parent.screenFiles;
  const files =
    before !== undefined &&
    before > parent.files &&
    parent.formation !== 'square' &&
    filesProblem(parent.arm, parent.formation, before, figures) === null
      ? before
      : parent.files;
  return shapeOf({ ...parent, figures }, parent.formation, files);
}

/** The `ScreenJoined` of `screen` into `parent` (13.4; 13.4.1 `spent`). */
export function joinEvent(
  parent: UnitState,
  screen: UnitState,
  rule: string,
  spent: 'spent' | 'may-emerge',
): ScreenJoined {
  const figures = parent.figures + screen.figures;
  const shape = joinedShape(parent, figures);
  return {
    type: 'ScreenJoined',
    parentId: parent.id,
    screenId: screen.id,
    parentFigures: figures,
    parentFiles: shape.files,
    parentRanks: shape.ranks,
    parentWidth: shape.width,
    parentDepth: shape.depth,
    spent,
    rule,
  };
}

/** Why `screen` cannot join `parent` now (no room for the parent's ranks to grow back), or null. */
export function joinProblem(
  state: AtwState,
  parent: UnitState,
  screen: UnitState,
  event: ScreenJoined,
): RuleViolation | null {
  const grown: UnitState = {
    ...parent,
    figures: event.parentFigures,
    files: event.parentFiles,
    ranks: event.parentRanks,
    width: event.parentWidth,
    depth: event.parentDepth,
  };
  return standProblem(state, grown, [parent.id, screen.id], '13.4');
}

/** 13.4: `JoinScreen` decided (the parent's own move phase; room for its ranks to grow back). */
export function decideJoinScreen(state: AtwState, c: JoinScreen): AtwEvent[] | RuleViolation {
  const u = state.units.find((x) => x.id === c.unitId);
  if (u === undefined) return refuse('UNKNOWN_UNIT', '13.4', `no unit ${String(c.unitId)}`);
  if (state.phase !== 'move')
    return refuse(
      'WRONG_PHASE',
      '10',
      `screens are recovered in the move phase (now ${state.phase})`,
    );
  if (u.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '10', 'only the active side recovers screens');
  const screen = screenOf(state, u.id);
  if (screen === undefined) return refuse('NO_SCREEN', '13.4', `${u.id} has no screen out`);
  const event = joinEvent(u, screen, '13.4', 'may-emerge');
  return joinProblem(state, u, screen, event) ?? [event];
}
