import { Emitter, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { applyCard, isCoded } from './effects';
import { decideCardTarget, offerCardTarget } from './card-targets';
import { CARD_IDS, SUN, cardSide } from './cards';

type Em = Emitter<A20State, A20Event>;

/** How many times a rejected throw is thrown again before the last one is taken modulo k. */
const REJECTIONS = 24;

/**
 * A whole number 0..k-1 (k at most 36) from six-sided dice only, so that a manual-dice game (its
 * faces are 1-6) shuffles as fairly as the server's dice: one die for k up to 6, two (36
 * outcomes) above; the lowest `span % k` outcomes are thrown again, so every number is equally
 * likely (the highest faces are never thrown again: a count of the dice made with every missing
 * face at its highest, as the API's DICE_COUNT does, is the fewest). The throws rejected say
 * nothing about the number kept. After `REJECTIONS` rejections in a row (never with fair dice:
 * under 1 in 10^11) the last throw is taken modulo k, so no dice can keep the loop going.
 */
export function uniformIndex(dice: Dice, k: number, purpose: string): number {
  const two = k > 6;
  const low = (two ? 36 : 6) % k;
  let v = 0;
  for (let tries = 0; tries <= REJECTIONS; tries++) {
    v = dice.roll(purpose) - 1;
    if (two) v = v * 6 + dice.roll(purpose) - 1;
    if (v >= low) return (v - low) % k;
  }
  return v % k;
}

/** `ids` in an order drawn with the engine's seeded dice (Fisher-Yates, one die per card). */
export function shuffled(ids: readonly string[], dice: Dice, purpose: string): string[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformIndex(dice, i + 1, purpose);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/**
 * X3.0 / X17.0 step 3: the Sun of Austerlitz and two cards chosen at random are set aside, the
 * French player draws one blindly, the other two go back and the deck is shuffled. DeckShuffled
 * comes first in its batch: it is hidden from every seat, so the dice of the batch are too.
 */
export function prepareDeck(em: Em, dice: Dice): void {
  const others = shuffled(
    CARD_IDS.filter((c) => c !== SUN),
    dice,
    'X3.0 step 3 set aside',
  );
  const setAside = [SUN, others[0] as string, others[1] as string];
  const held = setAside[uniformIndex(dice, 3, 'X3.0 step 3 blind pick')] as string;
  const order = shuffled(
    CARD_IDS.filter((c) => c !== held),
    dice,
    'N5.0 shuffle',
  );
  em.emit({ type: 'DeckShuffled', order, setAside, rule: 'X3.0 step 3' });
  em.emit({ type: 'CardPreselected', card: held, open: false }); // the blind pick: French only
}

/** N5.0: the deck reshuffled (after a Night game turn, or when empty): every card but the held one. */
function reshuffle(em: Em, dice: Dice): void {
  const held = em.state.cards.held;
  const order = shuffled(
    CARD_IDS.filter((c) => c !== held),
    dice,
    'N5.0 shuffle',
  );
  em.emit({ type: 'DeckShuffled', order, setAside: [], rule: 'N5.0' });
}

/** N4.0: the Random Events Phase is over; the Movement Phase follows. */
export function toMovement(em: Em): void {
  const { turn, side } = em.state;
  em.emit({
    type: 'PhaseEnded',
    turn,
    side,
    phase: 'events',
    next: { turn, side, phase: 'movement' },
  });
}

/** X3.0 step 3 as its own command (the French player, at set-up or his first Random Events Phase). */
export function decidePrepareDeck(state: A20State, dice: Dice): A20Decision {
  if (state.cards.prepared)
    return reject('DECK_ALREADY_PREPARED', 'X3.0 step 3', 'the cards were set aside already');
  if (state.side !== 'french')
    return reject('NOT_YOUR_CARD', 'X3.0 step 3', 'the French player draws the pre-selected card');
  const em = new Emitter<A20State, A20Event>(state, evolve);
  prepareDeck(em, dice);
  return { ok: true, events: em.events };
}

/** N5.0: the phasing player turns up the top card and applies it at once. */
export function decideDraw(state: A20State, dice: Dice): A20Decision {
  const em = new Emitter<A20State, A20Event>(state, evolve);
  if (!state.cards.prepared) prepareDeck(em, dice);
  const deck = em.state.cards.deck;
  if (deck === null || deck.length === 0) reshuffle(em, dice);
  const card = em.state.cards.deck?.[0];
  if (card === undefined) return reject('DECK_EMPTY', 'N5.0', 'no card to draw');
  play(em, card, 'deck', dice);
  return { ok: true, events: em.events };
}

/** X3.0 step 3: the French player plays his pre-selected card in lieu of drawing. */
export function decidePlayHeld(state: A20State, dice: Dice): A20Decision {
  const card = state.cards.held;
  if (state.side !== 'french' || card === null)
    return reject('NO_HELD_CARD', 'X3.0 step 3', 'there is no pre-selected card to play');
  const em = new Emitter<A20State, A20Event>(state, evolve);
  play(em, card, 'held', dice);
  return { ok: true, events: em.events };
}

function play(em: Em, card: string, from: 'deck' | 'held', dice: Dice): void {
  const drawer = em.state.side;
  const side = cardSide(card, drawer);
  em.emit({ type: 'EventCardPlayed', side: drawer, card, from, for: side, coded: isCoded(card) });
  // N9.8.6: The Ice Cracks may wait for a retreat's route (its Movement Phase opens after it)
  if (applyCard(em, card, side, dice)) return;
  if (!offerCardTarget(em, card, side)) toMovement(em); // N5.0: a card that names a unit waits
}

/** N5.0: a unit named for a card (Stragglers Return, Weyrother's Disposition); then Movement. */
export function decideChooseCardTarget(
  state: A20State,
  command: CommandOf<'ChooseCardTarget'>,
  dice: Dice,
): A20Decision {
  return decideCardTarget(state, command, dice, toMovement);
}

/** The Random Events Phase's options: draw, or (French) play the pre-selected card. */
export function deckActions(state: A20State): LegalAction<A20Command>[] {
  if (!state.cards.prepared && state.side === 'french')
    return [{ command: { type: 'PrepareDeck' }, rule: 'X3.0 step 3' }];
  const out: LegalAction<A20Command>[] = [{ command: { type: 'DrawEventCard' }, rule: 'N5.0' }];
  if (state.side === 'french' && state.cards.held !== null)
    out.push({ command: { type: 'PlayHeldCard' }, rule: 'X3.0 step 3' });
  return out;
}
