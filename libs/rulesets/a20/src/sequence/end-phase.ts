import { Emitter, type Dice, type SequencePoint } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES, turnBox } from '../data/tables';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { enemyZocUnits, inEnemyZoc, isNight, sideAt, sideOf } from '../queries';
import type { A20State } from '../state';
import { runRetreats, type QueuedRetreat } from '../combat/retreat-choice';
import { enemyOf, type Phase, type Side } from '../vocabulary';
import { endGame } from './game-end';
import { endCombatProblem } from '../combat/duty';
import { reactionPossible } from '../reaction/reaction';
import { reject, type A20Decision } from '../violations';
import { blockedLoc } from '../morale/spending';
import { nightRally, returnHexes, waitingToReturn } from '../rally/night-rally';

type Em = Emitter<A20State, A20Event>;

/**
 * X9.81 Threat: every unit on a pond rolls, -1 per enemy unit whose ZOC covers it; the rolls are
 * made together (the ZOCs as they stand at the phase's end), then the units whose ice breaks up
 * Rout (or Break if Routed already) one after another, each owner choosing his unit's retreat
 * route when it has more than one (N9.8.6, retreat-choice.ts). True while a choice is pending
 * (`then`: what follows the last retreat).
 */
export function thinIce(em: Em, dice: Dice, then: 'end-movement' | 'open-movement'): boolean {
  const queue: QueuedRetreat[] = [];
  for (const u of em.state.units) {
    if (u.location !== 'map' || u.hex === null || BOARD.terrain.get(u.hex) !== 'pond') continue;
    const modifier = 0 - enemyZocUnits(em.state, sideOf(u), u.hex).length;
    const die = dice.roll('X9.81 thin ice');
    const breaksUp = die + modifier <= TABLES.rolls.thinIce.routsAtOrBelow;
    em.emit({ type: 'ThinIceRolled', unitId: u.id, hex: u.hex, die, modifier, breaksUp });
    if (breaksUp) queue.push({ unitId: u.id, kind: 'rout', rule: 'X9.81' });
  }
  return runRetreats(em, queue, { attackers: [], result: null, then }, dice);
}

/** N10.1: each Routed unit of the phasing side outside enemy ZOC rolls to rally (Elite +1, X2.0). */
function rally(em: Em, dice: Dice): void {
  for (const u of em.state.units) {
    if (u.location !== 'map' || u.hex === null || !u.routed || sideOf(u) !== em.state.side)
      continue;
    if (inEnemyZoc(em.state, sideOf(u), u.hex)) continue;
    const modifier = (counter(u.id).elite.rally ? 1 : 0) + bonus(em.state, u.id);
    const die = dice.roll('N10.1 rally');
    const rallied = die + modifier >= TABLES.rolls.rally.routedRecoversAtOrAbove;
    em.emit({ type: 'RallyRolled', unitId: u.id, die, modifier, rallied });
  }
}

/** N12.0: +1 on the rally roll of a unit a Morale Point was spent on this phase. */
const bonus = (state: A20State, id: string): number =>
  state.marks.rallyBonus.includes(id) ? 1 : 0;

/** X12.6, N12.0 blocked LOC and X17.0 step 7: morale lost at the end of a player turn. */
function endOfPlayerTurnMorale(em: Em): void {
  const s = em.state;
  const enemy = enemyOf(s.side);
  if (!isNight(s.turn)) {
    const occupied = BOARD.objectives[enemy].filter((h) => sideAt(s, h) === enemy).length;
    if (occupied >= 2)
      em.emit({
        type: 'MoraleChanged',
        side: s.side,
        points: -1,
        reason: 'impending-catastrophe',
        rule: 'X12.6',
      });
  }
  blockedLoc(em);
  if (
    s.scenarioId === 'historical' &&
    s.side === 'allied' &&
    s.turn === TABLES.turnTrack.firstTurn.historical &&
    !s.alliedAttacked
  )
    em.emit({
      type: 'MoraleChanged',
      side: 'allied',
      points: -1,
      reason: 'historical-no-attack',
      rule: 'X17.0 step 7',
    });
}

/** X4.1 and the last turn: does the game end with this game turn? */
function gameTurnEnds(em: Em, dice: Dice): boolean {
  const s = em.state;
  const box = turnBox(s.turn);
  if (box?.suddenDeath !== undefined && s.scenarioId !== 'earlierBattle') {
    const die = dice.roll('X4.1 sudden death');
    const ends = die <= box.suddenDeath;
    em.emit({ type: 'SuddenDeathRolled', turn: s.turn, die, number: box.suddenDeath, ends });
    if (ends) return true;
  }
  return s.turn >= TABLES.turnTrack.lastTurn[s.scenarioId];
}

/**
 * N4.0: the phase after the current one in a player turn: no Reaction or Combat Phase at night
 * (N13.0); no Reaction Phase when the other player has no unit able to react (N8.0).
 */
function nextPhase(state: A20State): Phase | null {
  const { turn, phase } = state;
  if (phase === 'movement')
    return isNight(turn) ? 'rally' : reactionPossible(state) ? 'reaction' : 'combat';
  if (phase === 'reaction') return 'combat';
  if (phase === 'combat') return 'rally';
  return null;
}

/** N4.0: the Movement Phase ends (after the ice's retreats, X9.81 and N9.8.6). */
export function endMovementPhase(em: Em): void {
  const { turn, side, phase } = em.state;
  em.emit({
    type: 'PhaseEnded',
    turn,
    side,
    phase,
    next: { turn, side, phase: nextPhase(em.state) ?? 'combat' },
  });
}

/** N4.0, X4.0: end the phase; the Allies play first in every game turn. */
export function decideEndPhase(state: A20State, dice: Dice): A20Decision {
  const duty = state.phase === 'combat' ? endCombatProblem(state) : null;
  if (duty !== null) return { ok: false, violation: duty };
  const waiting = state.phase === 'movement' ? waitingToReturn(state) : [];
  if (waiting.length > 0 && returnHexes(state, state.side).length > 0)
    return reject(
      'RALLIED_UNIT_WAITING',
      'N10.2',
      `rallied units return in this Movement Phase first: ${waiting.join(', ')}`,
      { units: waiting },
    );
  const em = new Emitter<A20State, A20Event>(state, evolve);
  const here = { turn: state.turn, side: state.side, phase: state.phase };
  const ended = (next: SequencePoint<Side, Phase> | null): void => {
    em.emit({ type: 'PhaseEnded', ...here, next });
  };
  // X9.81: the Movement Phase ends once the ice's retreats are made (N9.8.6 may ask routes first)
  if (state.phase === 'movement' && thinIce(em, dice, 'end-movement'))
    return { ok: true, events: em.events };
  if (state.phase === 'rally') rally(em, dice);
  if (state.phase === 'rally' && isNight(state.turn))
    nightRally(em, dice, (id) => bonus(em.state, id));
  const phase = nextPhase(em.state);
  if (phase !== null) ended({ turn: state.turn, side: state.side, phase });
  else {
    endOfPlayerTurnMorale(em);
    if (state.side === 'allied') ended({ turn: state.turn, side: 'french', phase: 'events' });
    else if (gameTurnEnds(em, dice)) {
      ended(null);
      const last = state.turn >= TABLES.turnTrack.lastTurn[state.scenarioId];
      endGame(em, last ? 'last-turn' : 'sudden-death', last ? 'N15.0' : 'X4.1');
    } else ended({ turn: state.turn + 1, side: 'allied', phase: 'events' });
  }
  return { ok: true, events: em.events };
}
