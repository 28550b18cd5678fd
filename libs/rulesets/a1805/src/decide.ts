import {
  type Decision,
  type Dice,
  type RuleViolation,
  guardDice,
  isViolation,
  noDice,
} from '@pratzen/engine';
import type { A1805Command, MoveUnit } from './commands';
import type { A1805Event } from './events';
import { checkPath, legSweeps } from './movement/obstacles';
import { ringAt } from './movement/pose';
import { stripedZoneProblem } from './chits/striped-zone';
import { runProgramme } from './movement/program';
import type { Programme } from './movement/programme';
import type { A1805State } from './state';
import { decideAssault, pendingCombats } from './combat/assault';
import { chargeCheck, decideDeclareCharge } from './combat/charge';
import { decideDisengage, squaresToDisengage } from './combat/disengage';
import { type Outcomes, emit } from './morale/outcomes';
import { decideArtilleryFire } from './fire/artillery';
import { decideMusketry } from './fire/musketry';
import { evolve } from './evolve';
import { FOG_LIFTS_ON } from './data/crt';
import { fogRollDue } from './sequence/end-phase';
import { decideRally, toRally } from './sequence/rally';
import { refuse } from './violations';
import { CHIT_DEPLOYMENT, DEFENDER_PHASES, enemyOf } from './vocabulary';
import { decideDeployChit, decideHideUnits, decideMoveChit } from './chits/chit-commands';
import { decidePlaceChitUnits } from './chits/placement';
import { chitsAllotted, revealEvents } from './chits/chit-sequence';
import { decideMoveCorps } from './chits/strategic';
import { rageDuty, rageProblem } from './morale/blood-rage';
import { resumedFlights } from './morale/resumed-flight';
import { decideReturnUnit, dueBack } from './morale/alternate-rout';
import { decideEnterTable } from './chits/reserve-entry';
import { decideReturnCrew } from './reactions/crew';
import { decideReact, offerReaction } from './reactions/react';

/**
 * The side that acts now: the owner of a unit whose reaction to an attack is awaited (4.6.1,
 * 5.4.5, 13.8, 13.12), the owner of a revealed chit whose units wait to be placed (16.4.2.8),
 * the side deploying its chits (16.4.2.3), the Defender in its fire phases (4.4, 4.7), else the
 * Attacker.
 */
export const sideToAct = (state: A1805State): string | null => {
  if (state.over) return null;
  if (state.reaction !== null) return state.reaction.side;
  const placing = state.fog.placing[0];
  if (placing !== undefined) return placing.side;
  if (state.phase === CHIT_DEPLOYMENT) return state.deploying;
  return DEFENDER_PHASES.includes(state.phase) ? enemyOf(state.attacker) : state.attacker;
};

/**
 * The side a game summary shows as active (`status().activeSide`) and the state view as
 * `acting`: the side that acts now, or, when nobody may (the game over), the Attacker.
 */
export const activeSide = (state: A1805State): string => sideToAct(state) ?? state.attacker;

/** A whole move checked: the programme (6.x) and the table (6.9, 7.1, 3.1, 5.2). */
export function planMove(
  state: A1805State,
  command: MoveUnit,
): { programme: Programme; passed: readonly string[] } | ReturnType<typeof refuse> {
  if (state.phase !== 'movement') {
    return refuse(
      'NOT_MOVEMENT_PHASE',
      '4.6',
      `units move in the Movement Phase, not ${state.phase}`,
    );
  }
  const programme = runProgramme(state, command);
  if (isViolation(programme)) return programme;
  const passed = checkPath(state, programme);
  if (isViolation(passed)) return passed;
  // 16.4.1.6: no Allied unit passes through the striped zone while it is closed
  const kind = programme.unit.kind;
  const striped = stripedZoneProblem(state, programme.unit.side, [
    ...programme.legs.flatMap((l) => legSweeps(kind, l)),
    ringAt(kind, programme.final),
  ]);
  if (striped !== null) return striped;
  return { programme, passed };
}

/** 12.9.1, 12.9.4: the phasing player's units Blood Rage still obliges to move this phase. */
export const ragingUnits = (state: A1805State): string[] =>
  state.phase !== 'movement'
    ? []
    : state.units.filter((u) => rageDuty(state, u, planMove) !== null).map((u) => u.id);

export function decide(
  state: A1805State,
  command: A1805Command,
  dice: Dice = noDice,
): Decision<A1805Event> {
  if (state.over)
    return { ok: false, violation: refuse('GAME_OVER', '17.1.1.3', 'the game is over') };
  return guardDice(
    () => withReveals(state, routeOrPlace(state, command, dice)),
    (code, rule, message, details) => ({
      ok: false,
      violation: refuse(code, rule, message, details),
    }),
  );
}

/** A rule's events, or its refusal, as a decision. */
const asDecision = (events: A1805Event[] | RuleViolation): Decision<A1805Event> =>
  isViolation(events) ? { ok: false, violation: events } : { ok: true, events };

/** 16.4.2.8: while a revealed chit's units wait to be placed, nothing else happens. */
function routeOrPlace(state: A1805State, command: A1805Command, dice: Dice): Decision<A1805Event> {
  const reaction = state.reaction;
  if (command.type === 'React') return asDecision(decideReact(state, command, dice, evolve));
  if (reaction !== null) {
    return {
      ok: false,
      violation: refuse(
        'REACTION_PENDING',
        '4.6.1',
        `${reaction.unitId} must first answer the attack by ${reaction.against}`,
        { unitId: reaction.unitId, options: reaction.options },
      ),
    };
  }
  if (command.type === 'PlaceChitUnits') return asDecision(decidePlaceChitUnits(state, command));
  const placing = state.fog.placing[0];
  if (placing !== undefined) {
    return {
      ok: false,
      violation: refuse(
        'PLACEMENT_PENDING',
        '16.4.2.8',
        `the units of revealed chit ${placing.chitId} must first be placed`,
        { chitId: placing.chitId },
      ),
    };
  }
  return route(state, command, dice);
}

/**
 * 16.4.2.7, 16.3: after anything that moves a unit or a chit, or changes the weather, every chit
 * an enemy now detects is revealed (appended to the decision's events).
 */
function withReveals(state: A1805State, decision: Decision<A1805Event>): Decision<A1805Event> {
  if (!decision.ok || (state.fog.chits.length === 0 && !decision.events.some(deploysChit))) {
    return decision;
  }
  const after = decision.events.reduce(evolve, state);
  const found = revealEvents(after);
  return found.length === 0 ? decision : { ok: true, events: [...decision.events, ...found] };
}

const deploysChit = (e: A1805Event): boolean => e.type === 'ChitDeployed';

function route(state: A1805State, command: A1805Command, dice: Dice): Decision<A1805Event> {
  switch (command.type) {
    case 'DeployChit':
      return asDecision(decideDeployChit(state, command));
    case 'MoveChit':
      return asDecision(decideMoveChit(state, command));
    case 'HideUnits':
      return asDecision(decideHideUnits(state, command));
    case 'MoveCorps':
      return asDecision(decideMoveCorps(state, command, dice));
    case 'ReturnCrew':
      return asDecision(decideReturnCrew(state, command));
    case 'ReturnUnit':
      return asDecision(decideReturnUnit(state, command, dice));
    case 'EnterTable':
      return asDecision(decideEnterTable(state, command));
    case 'EndPhase': {
      const waiting = toRally(state);
      if (waiting.length > 0) {
        return {
          ok: false,
          violation: refuse(
            'RALLY_PENDING',
            '12.10',
            'disorganized and routed units must first try to rally',
            {
              units: waiting.map((u) => u.id),
            },
          ),
        };
      }
      const due = dueBack(state);
      if (due.length > 0) {
        return {
          ok: false,
          violation: refuse('RETURN_PENDING', '19.3', 'units due back must first return', {
            units: due.map((r) => r.unit.id),
          }),
        };
      }
      // 5.4.4, 13.3: a square obliged to attack in a combat going on first tries to disengage
      const squares = squaresToDisengage(state);
      if (squares.length > 0) {
        return {
          ok: false,
          violation: refuse(
            'DISENGAGE_PENDING',
            '5.4.4',
            'a square in a combat going on must first try to disengage (it attacks if it fails)',
            { units: squares.map((u) => u.id) },
          ),
        };
      }
      const raging = ragingUnits(state);
      if (raging.length > 0) {
        return {
          ok: false,
          violation: refuse(
            'BLOOD_RAGE_PENDING',
            '12.9.1',
            'units under Blood Rage must first attack (a square re-form, 12.9.4)',
            { units: raging },
          ),
        };
      }
      const combats = pendingCombats(state);
      if (combats.length > 0) {
        return {
          ok: false,
          violation: refuse('COMBATS_PENDING', '13.1', 'every attack declared must be resolved', {
            defenders: combats.map((c) => c.defender),
          }),
        };
      }
      const side = sideToAct(state);
      const ended: A1805Event = {
        type: 'PhaseEnded',
        side: side === 'french' ? 'french' : 'allied',
        phase: state.phase,
      };
      const events: A1805Event[] = [ended];
      if (fogRollDue(state)) {
        // 4.2: the new turn's fog roll
        const die = dice.roll(`fog roll, turn ${state.turn + 1}`, 6);
        events.push({
          type: 'FogRolled',
          turn: state.turn + 1,
          die,
          result: FOG_LIFTS_ON.includes(die) ? 'lifts' : 'lingers',
        });
      }
      const allotted = chitsAllotted(state, events.reduce(evolve, state), dice);
      const all = allotted === null ? events : [...events, allotted];
      // 12.5.3.1: routed units in cover with an enemy near flee on as the Movement Phase opens
      return {
        ok: true,
        events: [...all, ...resumedFlights(all.reduce(evolve, state), dice, evolve)],
      };
    }
    case 'Rally': {
      return asDecision(decideRally(state, command, dice));
    }
    case 'MoveUnit':
      return decideMove(state, command, dice);
    case 'DeclareCharge': {
      return asDecision(decideDeclareCharge(state, command));
    }
    case 'Disengage': {
      return asDecision(decideDisengage(state, command, dice));
    }
    case 'Assault': {
      return asDecision(decideAssault(state, command, dice, evolve));
    }
    case 'Musketry': {
      return asDecision(decideMusketry(state, command, dice, evolve));
    }
    case 'FireArtillery': {
      return asDecision(decideArtilleryFire(state, command, dice, evolve));
    }
    default:
      return { ok: false, violation: refuse('UNKNOWN_COMMAND', null, 'unknown command type') };
  }
}

function decideMove(state: A1805State, command: MoveUnit, dice: Dice): Decision<A1805Event> {
  const plan = planMove(state, command);
  if (isViolation(plan)) return { ok: false, violation: plan };
  // 12.9.1, 12.9.4: a unit under Blood Rage attacks the closest enemy (a square re-forms first)
  const rage = rageProblem(rageDuty(state, plan.programme.unit, planMove), command);
  if (rage !== null) return { ok: false, violation: rage };
  const { programme: p, passed } = plan;
  const charging = p.closeOn !== null && state.charges.some((c) => c.unitId === p.unit.id);
  const moved: A1805Event = {
    type: 'UnitMoved',
    unitId: p.unit.id,
    x: p.final.x,
    y: p.final.y,
    facing: p.final.facing,
    formation: p.attachTo !== null ? 'none' : p.final.formation,
    spent: p.spent,
    ...(p.attachTo === null ? {} : { attachedTo: p.attachTo.id }),
    passed: [...passed],
    ...(p.closeOn === null ? {} : { attacks: p.closeOn.id }),
    ...(charging ? { charge: 'yes' as const } : {}),
  };
  if (p.closeOn === null) return { ok: true, events: [moved] };
  const o: Outcomes = { state, events: [], dice, fold: evolve };
  emit(o, moved);
  if (charging) chargeCheck(o, p.unit, p.closeOn.id, p.spent);
  // 4.6.1, 5.4.5, 13.8, 13.12.1.2: the unit about to be attacked may react
  if (o.state.units.some((u) => u.id === p.unit.id))
    offerReaction(o, p.unit.id, p.closeOn.id, Math.max(0, p.limit - p.spent));
  return { ok: true, events: o.events };
}
