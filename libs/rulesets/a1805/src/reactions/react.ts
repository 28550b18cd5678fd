import {
  type ActionSpace,
  type Dice,
  type LegalAction,
  type RuleViolation,
  isViolation,
} from '@pratzen/engine';
import { parseTicks, tenthsToWire, ticksToWire } from '@pratzen/geometry';
import type { A1805Command, React } from '../commands';
import { type Pose, centreOf } from '../movement/pose';
import type { A1805Event, Reacted } from '../events';
import { ADVANCE_STEPS, advancePlan } from '../combat/after-combat';
import { reformSpace, reformedPose } from '../movement/reform';
import { type Outcomes, checkMorale, emit } from '../morale/outcomes';
import { attackDirection } from '../combat/direction';
import {
  type A1805State,
  type PendingReaction,
  REACTIONS,
  type Reaction,
  type UnitState,
} from '../state';
import { refuse } from '../violations';
import {
  EVASION,
  WITHDRAWAL,
  WITHDRAWAL_STEPS,
  defenderOptions,
  hastySquarePose,
  moveAway,
  orderlyRetreat,
  pressOrStop,
  sheltersFor,
} from './options';

const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);

/**
 * 4.6.1, 5.4.5, 13.8, 13.12.1.2: after `moverId` closed on `defenderId` (and any charge check), the
 * defender is offered its reaction — once per attack on it (the first attacker it could react to).
 */
export function offerReaction(
  o: Outcomes,
  moverId: string,
  defenderId: string,
  left: number,
): void {
  const s = o.state;
  const combat = s.combats.find((c) => c.defender === defenderId && c.side === s.attacker);
  const defender = unit(s, defenderId);
  const mover = unit(s, moverId);
  if (combat === undefined || combat.reacted === true || defender === undefined) return;
  if (mover === undefined) return;
  const options = defenderOptions(s, defender, mover, combat.attackers);
  if (options.length === 0) return;
  emit(o, {
    type: 'ReactionOffered',
    unitId: defender.id,
    side: defender.side,
    against: mover.id,
    options,
    left,
  });
}

/** 13.12.2.1: the cavalry whose attack a hasty square met chooses to press home or stop. */
function offerPressOrStop(o: Outcomes, square: UnitState, cavalryId: string, left: number): void {
  const cavalry = unit(o.state, cavalryId);
  if (cavalry === undefined || cavalry.kind !== 'cavalry') return;
  const { press, stop } = pressOrStop(o.state, cavalry, square, left);
  const options = [
    ...(press === null ? [] : ['press' as const]),
    ...(stop === null ? [] : ['stop' as const]),
  ];
  if (options.length === 0) return;
  emit(o, {
    type: 'ReactionOffered',
    unitId: cavalry.id,
    side: cavalry.side,
    against: square.id,
    options,
    left,
  });
}

/** Whether the last check `unitId` made passed (a double 1 passes: 12.9). */
const passedLastCheck = (events: readonly A1805Event[], unitId: string): boolean => {
  const last = [...events].reverse().find((e) => e.type === 'MoraleChecked' && e.unitId === unitId);
  return last?.type === 'MoraleChecked' && (last.result === 'passed' || last.result === 'double-1');
};

/** A reaction's own rule case (for refusals). */
const RULE: Readonly<Record<Reaction, string>> = {
  'hasty-square': '5.4.5',
  shelter: '13.15.1.1',
  withdraw: '13.8',
  evade: '13.12.1.2',
  press: '13.12.2.1',
  stop: '13.12.2.1',
  advance: '13.11.4',
  reface: '13.9',
  retreat: '12.7.2.1',
  none: '4.6.1',
};

/** What answering with one reaction needs: the running outcomes, the command, both units. */
interface Answer {
  readonly o: Outcomes;
  readonly command: React;
  readonly pending: PendingReaction;
  readonly me: UnitState;
  /** The unit the reaction answers (gone when it was eliminated in the combat just fought). */
  readonly other: UnitState | undefined;
  readonly base: Omit<Reacted, 'result'>;
}

/** The answer to the choice the game waits for (see `PendingReaction`). */
export function decideReact(
  state: A1805State,
  command: React,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] | RuleViolation {
  const pending = state.reaction;
  if (pending === null) return refuse('NO_REACTION', '4.6.1', 'no reaction is awaited');
  if (command.unitId !== pending.unitId) {
    return refuse('NOT_REACTING', '4.6.1', `the reaction awaited is ${pending.unitId}'s`, {
      unitId: pending.unitId,
    });
  }
  const reaction = REACTIONS.find((r) => r === command.reaction);
  if (reaction === undefined || !pending.options.includes(reaction)) {
    return refuse(
      'REACTION_NOT_OPEN',
      reaction === undefined ? '4.6.1' : RULE[reaction],
      `${pending.unitId} may: ${pending.options.join(', ')}`,
      { options: pending.options },
    );
  }
  const me = unit(state, pending.unitId);
  if (me === undefined)
    return refuse('NO_REACTION', '4.6.1', `${pending.unitId} has left the table`);
  const a: Answer = {
    o: { state, events: [], dice, fold },
    command,
    pending,
    me,
    other: unit(state, pending.against),
    base: { type: 'Reacted', unitId: me.id, reaction, against: pending.against },
  };
  const answered = ANSWERS[reaction](a);
  return answered ?? a.o.events;
}

type Handler = (a: Answer) => RuleViolation | null;

/**
 * 12.7.2.1: the orderly retreat a unit that passed its check for a routing friend would make now,
 * null when it has no room. The room is offered when the check passes, but the choice may be
 * answered after other units moved (a friend asked before it retreated behind it, a routed unit
 * fled there): the answer and the legal actions both ask this, one test of the room.
 */
const retreatPlan = (state: A1805State, me: UnitState) => orderlyRetreat(state, me);

/** The unit the reaction answers, which these reactions need on the table. */
const needOther = (a: Answer): UnitState | RuleViolation =>
  a.other ??
  refuse('NO_REACTION', RULE[a.base.reaction], `${a.pending.against} has left the table`);

const ANSWERS: Readonly<Record<Reaction, Handler>> = {
  none: ({ o, base }) => {
    emit(o, { ...base, result: 'done' });
    return null;
  },
  shelter: ({ o, command, me, base }) => {
    const squares = sheltersFor(o.state, me);
    const square = squares.find((q) => q.id === command.squareId);
    if (square === undefined) {
      return refuse(
        'NO_SHELTER',
        '13.15.1.1.1',
        'name a friendly infantry square within 2 UM of the guns',
        {
          squares: squares.map((q) => q.id),
        },
      );
    }
    emit(o, { ...base, result: 'done', squareId: square.id });
    return null;
  },
  'hasty-square': (a) => {
    const other = needOther(a);
    if (isViolation(other)) return other;
    const { o, me, base, pending } = a;
    // 5.4.5.1: from the front, a line checks at -1, a column at 0; from a flank or the rear, -2
    const modifier = attackDirection(other, me) !== 'front' ? -2 : me.formation === 'line' ? -1 : 0;
    checkMorale(o, me.id, modifier, centreOf(other.kind, other), 'hasty square (5.4.5)', (u) => {
      if (u.morale === 'good') emit(o, { type: 'MoraleChanged', unitId: u.id, to: 'stunned' });
    });
    const now = unit(o.state, me.id);
    const pose =
      now === undefined || !passedLastCheck(o.events, me.id)
        ? null
        : hastySquarePose(o.state, now, other);
    if (pose === null) {
      if (now !== undefined) emit(o, { ...base, result: 'failed' });
      return null;
    }
    emit(o, {
      ...base,
      result: 'done',
      x: pose.x,
      y: pose.y,
      facing: pose.facing,
      formation: 'square',
    });
    offerPressOrStop(o, unit(o.state, me.id)!, other.id, pending.left ?? 0);
    return null;
  },
  withdraw: (a) => withdraw(a, 'withdraw'),
  evade: (a) => withdraw(a, 'evade'),
  press: (a) => pressOrStopAnswer(a, 'press'),
  stop: (a) => pressOrStopAnswer(a, 'stop'),
  advance: ({ o, command, me, base }) => {
    const d = parseTicks(command.distance ?? 1);
    const plan = d.ok ? advancePlan(o.state, me, d.value) : null;
    if (plan === null) {
      return refuse(
        'BAD_ADVANCE',
        '13.11.5',
        'an advance goes straight ahead up to 1 UM, over no unit, ending ½ UM or more from the enemy',
      );
    }
    moved(o, base, plan.pose, d.ok ? d.value : 0, { passed: plan.passed });
    return null;
  },
  retreat: ({ o, me, base }) => {
    const plan = retreatPlan(o.state, me);
    if (plan === null) return refuse('NO_ROOM', '12.7.2.1', `${me.id} has no room to retreat`);
    moved(o, base, plan.pose, plan.distance);
    return null;
  },
  reface: ({ o, command, me, base }) => {
    const pose = reformedPose(o.state, me, command.facing, command.formation);
    if (isViolation(pose)) return pose;
    emit(o, {
      ...base,
      result: 'done',
      x: pose.x,
      y: pose.y,
      facing: pose.facing,
      formation: pose.formation,
    });
    return null;
  },
};

function pressOrStopAnswer(a: Answer, reaction: 'press' | 'stop'): RuleViolation | null {
  const other = needOther(a);
  if (isViolation(other)) return other;
  const choice = pressOrStop(a.o.state, a.me, other, a.pending.left ?? 0)[reaction];
  if (choice === null)
    return refuse('REACTION_NOT_OPEN', '13.12.2.1', `${a.me.id} cannot ${reaction}`);
  moved(a.o, a.base, choice.pose, choice.distance);
  return null;
}

/** A reaction that moved the unit: its new pose and the distance covered. */
function moved(
  o: Outcomes,
  base: Answer['base'],
  p: Pose,
  distance: number,
  extra: Partial<Reacted> = {},
): void {
  emit(o, { ...base, ...extra, result: 'done', x: p.x, y: p.y, facing: p.facing, distance });
}

/** 13.8 (a check, then up to 2 UM) and 13.12.1.2 (1 UM; a check only against cavalry). */
function withdraw(a: Answer, reaction: 'withdraw' | 'evade'): RuleViolation | null {
  const other = needOther(a);
  if (isViolation(other)) return other;
  const { o, command, me, base } = a;
  let distance = EVASION;
  if (reaction === 'withdraw') {
    const d = parseTicks(command.distance ?? 2);
    if (!d.ok || d.value <= 0 || d.value > WITHDRAWAL) {
      return refuse('BAD_DISTANCE', '13.8', 'a withdrawal is more than 0 and at most 2 UM');
    }
    distance = d.value;
  }
  const plan = moveAway(
    o.state,
    me,
    other,
    distance,
    reaction === 'withdraw' && command.back === true,
  );
  if (plan === null) {
    return refuse(
      'NO_ROOM',
      RULE[reaction],
      `${me.id} cannot move ${ticksToWire(distance)} UM away`,
    );
  }
  if (reaction === 'withdraw' || other.kind === 'cavalry') {
    checkMorale(
      o,
      me.id,
      0,
      centreOf(other.kind, other),
      `${reaction} (${RULE[reaction]})`,
      () => {},
    );
    const now = unit(o.state, me.id);
    if (!passedLastCheck(o.events, me.id) || now === undefined || now.morale !== 'good') {
      if (now !== undefined && now.morale !== 'routed') emit(o, { ...base, result: 'failed' });
      return null;
    }
  }
  moved(o, base, plan.pose, plan.distance);
  return null;
}

/** The reaction awaited, as actions: one per option (a shelter per square, a withdrawal per distance and facing). */
export function reactionActions(
  state: A1805State,
  pending: PendingReaction,
): LegalAction<A1805Command>[] {
  const me = unit(state, pending.unitId);
  const other = unit(state, pending.against);
  if (me === undefined) return [];
  const out: LegalAction<A1805Command>[] = [];
  const act = (extra: Partial<React> & { reaction: string }, space?: ActionSpace): void => {
    out.push({ command: { type: 'React', unitId: me.id, ...extra }, ...(space ? { space } : {}) });
  };
  for (const reaction of pending.options) {
    if (reaction === 'shelter') {
      for (const q of sheltersFor(state, me)) act({ reaction, squareId: q.id });
    } else if (reaction === 'withdraw' && other !== undefined) {
      for (const back of [false, true]) {
        for (const d of WITHDRAWAL_STEPS) {
          if (moveAway(state, me, other, d, back) !== null)
            act({ reaction, distance: ticksToWire(d), ...(back ? { back } : {}) });
        }
      }
    } else if (reaction === 'advance') {
      for (const d of ADVANCE_STEPS) {
        if (advancePlan(state, me, d) !== null) act({ reaction, distance: ticksToWire(d) });
      }
    } else if (reaction === 'retreat') {
      if (retreatPlan(state, me) !== null) act({ reaction });
    } else if (reaction === 'reface') {
      act({ reaction, facing: tenthsToWire(me.facing), formation: me.formation }, reformSpace(me));
    } else {
      act({ reaction });
    }
  }
  return out;
}

/**
 * The options of the reaction awaited that the owner may take now: those `reactionActions` offers
 * at least one command for (a retreat whose room a friend's earlier answer took is not, 12.7.2.1),
 * in the order the rules listed them. The view and the pending decision show these, so a client
 * drawing buttons from either offers what `decide` accepts.
 */
export function offeredOptions(
  state: A1805State,
  pending: PendingReaction,
): PendingReaction['options'] {
  const offered = new Set<string>();
  for (const a of reactionActions(state, pending)) {
    if (a.command.type === 'React') offered.add(a.command.reaction);
  }
  return pending.options.filter((o) => offered.has(o));
}
