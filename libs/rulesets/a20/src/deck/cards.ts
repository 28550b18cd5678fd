import { TABLES } from '../data/tables';
import type { Side } from '../vocabulary';

/** One card of the reconstructed deck (data/tables.json `events.cards`). */
export interface EventCard {
  readonly id: string;
  readonly title: string;
  /** `drawer`: a two-tone card, acting for whoever draws it; else the one colour it acts for. */
  readonly affects: 'drawer' | Side;
  readonly setAside?: boolean;
}

export const CARDS = TABLES.events.cards as unknown as readonly EventCard[];
export const CARD_IDS: readonly string[] = CARDS.map((c) => c.id);
export const SUN = 'sun-of-austerlitz';

export const cardOf = (id: string): EventCard | undefined => CARDS.find((c) => c.id === id);

/** N5.0: the side a card acts for when `drawer` turns it up. */
export function cardSide(id: string, drawer: Side): Side {
  const c = cardOf(id);
  return c === undefined || c.affects === 'drawer' ? drawer : c.affects;
}
