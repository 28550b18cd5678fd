import { Emitter } from '@pratzen/engine';
import { meetableObligations } from '../combat/obligation-check';
import { fixedObligations } from '../combat/obligations';
import type { DgEvent, SequencePoint } from '../events';
import { evolve } from '../evolve';
import { isAwaiting } from '../movement/mover';
import { overstacked, occupancy, sideOf } from '../queries';
import type { DgState } from '../state';
import { LAST_TURN, SEQUENCE, sequenceIndex } from '../vocabulary';
import { accept, reject, type DgDecision } from '../violations';
import { victory } from '../victory';

/** 4.1: the player-phase after the current one, or null after the last game-turn. */
export function nextPoint(state: DgState): SequencePoint | null {
  const i = sequenceIndex(state.side, state.phase);
  const next = SEQUENCE[i + 1];
  if (next !== undefined) return { turn: state.turn, ...next };
  if (state.turn >= LAST_TURN) return null;
  const first = SEQUENCE[0] as (typeof SEQUENCE)[number];
  return { turn: state.turn + 1, ...first };
}

/** Why the current phase may not end yet, or null. */
export function endPhaseProblem(state: DgState): DgDecision | null {
  if (state.phase === 'movement') {
    const waiting = state.units.find((u) => isAwaiting(state, u.id));
    if (waiting !== undefined)
      return reject(
        'REINFORCEMENTS_NOT_ENTERED',
        '12.0 C',
        'reinforcements may not delay their appearance',
        {
          unitId: waiting.id,
        },
      );
    for (const [hex, units] of occupancy(state)) {
      const first = units[0];
      if (first !== undefined && sideOf(first) === state.side && overstacked(state, hex))
        return reject(
          'OVERSTACKED',
          '12.0 A',
          `${hex} is over the stacking limit: reinforcements must conform by the end of the Movement Phase`,
          { hex },
        );
    }
    return null;
  }
  // 8.0 B-C, K: refused while further attacks could still meet obligations (the exact search).
  const owed = meetableObligations(state);
  const [attacker] = owed?.attackers ?? [];
  if (attacker !== undefined)
    return reject(
      'ATTACK_OBLIGATION',
      '8.0 C',
      `${attacker} is in an enemy Zone of Control and must take part in an attack`,
      { unitId: attacker, units: owed?.attackers },
    );
  const [defender] = owed?.defenders ?? [];
  if (defender !== undefined)
    return reject(
      'DEFENDER_NOT_ATTACKED',
      '8.0 B',
      `${defender} has friendly units in its Zone of Control and must be attacked`,
      { unitId: defender, units: owed?.defenders },
    );
  return null;
}

/** 4.0 / 4.1: end the phase; fix the Combat Phase's obligations (8.0 B-C); end the game after 13. */
export function decideEndPhase(state: DgState): DgDecision {
  const problem = endPhaseProblem(state);
  if (problem !== null) return problem;
  const em = new Emitter<DgState, DgEvent>(state, evolve);
  const next = nextPoint(state);
  em.emit({ type: 'PhaseEnded', turn: state.turn, side: state.side, phase: state.phase, next });
  if (next === null) {
    const v = victory({ ...em.state, over: true });
    const r = v.result ?? { winner: null, level: 'draw', margin: 0 };
    em.emit({
      type: 'TurnLimitReached',
      reason: 'turn-limit',
      result: { winner: r.winner as 'allied' | 'french' | null, level: r.level, margin: r.margin },
    });
  } else if (next.phase === 'combat') {
    const o = fixedObligations(em.state);
    em.emit({
      type: 'CombatObligationsFixed',
      rule: '8.0 B-C',
      attackers: o.attackers,
      defenders: o.defenders,
    });
  }
  return accept(em.events);
}
