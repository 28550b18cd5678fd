import { counter } from '../data/counters';
import type { A20State } from '../state';
import type { Side } from '../vocabulary';
import { cardInForce } from './cards-state';

/**
 * N5.0 cards acting on a battle of `side` (reconstruction, data/tables.json events): the Sun of
 * Austerlitz gives every French attack of the player turn +1; Grand Battery one attack of the
 * drawer +1 (spent by the attack, evolve-cards.ts).
 */
export function cardDifferential(state: A20State, side: Side): number {
  return (
    (cardInForce(state, 'sun-of-austerlitz', side) ? 1 : 0) +
    (cardInForce(state, 'grand-battery', side) ? 1 : 0) +
    (chargeFor(state, side) ? 1 : 0)
  );
}

/**
 * N5.0 Cavalry Charge: one countercharge of the drawer's cavalry in the next enemy Reaction Phase
 * gets +1 (N8.1): the card stays in force through the enemy's next player turn
 * (evolve-cards.ts) and counts only for a battle of the side not phasing, a countercharge.
 */
export const chargeFor = (state: A20State, side: Side): boolean =>
  side !== state.side && cardInForce(state, 'cavalry-charge', side);

/** N5.0 Cavalry Charge: spent by the side's countercharge. */
export function spentByCountercharge(state: A20State, side: Side): A20State {
  const inForce = state.cards.inForce.filter((c) => c.side !== side || c.card !== 'cavalry-charge');
  return { ...state, cards: { ...state.cards, inForce } };
}

/** N5.0 The Sun of Austerlitz: no fog (X16.8) in the player turn it comes up in. */
export const sunShines = (state: A20State): boolean =>
  state.cards.inForce.some((c) => c.card === 'sun-of-austerlitz');

/** N5.0 Morning Mist: in the drawer's Movement Phase enemy units exert no ZOC on his units. */
export const mistFor = (state: A20State, side: Side): boolean =>
  state.phase === 'movement' && state.side === side && cardInForce(state, 'morning-mist', side);

/** N5.0 The Guard Goes In: the drawer's next Elite commitment this player turn costs nothing. */
export const freeEliteCommitments = (state: A20State, side: Side): number =>
  cardInForce(state, 'guard-committed', side) ? 1 : 0;

/** Cards spent by a battle of the phasing side: Grand Battery, and The Guard Goes In if an Elite went in. */
export function spentByAttack(state: A20State, attackers: readonly string[]): A20State {
  const elite = attackers.some((id) => counter(id).elite.moraleFluctuation);
  const spent = (card: string): boolean =>
    card === 'grand-battery' || (elite && card === 'guard-committed');
  const inForce = state.cards.inForce.filter((c) => c.side !== state.side || !spent(c.card));
  return { ...state, cards: { ...state.cards, inForce } };
}

/**
 * N5.0 Davout's Forced March: a delayed III Corps (X11.6, due on an earlier turn) arrives this
 * French player turn at its full rating, moving normally, with no arrival roll.
 */
export const forcedMarch = (state: A20State, dueTurn: number): boolean =>
  cardInForce(state, 'davout-forced-march', 'french') && state.turn > dueTurn;

/** N5.0 Austrian Guides Lost: no Allied reinforcement enters this Allied player turn. */
export const guidesLost = (state: A20State, side: Side): boolean =>
  side === 'allied' && cardInForce(state, 'austrian-guides-lost', 'allied');

/** N5.0 Weyrother's Disposition: `unitId` may not move this player turn (deck/card-targets.ts). */
export const halted = (state: A20State, unitId: string): boolean =>
  state.cards.inForce.some((c) => c.card === 'weyrother-disposition' && c.unitId === unitId);
