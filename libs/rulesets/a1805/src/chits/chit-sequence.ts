import type { Dice } from '@pratzen/engine';
import { CHITS } from '../data/strategic';
import type { ChitRevealed, ChitsAllotted } from '../events';
import type { A1805State } from '../state';
import { CHIT_DEPLOYMENT } from '../vocabulary';
import { chitRing, detectedChits, detectionRange, enemiesWithin } from './chit-rules';

/**
 * 16.4.2.2, 4.2: when a new fog turn opens with a chit deployment (the fog lingers), the French
 * have 3 chits and the Allies as many as a die gives on the Fog Table (RECONSTRUCTED die:
 * data/strategic.json). `before`: the state the EndPhase was decided on; `after`: with its events.
 */
export function chitsAllotted(
  before: A1805State,
  after: A1805State,
  dice: Dice,
): ChitsAllotted | null {
  if (after.turn === before.turn || after.phase !== CHIT_DEPLOYMENT) return null;
  const die = dice.roll(`Allied chits, turn ${after.turn}`, 6);
  return {
    type: 'ChitsAllotted',
    turn: after.turn,
    french: CHITS.frenchPerTurn,
    allied: CHITS.alliedDie[String(die)] ?? 0,
    die,
  };
}

/**
 * 16.4.2.7, 16.3: every chit an enemy unit or chit now detects, revealed; in clear weather every
 * chit left on the table.
 */
export function revealEvents(state: A1805State): ChitRevealed[] {
  const range = detectionRange(state);
  const found = Number.isFinite(range) ? detectedChits(state) : state.fog.chits;
  return found.map((c) => ({
    type: 'ChitRevealed',
    chitId: c.id,
    side: c.side,
    units: c.units.map((u) => u.id),
    by: Number.isFinite(range)
      ? enemiesWithin(state, c.side, chitRing(c.x, c.y), range, c.id)
      : ['clear'],
  }));
}
