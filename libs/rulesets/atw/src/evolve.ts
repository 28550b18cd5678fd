import type { AtwEvent } from './events';
import { evolveCombat } from './combat/combat-evolve';
import { withoutOrphans } from './combat/reinforce';
import { type AtwState, type UnitState, withUnit } from './state';
import { applyUnitHit } from './damage/hits';
import { evolveRetreat } from './retreat/retreat-evolve';
import { evolveMorale } from './morale/morale-evolve';
import { evolveGenerals } from './generals/generals-evolve';
import { evolveFire } from './fire/fire-evolve';
import { evolveScreens } from './screen/screen-evolve';
import { evolveArmies } from './armies/lock';
import { poseOf } from './movement/pose';
import { DEBT_TURNS, payDebt } from './movement/debt';
import { MOVE } from './movement/programme';

const markShakenAtStart = (u: UnitState): UnitState =>
  u.shakenAtStart === (u.morale === 'shaken') && !u.shot && !u.rallyTested
    ? u
    : { ...u, shakenAtStart: u.morale === 'shaken', shot: false, rallyTested: false };

/** 12: a new turn: every unit may move again (12.12-1: a friend passed through too). */
function freshTurn(u: UnitState): UnitState {
  if (!u.moved && u.passedThrough === undefined) return u;
  const { passedThrough, ...rest } = u;
  void passedThrough;
  return { ...rest, moved: false };
}

/** Folds one event (integers: the wire form is read back in ruleset.ts). Pure and total. */
export const evolve = (state: AtwState, event: AtwEvent): AtwState =>
  // screens (13.4), generals (7) and shooting (16): their events, and what the shared fold's events do to them
  // (18.1: a fanatic failing a fire test is calmed in fire-evolve.ts, losing a round in combat-evolve.ts)
  evolveScreens(
    state,
    evolveGenerals(state, evolveFire(state, event, evolveUnits(state, event)), event),
    event,
  );

function evolveUnits(state: AtwState, event: AtwEvent): AtwState {
  switch (event.type) {
    case 'UnitMoved':
      return withUnit(state, event.unitId, (u) => ({
        ...u,
        ...poseOf(event),
        disordered: event.order === 'disordered',
        moved: true,
        // 12.10: a change costing two moves: it stands through its side's next active turn
        ...(event.used > MOVE ? { debtUntil: state.turn + DEBT_TURNS } : {}),
      }));
    case 'PhaseEnded': {
      const newTurn = event.turn !== state.turn;
      const next: AtwState = {
        ...state,
        phase: event.next,
        turn: event.turn,
        // 12: a new turn, every unit may move again
        units: newTurn ? state.units.map((u) => payDebt(freshTurn(u), event.turn)) : state.units,
      };
      // 8.2: who was shaken when the turn began
      return !newTurn ? next : { ...next, units: next.units.map(markShakenAtStart) };
    }
    case 'TurnsOver':
      return { ...state, over: true };
    // 12.3: a failed pinned test: only free moves this turn
    case 'PinTested':
      return event.result === 'passed'
        ? state
        : withUnit(state, event.unitId, (u) => ({ ...u, pinFailed: state.turn }));
    // 12.12-1: the friend passed through stands and does not fire this turn
    case 'UnitPassedThrough':
      return withUnit(state, event.unitId, (u) => ({
        ...u,
        passedThrough: true,
        shot: true,
        disordered: u.disordered || event.order === 'disordered',
      }));
    // atw-B: attacks, reactions, close combat
    case 'AttackMade':
    case 'AttackHalted':
    case 'ReactionOffered':
    case 'Reacted':
    case 'HastySquareTested':
    case 'EngagementEnded':
    case 'Evaded':
    case 'CombatRoundFought':
    case 'CombatResult':
    case 'BreakthroughOffered':
    case 'BreakthroughChosen':
      return evolveCombat(state, event);
    // damage and morale (6, 8)
    case 'UnitHit':
      return {
        ...state,
        units: state.units.map((u) => (u.id === event.unitId ? applyUnitHit(u, event) : u)),
      };
    case 'RoutHitsRolled':
      return state;
    case 'UnitRemoved':
      return {
        ...state,
        units: state.units.filter((u) => u.id !== event.unitId),
        // atw-B: its engagements end with it
        // 17.8: and a reinforcing friend's behind it
        engagements: withoutOrphans(
          state.engagements.filter(
            (e) => e.attackerId !== event.unitId && e.defenderId !== event.unitId,
          ),
        ),
        retreats: state.retreats.filter((r) => r.unitId !== event.unitId),
      };
    case 'UnitHalted':
    case 'UnitRecovered':
    case 'UnitReformed':
      return evolveMorale(state, event);
    // rally (11)
    // 9.2-1: terrain disorder
    case 'UnitDisordered':
      return {
        ...state,
        units: state.units.map((u) => (u.id === event.unitId ? { ...u, disordered: true } : u)),
      };
    case 'RallyTested':
      return {
        ...state,
        units: state.units.map((u) => (u.id === event.unitId ? { ...u, rallyTested: true } : u)),
      };
    // retreats (15)
    case 'RetreatOrdered':
    case 'UnitRetreated':
    case 'RetreatBlocked': {
      const next = evolveRetreat(state, event);
      // atw-B: a unit that retreats (or is shattered trying) is out of its engagements (17.5)
      return event.type === 'RetreatOrdered'
        ? next
        : {
            ...next,
            engagements: withoutOrphans(
              next.engagements.filter(
                (e) => e.attackerId !== event.unitId && e.defenderId !== event.unitId,
              ),
            ),
          };
    }
    // hidden army lists (20)
    case 'ArmyLocked':
    case 'ArmiesRevealed':
      return evolveArmies(state, event);
    default:
      return state;
  }
}
