import { type Decision, type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import type { MoveUnit } from '../commands';
import type { AtwEvent } from '../events';
import { allowanceOf } from '../data/tables';
import { pathProblem } from './path-check';
import { type Plan, runProgramme } from './programme';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import { attackEvents, attackProblem, expandContact, touchedBy } from '../attack/attack-move';
import { advanceProblem } from '../morale/advance';
import { squareNearEnemy } from './square-near-enemy';
import { evolve } from '../evolve';
import { terrainDisorder } from '../disorder/terrain-disorder';
import { skirmishProblem } from '../skirmish/skirmish';
import { captureEvents, confusionProblem, poseRing } from '../generals/generals';
import { joinEvent, joinProblem, screenOf } from '../screen/screen';
import { inDebt } from './debt';
import { elbowProblem } from './elbow-room';
import { type Passage, passageOf, passedEvents } from './passage';
import { carryScreen, screenEndProblem, screenMoveProblem, withoutScreenOf } from '../screen/carry';
import { poseOf } from './pose';
import { reinforceEvents, reinforcedBy } from '../combat/reinforce';
import { manoeuvring } from '../irregulars';

/**
 * A unit's move (12, 14): whether it may begin one, its programme planned and checked against the
 * table and the other units, and the planned move decided into events (the attack it makes, what
 * it carries and passes). `decide` and 17.9's breakthrough moves both use it.
 */

/** The most steps one programme may hold (a bound on the work one command asks). */
export const MAX_STEPS = 8;

/** Whether the unit may begin a move now (10-2a, 12, 12.1, 12.4-1, 19.7), or why not. */
export function mayMove(state: AtwState, u: UnitState): RuleViolation | null {
  if (state.phase !== 'move')
    return refuse('WRONG_PHASE', '10', `units move in the move phase (now ${state.phase})`);
  if (u.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '10', `only the active side moves (${activeSide(state)})`);
  if (u.moved) return refuse('ALREADY_MOVED', '12', `${u.id} has moved this turn`);
  if (u.passedThrough === true)
    return refuse('PASSED_THROUGH', '12.12-1', `${u.id} was passed through by a friend this turn`);
  if (inDebt(u))
    return refuse(
      'MOVEMENT_DEBT',
      '12.10',
      `${u.id} stands until the end of turn ${String(u.debtUntil)} to pay a two-move change`,
    );
  // 7.2-2: a confused unit makes no voluntary move
  const confused = confusionProblem(state, u.id);
  if (confused !== null) return confused;
  // 13.4: a screen moves with its parent (alone only about a square)
  const screen = screenMoveProblem(state, u);
  if (screen !== null) return screen;
  // atw-B: 14-5 units in contact stay fixed until the combat ends
  if (state.engagements.some((e) => e.attackerId === u.id || e.defenderId === u.id))
    return refuse('ENGAGED', '14-5', `${u.id} is in contact with the enemy`);
  // 18-2: irregulars manoeuvre as grade D (12.4-1: a grade D square may not move)
  const a = allowanceOf(u.type, u.formation, manoeuvring(u).grade);
  if (u.formation === 'town-order')
    return refuse(
      'CANNOT_MOVE',
      '19.7',
      `${u.id} garrisons a town block (emerging is not played yet)`,
    );
  if (a === null || a <= 0)
    return refuse(
      'CANNOT_MOVE',
      u.formation === 'square' ? '12.4-1' : '12.1',
      `${u.id} may not move in ${u.formation}`,
    );
  return null;
}

/** A move planned and checked against the table and the other units, or why not. */
export function planMove(state: AtwState, command: MoveUnit): MovePlan | RuleViolation {
  const u = state.units.find((x) => x.id === command.unitId);
  if (u === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${String(command.unitId)}`);
  const may = mayMove(state, u);
  if (may !== null) return may;
  return planProgramme(state, u, command);
}

/**
 * A programme planned for `u` and checked against the table and the other units (12, 14; the
 * phase, side and once-a-turn checks of `mayMove` aside: 17.9's breakthrough moves use it too).
 */
export function planProgramme(
  state: AtwState,
  u: UnitState,
  command: Pick<MoveUnit, 'steps' | 'interpenetration'>,
): MovePlan | RuleViolation {
  if (
    !Array.isArray(command.steps) ||
    command.steps.length === 0 ||
    command.steps.length > MAX_STEPS
  ) {
    return refuse('INVALID_STEP', '12-a', `a programme of 1 to ${MAX_STEPS} steps`);
  }
  // 12.4-2: a square near a visible enemy only forms out of square
  const held = squareNearEnemy(state, u, command.steps);
  if (held !== null) return held;
  // atw-B: 14, an attack's `contact` step measured into a forward slide
  const steps = expandContact(state, u, command.steps);
  if (isViolation(steps)) return steps;
  const plan = runProgramme(state.table, u, steps);
  if (isViolation(plan)) return plan;
  const problem =
    // 12.9 (optional): room to begin each formation or facing change
    plan.changes.reduce<RuleViolation | null>(
      (p, c) => p ?? elbowProblem(state, u, c.from, c.anchor),
      null,
    ) ??
    // 13.4: a parent's path passes over its own screen (the screen goes with it)
    pathProblem(withoutScreenOf(state, u), u, plan) ??
    advanceProblem(state, u, plan.final) ??
    // 13.1: no skirmishing figure beyond 8" of the command figure's start
    skirmishProblem(u, plan.final) ??
    // 13.4: a screen moving about its square ends within 2" of it
    screenEndProblem(state, u, plan.final);
  if (problem !== null) return problem;
  // 12.12: the friends passed through, at quarter speed or disordering both
  const passage = passageOf(withoutScreenOf(state, u), u, plan, command.interpenetration);
  if (isViolation(passage)) return passage;
  return { ...plan, used: plan.used + passage.surcharge, passage };
}

/** A move planned, with the friends it passes through (12.12). */
export interface MovePlan extends Plan {
  readonly passage: Passage;
}

/** 12, 14: a planned move decided: its `UnitMoved`, the attack it makes, what it carries and passes. */
export function decideMove(
  state: AtwState,
  command: MoveUnit,
  dice: Dice,
  plan: MovePlan,
  u: UnitState,
  again: (s: AtwState) => Decision<AtwEvent>,
): Decision<AtwEvent> {
  const { final } = plan;
  // 12.12: passing friends at full speed disorders the mover and the friends
  const disorderedPassing = plan.passage.mode === 'disorder' && plan.passage.friends.length > 0;
  const event: AtwEvent = {
    type: 'UnitMoved',
    unitId: u.id,
    ...poseOf(final),
    travelled: plan.travelled,
    used: plan.used,
    order: u.disordered || plan.disorders || disorderedPassing ? 'disordered' : 'steady',
    rule: '12',
  };
  // atw-B: 14, a move ending in contact with an enemy is an attack
  const touches = touchedBy(state, u, final);
  // 9.2-1: terrain disorder (entering woods, bridges, marked streams, steep hills, attacking into cover)
  const cause =
    event.order === 'disordered'
      ? null
      : terrainDisorder(
          state.table,
          u,
          plan,
          touches.map((t) => t.defender),
        );
  // 7.3-3: lone enemy generals the unit ends in contact with
  const captures: AtwEvent[] = [
    ...(cause === null
      ? []
      : [{ type: 'UnitDisordered', unitId: u.id, by: cause.by, rule: cause.rule } as const]),
    ...captureEvents(state, u, poseRing(final), dice),
    ...passedEvents(u, plan.passage),
  ];
  // 13.4: the screen goes with its parent's move
  const screen = screenOf(state, u.id);
  // 17.8 (optional): cavalry ending on the rear of a one-rank cavalry friend's attack joins it
  const friend = touches.length === 0 ? reinforcedBy(state, u, final) : null;
  if (friend !== null && screen === undefined) {
    const problem = attackProblem(state, u, command.steps, []);
    if (problem !== null) return { ok: false, violation: problem };
    return { ok: true, events: [...reinforceEvents(state, u, friend, event, dice), ...captures] };
  }
  if (touches.length === 0) {
    if (screen === undefined) return { ok: true, events: [event, ...captures] };
    const carried = carryScreen(state, u, final, plan.used, plan.travelled);
    if (carried === null) return { ok: true, events: [event, ...captures] };
    if (isViolation(carried)) return { ok: false, violation: carried };
    return { ok: true, events: [event, carried, ...captures] };
  }
  // 13.4: a parent entering combat takes its screen back at once; the attack is measured
  // from the parent (decided again with the figures back)
  if (screen !== undefined) {
    const join = joinEvent(u, screen, '13.4', 'may-emerge');
    const room = joinProblem(state, u, screen, join);
    if (room !== null) return { ok: false, violation: room };
    const then = again(evolve(state, join));
    return then.ok ? { ok: true, events: [join, ...then.events] } : then;
  }
  const problem = attackProblem(state, u, command.steps, touches);
  if (problem !== null) return { ok: false, violation: problem };
  return {
    ok: true,
    events: [...attackEvents(state, u, plan, touches, event, dice), ...captures],
  };
}
