import type { Dice, Emitter } from '@pratzen/engine';
import type { A20Event } from '../events';
import { thinIce } from '../sequence/end-phase';
import type { A20State } from '../state';
import type { Side } from '../vocabulary';

type Em = Emitter<A20State, A20Event>;

/**
 * N5.0 cards whose effect needs rules not coded yet, drawn and discarded with `coded: false`:
 * none now (Stragglers Return and Weyrother's Disposition name a unit, card-targets.ts; Cavalry
 * Charge raises a countercharge, in-force.ts).
 */
export const NOT_CODED: ReadonlySet<string> = new Set<string>();

export const isCoded = (card: string): boolean => !NOT_CODED.has(card);

/** Morale cards: the points they give `side` (reconstruction, data/tables.json events). */
const MORALE: Readonly<Record<string, { readonly side: Side | null; readonly points: number }>> = {
  'sun-of-austerlitz': { side: 'french', points: 1 },
  'vive-lempereur': { side: 'french', points: 1 },
  'tsar-present': { side: 'allied', points: 1 },
  'kutuzov-overruled': { side: 'allied', points: -1 },
};

/** X2.0 Conditional units: released by their card, once per game (N11.x, reconstruction). */
const CONDITIONAL: Readonly<Record<string, string>> = {
  'wrede-bavarians': 'fr-bv',
  'essen-arrives': 'al-6',
};

/**
 * N5.0: a card's immediate effect for `side` (the side it acts for). Effects that last the player
 * turn (Sun of Austerlitz's +1 and clear sky, Grand Battery, The Guard Goes In, Morning Mist,
 * Davout's Forced March, Austrian Guides Lost) are the card being in force (cards-state.ts),
 * which the rules they change ask about (attack.ts, combat.ts, queries.ts, movement.ts). True
 * when a choice is pending (The Ice Cracks: a Routed unit's retreat route, N9.8.6).
 */
export function applyCard(em: Em, card: string, side: Side, dice: Dice): boolean {
  const morale = MORALE[card];
  if (morale !== undefined)
    em.emit({
      type: 'MoraleChanged',
      side: morale.side ?? side,
      points: morale.points,
      reason: `card-${card}`,
      rule: 'N5.0',
    });
  const unitId = CONDITIONAL[card];
  if (unitId !== undefined) {
    const u = em.state.units.find((x) => x.id === unitId);
    if (u !== undefined && u.location === 'out')
      em.emit({ type: 'ConditionalUnitReleased', unitId, card });
  }
  // X9.81 now; true while a Routed unit's owner chooses its retreat route (N9.8.6)
  return card === 'ice-cracks' && thinIce(em, dice, 'open-movement');
}
