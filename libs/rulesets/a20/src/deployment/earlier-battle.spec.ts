import {
  SPECTATOR,
  noDice,
  replay,
  seededDice,
  setupStateOrThrow,
  sideViewer,
} from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { CommandOf } from '../commands';
import { SUN } from '../deck/cards';
import { scenarioData } from '../catalogue';
import { a20 } from '../ruleset';
import type { A20Event } from '../events';
import type { A20State } from '../state';
import { SCENARIOS } from '../setup';
import { at } from '../testing/positions';
import { play } from '../testing/standard';
import { EARLIER_FRENCH } from './earlier-battle';

type Deploy = CommandOf<'DeployFrench'>;

const start = (optionalRules: readonly string[] = []): A20State =>
  setupStateOrThrow(a20.initialState({ scenarioId: 'earlierBattle', optionalRules }));
const prepared = (): A20State => play(start(), { type: 'PrepareDeck' });
const plans = (s: A20State): Deploy[] =>
  a20
    .legalActions(s, sideViewer('french'))
    .flatMap((a) => (a.command.type === 'DeployFrench' ? [a.command] : []));
const plan = (i = 0): Deploy => {
  const p = plans(prepared())[i];
  if (p === undefined) throw new Error('no plan');
  return p;
};
const moved = (c: Deploy, unitId: string, hex: string): Deploy => ({
  ...c,
  placements: c.placements.map((p) => (p.unitId === unitId ? { unitId, hex } : p)),
});
const unit = (s: A20State, id: string) => s.units.find((u) => u.id === id);

describe('a20 The Earlier Battle (X17.1)', () => {
  test('X17.1 steps 1-2: Turn 1 (December 1 Morning), both armies at 8; the French act first (the cards)', () => {
    const s = start();
    expect([s.turn, s.morale, s.phase, s.side, s.fog.step]).toEqual([
      1,
      { allied: 8, french: 8 },
      'setup',
      'french',
      'prepare',
    ]);
    expect(a20.legalActions(s, sideViewer('french')).map((a) => a.command)).toEqual([
      { type: 'PrepareDeck' },
    ]);
  });

  test('X17.1 step 3: the French are given the Sun of Austerlitz before the shuffle (no blind pick); the deck is every other card', () => {
    const r = given(a20, start()).when(
      { type: 'PrepareDeck' },
      Array.from({ length: 23 }, () => 6), // N5.0: fifteen cards, by d6 (two for 7-15 places, one for 2-6)
    );
    expect(r.events.map((e) => e.type)).toEqual(['DeckShuffled', 'CardPreselected']);
    const s = r.after;
    expect(s.cards.held).toBe(SUN);
    expect(s.cards.deck).not.toContain(SUN);
    expect(s.cards.deck).toHaveLength(15);
    expect(s.fog.step).toBe('french');
    // a second preparation is refused
    const again = a20.decide(s, { type: 'PrepareDeck' }, noDice);
    expect(again.ok ? null : again.violation.code).toBe('NOT_THIS_SET_UP_STEP');
  });

  test('X17.1 step 3: the Sun is given openly (the scenario names it): the Allied seat and spectators see it held, in the event and the view; the Standard’s blind pick (X3.0 step 3) stays the French player’s', () => {
    const r = given(a20, start()).when(
      { type: 'PrepareDeck' },
      Array.from({ length: 23 }, () => 6),
    );
    const given_ = r.events.find((e) => e.type === 'CardPreselected');
    expect(given_).toMatchObject({ card: SUN, open: true });
    for (const v of [sideViewer('allied'), SPECTATOR]) {
      expect(a20.redactEvent(given_ as A20Event, v)).toEqual(given_);
      expect(a20.view(r.after, v)).toMatchObject({
        cards: { holdsPreselected: true, preselected: SUN },
      });
    }
    // the deck's order stays hidden from every seat (DeckShuffled)
    const shuffled = r.events.find((e) => e.type === 'DeckShuffled') as A20Event;
    expect(a20.redactEvent(shuffled, sideViewer('french'))).toBeNull();
    // X3.0 step 3: the Standard's blind pick is shown to the French seat only
    const standard = setupStateOrThrow(
      a20.initialState({ scenarioId: 'standard', optionalRules: [] }),
    );
    const blind = a20.decide(standard, { type: 'PrepareDeck' }, seededDice(1));
    if (!blind.ok) throw new Error(blind.violation.code);
    const picked = blind.events.find((e) => e.type === 'CardPreselected') as A20Event;
    expect(picked).toMatchObject({ open: false });
    expect(a20.redactEvent(picked, sideViewer('allied'))).toBeNull();
    expect(a20.redactEvent(picked, SPECTATOR)).toBeNull();
    expect(a20.redactEvent(picked, sideViewer('french'))).toEqual(picked);
    expect(a20.view(replay(a20, standard, blind.events), sideViewer('allied'))).toMatchObject({
      cards: { holdsPreselected: true, preselected: null },
    });
  });

  test('X17.1 step 3: the French may play the Sun in lieu of a draw in a French Random Events Phase', () => {
    let s = play(prepared(), plan());
    s = { ...s, turn: 1, side: 'french', phase: 'events' };
    const options = a20.legalActions(s, sideViewer('french')).map((a) => a.command.type);
    expect(options).toEqual(['DrawEventCard', 'PlayHeldCard']);
    const r = given(a20, s).when({ type: 'PlayHeldCard' });
    expect(r.events[0]).toMatchObject({ type: 'EventCardPlayed', card: SUN, from: 'held' });
    expect(r.after.cards.held).toBeNull();
  });

  test('X17.1 step 4: I at 0104, III due on Turn 6 (X11.6), Bv Conditional; the others wait for the free set-up', () => {
    const s = start();
    expect(unit(s, 'fr-i')).toMatchObject({ location: 'map', hex: '0104' });
    expect(unit(s, 'fr-iii')?.location).toBe('awaiting');
    expect(unit(s, 'fr-bv')?.location).toBe('out');
    expect(EARLIER_FRENCH).toEqual(
      expect.arrayContaining([
        'fr-ig',
        'fr-gr',
        'fr-iv',
        'fr-iv-2',
        'fr-v',
        'fr-res-h',
        'fr-res-l',
      ]),
    );
    expect(EARLIER_FRENCH).toHaveLength(7);
    for (const id of EARLIER_FRENCH) expect(unit(s, id)?.location).toBe('out');
  });

  test('X17.1 step 4: the free French set-up: anywhere in hexrows 05xx-15xx, face up; play opens with the Allied Movement Phase of Turn 1 (X5.0)', () => {
    const offered = plans(prepared());
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const mine = moved(plan(), 'fr-res-l', '1513'); // the 15xx row is the zone's east end
    const r = given(a20, prepared()).when(mine);
    expect(r.events.map((e) => e.type)).toEqual(['FrenchSetUp', 'PhaseEnded']);
    const s = r.after;
    for (const p of mine.placements)
      expect(unit(s, p.unitId)).toMatchObject({ location: 'map', hex: p.hex });
    expect(s.fog.hidden).toEqual([]);
    expect([s.turn, s.side, s.phase, s.fog.step]).toEqual([1, 'allied', 'movement', null]);
    for (const p of offered) expect(a20.decide(prepared(), p, noDice).ok).toBe(true);
  });

  test('X17.1 step 4 / X17.0 with N16.1: Fog of War turns nothing face down in either scenario (only the Standard set-up is hidden)', () => {
    const fog = ['fog-of-war'];
    const historical = setupStateOrThrow(
      a20.initialState({ scenarioId: 'historical', optionalRules: fog }),
    );
    expect(historical.fog.hidden).toEqual([]);
    const earlyStart = play(start(fog), { type: 'PrepareDeck' });
    const early = given(a20, earlyStart).when(plans(earlyStart)[0] as Deploy).after;
    expect(early.fog.hidden).toEqual([]);
    for (const s of [historical, early]) {
      expect(s.optionalRules).toContain('fog-of-war');
      for (const v of [sideViewer('allied'), SPECTATOR])
        expect(JSON.stringify(a20.view(s, v))).toContain('"fr-ig"');
      expect(JSON.stringify(a20.view(s, sideViewer('french')))).toContain('"al-1"');
    }
  });

  test('X17.1 step 4: a French unit outside 05xx-15xx, a missing or stray unit, Cadres or a taken hex are refused', () => {
    const s = prepared();
    const code = (c: Deploy) => {
      const d = a20.decide(s, c, noDice);
      return d.ok ? null : [d.violation.code, d.violation.rule];
    };
    expect(code(moved(plan(), 'fr-iv', '0407'))).toEqual(['OUTSIDE_SET_UP_ZONE', 'X17.1 step 4']);
    expect(code(moved(plan(), 'fr-iv', '1607'))).toEqual(['OUTSIDE_SET_UP_ZONE', 'X17.1 step 4']);
    expect(code({ ...plan(), placements: plan().placements.slice(1) })?.[0]).toBe(
      'FRENCH_SET_UP_INCOMPLETE',
    );
    expect(
      code({
        ...plan(),
        placements: [...plan().placements, { unitId: 'fr-dummy-1', hex: '0808' }],
      })?.[0],
    ).toBe('NOT_A_FRENCH_SET_UP_UNIT');
    expect(code({ ...plan(), breakDown: 'fr-iv' })?.[0]).toBe('NOT_A_CADRE_UNIT');
    const twice = moved(plan(), 'fr-ig', plan().placements[1]?.hex ?? '');
    expect(code(twice)?.[0]).toBe('BAD_SET_UP_HEX');
    // the Allied set-up and scouting of the Standard game are no steps of this scenario
    const reveal = a20.decide(s, { type: 'Reveal', counter: 'fr-counter-1' }, noDice);
    expect(reveal.ok ? null : reveal.violation.code).toBe('NOT_THIS_SET_UP_STEP');
  });

  test('X17.1 step 5: the Allied units on their printed hexes; 1/4 and 2/4 on Turn 1, Gd Turn 2, 5 Cav Turn 3 at the eastern edge (X11.6); 6 Conditional', () => {
    const s = start();
    const printed: Record<string, string> = {
      'al-ag-cav': '1802',
      'al-ag': '1804',
      'al-1ag': '1807',
      'al-1': '2003',
      'al-2': '2104',
      'al-3': '2106',
    };
    for (const [id, hex] of Object.entries(printed))
      expect(unit(s, id)).toMatchObject({ location: 'map', hex });
    expect(unit(s, 'al-6')?.location).toBe('out');
    const going = play(prepared(), plan());
    const entries = (g: A20State) =>
      a20
        .legalActions(g, sideViewer('allied'))
        .flatMap((a) => (a.command.type === 'EnterReinforcement' ? [a.command.unitId] : []));
    expect(new Set(entries(going))).toEqual(new Set(['al-1-4', 'al-2-4']));
    const entered = given(a20, going).when({
      type: 'EnterReinforcement',
      unitId: 'al-1-4',
      hex: '2205',
    });
    expect(entered.events[0]).toMatchObject({ type: 'ReinforcementArrived', unitId: 'al-1-4' });
    const west = a20.decide(
      going,
      { type: 'EnterReinforcement', unitId: 'al-2-4', hex: '0110' },
      noDice,
    );
    expect(west.ok ? null : west.violation.code).toBe('NOT_AN_ENTRY_HEX');
    const gd = a20.decide(
      going,
      { type: 'EnterReinforcement', unitId: 'al-gd', hex: '2205' },
      noDice,
    );
    expect(gd.ok ? null : gd.violation.code).toBe('NOT_A_DUE_REINFORCEMENT');
    expect(new Set(entries({ ...going, turn: 2 }))).toEqual(new Set(['al-1-4', 'al-2-4', 'al-gd']));
    expect(entries({ ...going, turn: 3 })).toContain('al-5cav');
  });

  test('X17.1 step 7: two days; the game ends after Turn 10, the Night of December 2 (no sudden death, X4.1)', () => {
    const s = at(
      10,
      'rally',
      'french',
      { 'fr-i': '0104', 'al-1': '2003' },
      { scenarioId: 'earlierBattle' },
    );
    const r = given(a20, s).when({ type: 'EndPhase' });
    expect(r.events.at(-1)).toMatchObject({ type: 'BattleEnded', reason: 'last-turn' });
    const nine = at(
      9,
      'rally',
      'french',
      { 'fr-i': '0104', 'al-1': '2003' },
      { scenarioId: 'earlierBattle' },
    );
    const on = given(a20, nine).when({ type: 'EndPhase' });
    expect(on.events.some((e) => e.type === 'BattleEnded')).toBe(false);
    expect(on.after.turn).toBe(10);
  });

  test('X17.1: the catalogue lists The Earlier Battle as playable', () => {
    expect(SCENARIOS.map((x) => x.id)).toContain('earlierBattle');
    expect(scenarioData('earlierBattle')).toMatchObject({ id: 'earlierBattle' });
    expect(start().scenarioId).toBe('earlierBattle');
  });
});
