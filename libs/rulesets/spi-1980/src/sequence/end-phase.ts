import { Emitter, type Dice } from '@pratzen/engine';
import { unmetObligation } from '../combat/obligations';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { stackingCheck } from '../movement/stacking';
import { occupancy } from '../queries';
import type { SpiState } from '../state';
import { victory } from '../victory';
import { accept, reject, type SpiDecision } from '../violations';
import { nextPhase } from './phase-order';
import { corpsAwaitingRally } from './rally';
import { reinforcementCheck } from './reinforcements';
import { revealEvents } from './reserve';

/** 4.9: undisrupted units in a hex holding a disrupted unit at the end of any phase are disrupted. */
export function contagionEvents(state: SpiState): SpiEvent[] {
  const out: SpiEvent[] = [];
  for (const units of occupancy(state).values()) {
    if (!units.some((u) => u.disrupted)) continue;
    for (const u of units)
      if (!u.disrupted) out.push({ type: 'UnitDisrupted', unitId: u.id, rule: '4.9' });
  }
  return out;
}

/**
 * The end of a phase once its own business is settled: 4.9 disruption, the 12.0 reveal at the
 * end of the first Allied Movement Phase, the move to the next phase, the 9.0 reinforcement roll
 * at the start of a French player-turn, and the end of the game after Game-Turn 11.
 */
export function finishPhase(em: Emitter<SpiState, SpiEvent>, dice: Dice): void {
  em.emit(...contagionEvents(em.state));
  const s = em.state;
  if (s.turn === 1 && s.side === 'allied' && s.phase === 'movement' && !s.reserve.revealed) {
    em.emit(...revealEvents(s));
  }
  const next = nextPhase(s);
  em.emit({ type: 'PhaseEnded', turn: s.turn, side: s.side, phase: s.phase, next });
  if (next === null) {
    // 14.0: the tally of the finished game (victory() gives a result only for a game that is over).
    const final = victory({ ...em.state, over: true }).result;
    if (final === null) throw new Error('a finished game has a result');
    const result = final;
    em.emit({
      type: 'TurnLimitReached',
      reason: 'turn-limit',
      result: { ...result, winner: result.winner as SpiState['side'] | null },
    });
    return;
  }
  em.emit(...reinforcementCheck(em.state, dice));
}

/** EndPhase: the phasing player ends the current phase once its obligations are met. */
export function decideEndPhase(state: SpiState, dice: Dice): SpiDecision {
  if (state.combat !== null)
    return reject('COMBAT_IN_PROGRESS', '6.0', 'finish resolving the current attack first');
  if (state.phase === 'rally') {
    const waiting = corpsAwaitingRally(state);
    if (waiting.length > 0) {
      return reject(
        'RALLY_REQUIRED',
        '7.0',
        `roll for the rally of every corps with disrupted units first: ${waiting.join(', ')}`,
        {
          corps: waiting,
        },
      );
    }
  }
  if (state.phase === 'combat') {
    const unmet = unmetObligation(state);
    if (unmet !== null) return { ok: false, violation: unmet };
  }
  const em = new Emitter<SpiState, SpiEvent>(state, evolve);
  if (state.phase === 'movement') {
    em.emit(...stackingCheck(state));
    if (em.state.pending !== null) return accept(em.events);
  }
  finishPhase(em, dice);
  return accept(em.events);
}
