import { REFEREE, SPECTATOR, seededDice, setupStateOrThrow, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Event } from '../events';
import { redactEvent } from '../fog/redact';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at } from '../testing/positions';
import type { Side } from '../vocabulary';
import { CARD_IDS, CARDS, SUN } from './cards';

const draw = { type: 'DrawEventCard' } as const;
const types = (events: readonly A20Event[]) => events.map((e) => e.type);

/** A position in `side`'s Random Events Phase with the deck stacked (top first). */
function stacked(
  deck: readonly string[],
  side: Side = 'allied',
  turn = 7,
  units: Record<string, string> = {},
  held: string | null = null,
): A20State {
  const s = at(turn, 'events', side, units);
  return { ...s, cards: { prepared: true, deck, discard: [], held, inForce: [] } };
}

const played = (events: readonly A20Event[]) =>
  events.find(
    (e): e is Extract<A20Event, { type: 'EventCardPlayed' }> => e.type === 'EventCardPlayed',
  );

/** X3.0 / X17.0 step 3: PrepareDeck's events: the Sun and two others set aside, one of them held. */
function setAside(state: A20State, seed: number) {
  const d = a20.decide(state, { type: 'PrepareDeck' }, seededDice(seed));
  if (!d.ok) throw new Error(d.violation.code);
  const [shuffled, pick] = d.events;
  if (shuffled?.type !== 'DeckShuffled' || pick?.type !== 'CardPreselected')
    throw new Error('order');
  expect(shuffled.setAside[0]).toBe(SUN);
  expect(new Set(shuffled.setAside).size).toBe(3);
  expect(shuffled.setAside).toContain(pick.card);
  expect(shuffled.order).toHaveLength(15);
  expect(shuffled.order).not.toContain(pick.card);
  expect(new Set([...shuffled.order, pick.card])).toEqual(new Set(CARD_IDS));
  return { events: d.events, shuffled, pick };
}

describe('a20 event deck (N5.0, X3.0 step 3, X5.0)', () => {
  test('N5.0 deck: the reconstructed deck has 16 distinct cards, the Sun of Austerlitz among them, each marked a reconstruction', () => {
    expect(new Set(CARD_IDS).size).toBe(16);
    expect(CARD_IDS).toContain(SUN);
    for (const c of CARDS)
      expect((c as unknown as { provenance: string }).provenance).toBe('reconstruction');
  });

  test('X3.0 step 3: the Sun and two random cards are set aside, the French holds one of them, the other 15 are shuffled into the deck', () => {
    const s = setupStateOrThrow(a20.initialState({ scenarioId: 'standard' }));
    for (const seed of [1, 2, 3, 4, 5, 6]) setAside(s, seed);
  });

  test('X3.0 step 3 hidden: the deck order is hidden from both seats and spectators, the pick from the Allied seat and spectators; DeckShuffled opens its batch so its dice are hidden with it', () => {
    const s = setupStateOrThrow(a20.initialState({ scenarioId: 'standard' }));
    const d = a20.decide(s, { type: 'PrepareDeck' }, seededDice(9));
    if (!d.ok) throw new Error(d.violation.code);
    const [shuffled, pick] = d.events as [A20Event, A20Event];
    expect(shuffled.type).toBe('DeckShuffled');
    for (const v of [sideViewer('allied'), sideViewer('french'), SPECTATOR])
      expect(redactEvent(shuffled, v)).toBeNull();
    expect(redactEvent(shuffled, REFEREE)).toBe(shuffled);
    expect(redactEvent(pick, sideViewer('allied'))).toBeNull();
    expect(redactEvent(pick, SPECTATOR)).toBeNull();
    expect(redactEvent(pick, sideViewer('french'))).toBe(pick);
    const after = given(a20, s).when({ type: 'PrepareDeck' }, []).decision;
    expect(after.ok).toBe(false); // no dice, no preparation: it is rolled, never fixed in advance
  });

  test('X17.0 step 3: the Historical game sets aside the Sun and two others in the first French Random Events Phase; the French hold one blind (hidden from the Allies) and may play it in lieu of drawing', () => {
    const s0 = setupStateOrThrow(a20.initialState({ scenarioId: 'historical' }));
    const s = given(a20, { ...s0, phase: 'rally' as const }).when(
      { type: 'EndPhase' },
      [6, 6, 6],
    ).after;
    expect([s.turn, s.side, s.phase, s.cards.prepared]).toEqual([6, 'french', 'events', false]);
    const { events, shuffled, pick } = setAside(s, 4);
    expect(redactEvent(pick, sideViewer('allied'))).toBeNull();
    expect(redactEvent(pick, sideViewer('french'))).toBe(pick);
    const ready = events.reduce(a20.evolve, s);
    expect([ready.phase, ready.cards.held]).toEqual(['events', pick.card]);
    const r = given(a20, ready).when({ type: 'PlayHeldCard' });
    expect(played(r.events)).toMatchObject({ card: pick.card, from: 'held' });
    expect(r.after.cards.held).toBeNull();
    expect(r.after.cards.deck).toEqual(shuffled.order); // in lieu of a draw: the deck untouched
  });

  test('X3.0 step 3: the pre-selected card is played instead of a draw once, then discarded; the Allied player never plays it', () => {
    const s = stacked(['lull'], 'french', 7, {}, 'tsar-present');
    const r = given(a20, s).when({ type: 'PlayHeldCard' });
    expect(played(r.events)).toMatchObject({ card: 'tsar-present', from: 'held', for: 'allied' });
    expect(r.after.cards).toMatchObject({ held: null, deck: ['lull'], discard: ['tsar-present'] });
    expect(r.after.phase).toBe('movement');
    expect(
      a20
        .legalActions(r.after, sideViewer('french'))
        .some((a) => a.command.type === 'PlayHeldCard'),
    ).toBe(false);
    given(a20, stacked(['lull'], 'allied', 7, {}, 'tsar-present'))
      .when({ type: 'PlayHeldCard' })
      .thenViolates('NO_HELD_CARD', 'X3.0 step 3');
  });

  test('N5.0: the top card is drawn and applied; a two-tone card acts for the drawer, a one-colour card for its side whoever draws it', () => {
    const r = given(a20, stacked(['grand-battery', 'vive-lempereur'])).when(draw);
    expect(played(r.events)).toMatchObject({
      side: 'allied',
      card: 'grand-battery',
      from: 'deck',
      for: 'allied',
    });
    const r2 = given(a20, { ...r.after, side: 'allied', phase: 'events' }).when(draw);
    expect(played(r2.events)).toMatchObject({
      side: 'allied',
      card: 'vive-lempereur',
      for: 'french',
    });
    expect(r2.after.morale.french).toBe(r.after.morale.french + 1);
    expect(r2.after.cards.discard).toEqual(['grand-battery', 'vive-lempereur']);
  });

  test('N5.0: the Random Events Phase only draws (EndPhase refused) and cards are drawn in no other phase', () => {
    given(a20, stacked(['lull']))
      .when({ type: 'EndPhase' })
      .thenViolates('DRAW_A_CARD_FIRST', 'N5.0');
    given(a20, at(7, 'movement', 'allied', {}))
      .when(draw)
      .thenViolates('NOT_RANDOM_EVENTS_PHASE', 'N5.0');
  });

  test('N5.0 reshuffle: the deck is reshuffled at the end of each Night game turn and not otherwise; the same card can come up twice', () => {
    const night = { ...stacked(['lull', 'tsar-present'], 'french', 10), phase: 'rally' as const };
    const after = given(a20, night).when({ type: 'EndPhase' }).after;
    expect(after.cards.deck).toBeNull();
    const day = { ...stacked(['lull', 'tsar-present'], 'french', 9), phase: 'rally' as const };
    expect(given(a20, day).when({ type: 'EndPhase' }).after.cards.deck).toEqual([
      'lull',
      'tsar-present',
    ]);
    const discarded = {
      ...after,
      phase: 'events' as const,
      cards: { ...after.cards, discard: ['tsar-present'], held: SUN },
    };
    const d = a20.decide(discarded, draw, seededDice(4));
    if (!d.ok) throw new Error(d.violation.code);
    expect(types(d.events).slice(0, 2)).toEqual(['DeckShuffled', 'EventCardPlayed']);
    const shuffled = d.events[0] as Extract<A20Event, { type: 'DeckShuffled' }>;
    expect(shuffled.order).toHaveLength(15);
    expect(shuffled.order).toContain('tsar-present'); // the discard is back in
    expect(shuffled.order).not.toContain(SUN); // the held card stays in the French hand
  });

  test('X5.0: no Allied Random Events Phase on the first game turn (Historical opens with the Allied Movement Phase); the French draws', () => {
    const s = setupStateOrThrow(a20.initialState({ scenarioId: 'historical' }));
    expect([s.turn, s.side, s.phase]).toEqual([6, 'allied', 'movement']);
    // the Allied Rally Phase ends (the Allied Combat Phase may be bound by an N7.3 duty)
    const t = given(a20, { ...s, phase: 'rally' as const }).when(
      { type: 'EndPhase' },
      [6, 6, 6, 6],
    ).after;
    expect([t.turn, t.side, t.phase]).toEqual([6, 'french', 'events']);
    expect(a20.legalActions(t, sideViewer('french')).map((a) => a.command.type)).toEqual([
      'PrepareDeck',
    ]);
  });
});
