import type { Dice } from '@pratzen/engine';
import { CHITS } from '../data/strategic';
import type { ChitRevealed, ChitsAllotted } from '../events';
import type { A1805State } from '../state';
import { CHIT_DEPLOYMENT } from '../vocabulary';
import { convexOverlap, boxOf, disjoint } from '@pratzen/geometry';
import { unitRing } from '../movement/pose';
import { detectionRange, enemiesWithin, ringOfChit } from './chit-rules';

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
    columns: CHITS.alliedColumnsDie[String(die)] ?? 0,
  };
}

/**
 * 16.4.2.7, 16.3: every chit an enemy unit or chit now detects, revealed; in clear weather every
 * chit left on the table; a chit a unit ends on (a retreat's path over chits is revealed, with
 * its disorder, as the retreat is made: step-over.ts, 13.11.1.1).
 */
export function revealEvents(state: A1805State): ChitRevealed[] {
  const range = detectionRange(state);
  const out: ChitRevealed[] = [];
  for (const c of state.fog.chits) {
    const marker = ringOfChit(c);
    const box = boxOf(marker);
    const under = state.units
      .filter((u) => u.attachedTo === null && !disjoint(box, boxOf(unitRing(u))))
      .filter((u) => convexOverlap(marker, unitRing(u)))
      .map((u) => u.id);
    const by = !Number.isFinite(range)
      ? ['clear']
      : [...new Set([...enemiesWithin(state, c.side, marker, range, c.id), ...under])];
    if (by.length === 0) continue;
    out.push({
      type: 'ChitRevealed',
      chitId: c.id,
      side: c.side,
      units: c.units.map((u) => u.id),
      by,
    });
  }
  return out;
}
