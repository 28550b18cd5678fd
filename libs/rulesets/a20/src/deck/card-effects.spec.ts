import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Event } from '../events';
import { enemyZocUnits, foggy } from '../queries';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import type { A20State } from '../state';
import { at } from '../testing/positions';
import type { Side } from '../vocabulary';

const draw = { type: 'DrawEventCard' } as const;

/** `card` on top of the deck in `side`'s Random Events Phase of `turn`. */
function drawing(card: string, side: Side, units: Record<string, string>, turn = 7): A20State {
  const s = at(turn, 'events', side, units);
  return {
    ...s,
    cards: { prepared: true, deck: [card, 'lull'], discard: [], held: null, inForce: [] },
  };
}

const drawn = (card: string, side: Side, units: Record<string, string> = {}, turn = 7) =>
  given(a20, drawing(card, side, units, turn)).when(draw, [6, 6, 6, 6]);

const differentials = (s: A20State): number[] =>
  a20
    .legalActions({ ...s, phase: 'combat' }, sideViewer(s.side))
    .flatMap((a) =>
      a.command.type === 'Attack' ? [(a as unknown as { differential: number }).differential] : [],
    );

const morale = (events: readonly A20Event[]) =>
  events.flatMap((e) => (e.type === 'MoraleChanged' ? [[e.side, e.points]] : []));

const battle = { 'fr-i': '0505', 'al-3': '0605' };

describe('a20 event cards (N5.0, reconstruction: data/tables.json events)', () => {
  test('N5.0 card sun-of-austerlitz: French +1 MP, every French attack of the player turn +1, and no fog (X16.8) that turn', () => {
    const plain = at(6, 'movement', 'french', battle);
    const r = drawn('sun-of-austerlitz', 'french', battle, 6);
    expect(morale(r.events)).toEqual([['french', 1]]);
    expect(differentials(r.after)).toEqual(differentials(plain).map((d) => d + 1));
    const weather = { ...r.after, optionalRules: ['weather'] };
    expect(foggy(weather)).toBe(false);
    expect(foggy({ ...plain, optionalRules: ['weather'] })).toBe(true);
  });

  test('N5.0 card vive-lempereur: French +1 MP whoever draws it', () => {
    expect(morale(drawn('vive-lempereur', 'allied').events)).toEqual([['french', 1]]);
  });

  test('N5.0 card tsar-present: Allied +1 MP whoever draws it', () => {
    expect(morale(drawn('tsar-present', 'french').events)).toEqual([['allied', 1]]);
  });

  test('N5.0 card kutuzov-overruled: Allied -1 MP whoever draws it', () => {
    expect(morale(drawn('kutuzov-overruled', 'french').events)).toEqual([['allied', -1]]);
  });

  test('N5.0 card grand-battery: one attack of the drawer this player turn +1, then spent', () => {
    const units = { ...battle, 'fr-v': '0604' };
    const r = drawn('grand-battery', 'french', units);
    const plain = at(7, 'movement', 'french', units); // no N7.3 duty marks: every attack listed
    expect(differentials(r.after)).toEqual(differentials(plain).map((d) => d + 1));
    const fought = given(a20, { ...r.after, phase: 'combat' }).when(
      { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' },
      [3, 3, 3, 3, 3, 3],
    );
    expect(fought.after.cards.inForce).toEqual([]);
  });

  test('N5.0 card guard-committed: the drawer’s next Elite commitment costs no Morale Point', () => {
    const units = { 'fr-ig': '1503', 'al-3': '1504' };
    const r = drawn('guard-committed', 'french', units);
    const attack = { type: 'Attack', attackers: ['fr-ig'], defender: 'al-3' } as const;
    const free = given(a20, { ...r.after, phase: 'combat' }).when(attack, [3, 3, 3, 3]);
    const paid = given(a20, at(7, 'combat', 'french', units)).when(attack, [3, 3, 3, 3]);
    const commits = (ev: readonly A20Event[]) =>
      ev.filter((e) => e.type === 'MoraleChanged' && e.reason === 'commit-elite').length;
    expect([commits(free.events), commits(paid.events)]).toEqual([0, 1]);
  });

  test('N5.0 card morning-mist: in the drawer’s Movement Phase enemy units exert no ZOC on his units', () => {
    const r = drawn('morning-mist', 'allied', battle);
    expect(enemyZocUnits(r.after, 'allied', '0605')).toEqual([]);
    expect(enemyZocUnits(at(7, 'movement', 'allied', battle), 'allied', '0605')).toHaveLength(1);
  });

  test('N5.0 card ice-cracks: every unit on a pond rolls for thin ice now (X9.81)', () => {
    const r = drawn('ice-cracks', 'allied', { 'al-3': '0613', 'fr-i': '0302' });
    expect(
      r.events
        .filter((e) => e.type === 'ThinIceRolled')
        .map((e) => (e as { unitId: string }).unitId),
    ).toEqual(['al-3']);
  });

  test('N5.0 card davout-forced-march: a delayed III Corps arrives this French turn at 3-2 with no roll', () => {
    const s = drawing('davout-forced-march', 'french', {}, 7);
    const iii = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'fr-iii' ? { ...u, location: 'awaiting' as const, hex: null } : u,
      ),
    };
    const after = given(a20, iii).when(draw).after;
    const r = given(a20, after).when({ type: 'EnterReinforcement', unitId: 'fr-iii', hex: '0107' });
    expect(r.events[0]).toMatchObject({
      type: 'ReinforcementArrived',
      strength: 3,
      die: null,
      mayMove: true,
    });
  });

  test('N5.0 card wrede-bavarians: the Conditional Bv is released once and may enter on the French edge', () => {
    const r = drawn('wrede-bavarians', 'french');
    expect(r.events.some((e) => e.type === 'ConditionalUnitReleased' && e.unitId === 'fr-bv')).toBe(
      true,
    );
    const entered = given(a20, r.after).when({
      type: 'EnterReinforcement',
      unitId: 'fr-bv',
      hex: '0107',
    });
    expect(entered.events[0]).toMatchObject({ type: 'ReinforcementArrived', unitId: 'fr-bv' });
    const again = given(a20, {
      ...entered.after,
      phase: 'events',
      cards: drawing('wrede-bavarians', 'french', {}).cards,
    }).when(draw);
    expect(again.events.some((e) => e.type === 'ConditionalUnitReleased')).toBe(false);
  });

  test('N5.0 card essen-arrives: the Conditional 6 is released and may enter on the Allied edge; not before', () => {
    given(a20, at(7, 'movement', 'allied', {}))
      .when({ type: 'EnterReinforcement', unitId: 'al-6', hex: '2201' })
      .thenViolates('NOT_A_DUE_REINFORCEMENT');
    const r = drawn('essen-arrives', 'french');
    const allied = {
      ...r.after,
      side: 'allied' as const,
      cards: { ...r.after.cards, inForce: [] },
    };
    const entered = given(a20, allied).when({
      type: 'EnterReinforcement',
      unitId: 'al-6',
      hex: '2201',
    });
    expect(entered.events[0]).toMatchObject({ type: 'ReinforcementArrived', unitId: 'al-6' });
  });

  test('N5.0 card austrian-guides-lost: no Allied reinforcement enters this Allied player turn', () => {
    const s = drawing('austrian-guides-lost', 'allied', {});
    const waiting = {
      ...s,
      units: s.units.map((u) => (u.id === 'al-6' ? { ...u, location: 'awaiting' as const } : u)),
    };
    const r = given(a20, waiting).when(draw);
    given(a20, r.after)
      .when({ type: 'EnterReinforcement', unitId: 'al-6', hex: '2201' })
      .thenViolates('NOT_A_DUE_REINFORCEMENT');
  });

  test('N5.0 card lull: no effect', () => {
    expect(drawn('lull', 'allied').events.map((e) => e.type)).toEqual([
      'EventCardPlayed',
      'PhaseEnded',
    ]);
  });

  test.each(['lull'])(
    'N5.0 card %s: every card is coded now (Stragglers Return, Cavalry Charge and Weyrother: card-targets.spec.ts)',
    (card) => {
      const r = drawn(card, 'allied');
      expect(r.events.map((e) => e.type)).toEqual(['EventCardPlayed', 'PhaseEnded']);
      expect(r.events[0]).toMatchObject({ card, coded: true });
    },
  );
});
