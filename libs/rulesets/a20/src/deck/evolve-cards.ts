import type { A20Event } from '../events';
import { isNight } from '../queries';
import type { A20State } from '../state';

type CardEvent = Extract<
  A20Event,
  { type: 'DeckShuffled' | 'CardPreselected' | 'EventCardPlayed' | 'ConditionalUnitReleased' }
>;

/** N5.0, X3.0 step 3: the deck's events folded into the state. */
export function evolveCards(state: A20State, event: CardEvent): A20State {
  const cards = state.cards;
  switch (event.type) {
    case 'DeckShuffled':
      return { ...state, cards: { ...cards, prepared: true, deck: event.order, discard: [] } };
    case 'CardPreselected': {
      // X3.0: step 3 done, the French face-down set-up (step 4) follows
      const fog =
        state.fog.step === 'prepare' ? { ...state.fog, step: 'french' as const } : state.fog;
      return { ...state, fog, cards: { ...cards, held: event.card } };
    }
    case 'EventCardPlayed': {
      const deck = event.from === 'deck' ? (cards.deck ?? []).slice(1) : cards.deck;
      const held = event.from === 'held' ? null : cards.held;
      const inForce = [...cards.inForce, { card: event.card, side: event.for }];
      const discard = [...cards.discard, event.card];
      return { ...state, cards: { ...cards, deck, held, inForce, discard } };
    }
    case 'ConditionalUnitReleased':
      return {
        ...state,
        units: state.units.map((u) =>
          u.id === event.unitId ? { ...u, location: 'awaiting' as const } : u,
        ),
      };
  }
}

/**
 * N5.0: card effects last the player turn they came up in; the deck is reshuffled at the end of
 * every Night game turn (the next draw shuffles it: `deck` null). `before` is the state the
 * PhaseEnded event ended.
 */
export function cardsAfterPhaseEnded(
  before: A20State,
  after: A20State,
  event: Extract<A20Event, { type: 'PhaseEnded' }>,
): A20State {
  const turnEnds = event.next === null || event.next.side !== event.side;
  if (!turnEnds) return after;
  const nightEnds =
    isNight(before.turn) && (event.next === null || event.next.turn !== before.turn);
  const cards = after.cards;
  // N5.0 Cavalry Charge: the drawer's card lasts into the enemy's next player turn (its Reaction Phase)
  const carried = cards.inForce.filter((c) => c.card === 'cavalry-charge' && c.side === event.side);
  const reshuffle = nightEnds && cards.prepared && cards.deck !== null;
  if (cards.inForce.length === 0 && !reshuffle) return after; // nothing to clear (bench: replay)
  return {
    ...after,
    cards: { ...cards, inForce: carried, deck: nightEnds && cards.prepared ? null : cards.deck },
  };
}
