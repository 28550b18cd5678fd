import type { Side } from '../vocabulary';

/** A card effect in force until the end of the player turn it came up in (N5.0). */
export interface CardInForce {
  readonly card: string;
  /** The side the card acts for (the drawer for a two-tone card, else its colour). */
  readonly side: Side;
  /** The unit the card names (Weyrother's Disposition: the Allied unit that may not move). */
  readonly unitId?: string;
}

/**
 * N5.0 / X3.0 step 3: the event deck. `deck` is the draw pile, top first, or null until it is
 * (re)shuffled: the order is hidden from both seats and spectators (view shows its size only).
 * `held` is the French pre-selected card, hidden from the Allies and spectators until played.
 */
export interface CardsState {
  /** X3.0 / X17.0 step 3 done: the three cards set aside, the blind pick, the shuffle. */
  readonly prepared: boolean;
  readonly deck: readonly string[] | null;
  readonly discard: readonly string[];
  readonly held: string | null;
  readonly inForce: readonly CardInForce[];
}

export const NO_CARDS: CardsState = {
  prepared: false,
  deck: null,
  discard: [],
  held: null,
  inForce: [],
};

/** Is `card` in force for `side` this player turn? */
export const cardInForce = (
  state: { readonly cards: CardsState },
  card: string,
  side: Side,
): boolean => state.cards.inForce.some((c) => c.card === card && c.side === side);
