import { type Decision, type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import type { AtwCommand } from './commands';
import type { AtwEvent, PinTested } from './events';
import { activeSideIn, nextPhase } from './sequence/turn';
import type { AtwState } from './state';
import { refuse } from './violations';
import { decideReact } from './attack/reactions';
import { decideFight, unfought } from './combat/fight';
import { shatteredRemovals } from './morale/end-of-phase';
import { turnEndEvents } from './morale/turn-end';
import { decideRetreat } from './retreat/retreat';
import { decideRally } from './rally/rally';
import { evolve } from './evolve';
import {
  confusionEvents,
  dangerEvents,
  decideDetach,
  decideMoveGeneral,
} from './generals/generals';
import { decideShoot } from './fire/shoot';
import { decideFireTests, untested } from './fire/fire-test';
import { duelPending, duelTests } from './fire/duel';
import { decideDetachScreen, decideJoinScreen } from './screen/screen';
import { needsPinTest, pinTest, pinnersOf } from './movement/pinning';
import { joinsAfter } from './screen/carry';
import { choosingArmies, decideLockArmy } from './armies/lock';
import { decideBreakthrough } from './combat/breakthrough';
import { decideMove, planMove } from './movement/move';

const outcome = (r: AtwEvent[] | RuleViolation): Decision<AtwEvent> =>
  isViolation(r) ? { ok: false, violation: r } : { ok: true, events: r };

/** Decides a command; 13.4: then the screens whose parents entered combat or retreat join them. */
export function decide(state: AtwState, command: AtwCommand, dice: Dice): Decision<AtwEvent> {
  const d = decideOne(state, command, dice);
  if (!d.ok) return d;
  const joins = joinsAfter(state, d.events, evolve);
  return joins.length === 0 ? d : { ok: true, events: [...d.events, ...joins] };
}

function decideOne(state: AtwState, command: AtwCommand, dice: Dice): Decision<AtwEvent> {
  if (state.over) return { ok: false, violation: refuse('GAME_OVER', null, 'the game is over') };
  // hidden army lists (20): nothing but LockArmy until both lists are revealed
  if (command.type === 'LockArmy') return outcome(decideLockArmy(state, command));
  if (choosingArmies(state))
    return {
      ok: false,
      violation: refuse('ARMIES_NOT_CHOSEN', '20', 'both sides lock their army lists first'),
    };
  // atw-B: 10-2b, a reaction awaited: nothing else meanwhile
  if (state.reaction !== null && command.type !== 'React') {
    return {
      ok: false,
      violation: refuse('REACTION_AWAITED', '10', `${state.reaction.unitId} must react first`, {
        unitId: state.reaction.unitId,
      }),
    };
  }
  // 15.1: a pending retreat is answered before anything else is done
  const pending = state.retreats[0];
  if (pending !== undefined && command.type !== 'Retreat')
    return {
      ok: false,
      violation: refuse('RETREAT_PENDING', '15.1', `${pending.unitId} must retreat first`),
    };
  // 17.9 (optional): an awaited breakthrough is answered next
  const breaking = state.breakthroughs?.[0];
  if (breaking !== undefined && pending === undefined && command.type !== 'Breakthrough')
    return {
      ok: false,
      violation: refuse(
        'BREAKTHROUGH_PENDING',
        '17.9',
        `${breaking.unitId} breaks through or stands first`,
      ),
    };
  switch (command.type) {
    case 'MoveUnit': {
      const plan = planMove(state, command);
      if (isViolation(plan)) return { ok: false, violation: plan };
      const u = state.units.find((x) => x.id === command.unitId)!;
      // 12.3 (optional): a pinned unit tests before a restricted programme
      let pinned: PinTested | null = null;
      if (needsPinTest(command.steps)) {
        const by = pinnersOf(state, u)[0];
        if (by !== undefined && u.pinFailed === state.turn)
          return {
            ok: false,
            violation: refuse(
              'PINNED',
              '12.3',
              `${u.id} failed its pinned test this turn: forward, shallow obliques and wheels only`,
            ),
          };
        if (by !== undefined) {
          pinned = pinTest(state, u, by, dice);
          if (pinned.result === 'failed') return { ok: true, events: [pinned] };
        }
      }
      const moved = decideMove(state, command, dice, plan, u, (t) => decideOne(t, command, dice));
      return pinned === null || !moved.ok ? moved : { ok: true, events: [pinned, ...moved.events] };
    }
    // atw-B
    case 'React':
      return outcome(decideReact(state, command, dice));
    case 'FightCombats':
      return outcome(decideFight(state, dice));
    case 'Breakthrough':
      return decideBreakthrough(state, command, dice);
    case 'EndPhase': {
      // atw-B: 10-5a, every engaged unit fights its round before the phase ends
      const waiting = unfought(state) ?? untested(state) ?? duelPending(state);
      if (waiting !== null) return { ok: false, violation: waiting };
      const { next, newTurn } = nextPhase(state.phase);
      const turn = newTurn ? state.turn + 1 : state.turn;
      // 6: shattered units leave at the end of the phase; 9.2.1, 6: reforms and recoveries
      // 7.3-2: generals whose units took 2+ damage hits this phase test first (README I-10)
      const removed = [
        ...dangerEvents(state, dice),
        ...shatteredRemovals(state),
        ...turnEndEvents(state),
      ];
      if (newTurn && state.turn >= state.lastTurn) {
        return { ok: true, events: [...removed, { type: 'TurnsOver', turn: state.turn }] };
      }
      const ended: AtwEvent = {
        type: 'PhaseEnded',
        phase: state.phase,
        next,
        turn,
        activeSide: activeSideIn(turn, state.firstActive),
      };
      if (!newTurn) {
        // 16.16 (optional): the artillery duel's tests as the shoot phase begins
        const duel = next === 'shoot' ? duelTests(state, turn, dice) : [];
        return { ok: true, events: [...removed, ended, ...duel] };
      }
      // 7.2-2: the new active side's units out of command roll for confusion (README I-9)
      const begun = [...removed, ended].reduce(evolve, state);
      return {
        ok: true,
        events: [...removed, ended, ...confusionEvents(begun, ended.activeSide, dice)],
      };
    }
    // retreats (15)
    case 'Retreat':
      return decideRetreat(state, command, dice);
    // rally (11)
    case 'Rally':
      return decideRally(state, command, dice);
    // generals (7)
    case 'MoveGeneral':
      return decideMoveGeneral(state, command);
    case 'DetachGeneral':
      return decideDetach(state, command);
    // shooting (16)
    case 'Shoot':
      return decideShoot(state, command, dice);
    case 'FireTests':
      return decideFireTests(state, dice);
    // screens (13.4)
    case 'DetachScreen':
      return outcome(decideDetachScreen(state, command));
    case 'JoinScreen':
      return outcome(decideJoinScreen(state, command));
    default:
      return { ok: false, violation: refuse('UNKNOWN_COMMAND', null, 'an unknown command') };
  }
}
