import { Emitter, type Dice, type SequencePoint } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES, turnBox } from '../data/tables';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { enemyZocUnits, inEnemyZoc, isNight, sideAt, sideOf } from '../queries';
import type { A20State } from '../state';
import { rout } from '../combat/retreat';
import { enemyOf, type Phase, type Side } from '../vocabulary';
import { endGame } from './game-end';

type Em = Emitter<A20State, A20Event>;

/** X9.81 Threat: every unit on a pond rolls, -1 per enemy unit whose ZOC covers it. */
export function thinIce(em: Em, dice: Dice): void {
  for (const u of em.state.units) {
    if (u.location !== 'map' || u.hex === null || BOARD.terrain.get(u.hex) !== 'pond') continue;
    const modifier = 0 - enemyZocUnits(em.state, sideOf(u), u.hex).length;
    const die = dice.roll('X9.81 thin ice');
    const breaksUp = die + modifier <= TABLES.rolls.thinIce.routsAtOrBelow;
    em.emit({ type: 'ThinIceRolled', unitId: u.id, hex: u.hex, die, modifier, breaksUp });
    if (breaksUp) rout(em, u.id, dice, 'X9.81');
  }
}

/** N10.1: each Routed unit of the phasing side outside enemy ZOC rolls to rally (Elite +1, X2.0). */
function rally(em: Em, dice: Dice): void {
  for (const u of em.state.units) {
    if (u.location !== 'map' || u.hex === null || !u.routed || sideOf(u) !== em.state.side)
      continue;
    if (inEnemyZoc(em.state, sideOf(u), u.hex)) continue;
    const modifier = counter(u.id).elite.rally ? 1 : 0;
    const die = dice.roll('N10.1 rally');
    const rallied = die + modifier >= TABLES.rolls.rally.routedRecoversAtOrAbove;
    em.emit({ type: 'RallyRolled', unitId: u.id, die, modifier, rallied });
  }
}

/** X12.6 and X17.0 step 7: morale lost at the end of a player turn. */
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

/** N4.0: the phase after `phase` in a player turn (no Combat Phase at night, N14.0). */
function nextPhase(turn: number, phase: Phase): Phase | null {
  if (phase === 'movement') return isNight(turn) ? 'rally' : 'combat';
  if (phase === 'combat') return 'rally';
  return null;
}

/** N4.0, X4.0: end the phase; the Allies play first in every game turn. */
export function decideEndPhase(state: A20State, dice: Dice) {
  const em = new Emitter<A20State, A20Event>(state, evolve);
  const here = { turn: state.turn, side: state.side, phase: state.phase };
  const ended = (next: SequencePoint<Side, Phase> | null): void => {
    em.emit({ type: 'PhaseEnded', ...here, next });
  };
  if (state.phase === 'movement') thinIce(em, dice);
  if (state.phase === 'rally') rally(em, dice);
  const phase = nextPhase(state.turn, state.phase);
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
  return { ok: true as const, events: em.events, state: em.state };
}
