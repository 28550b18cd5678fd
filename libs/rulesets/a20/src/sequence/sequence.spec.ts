import { setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at } from '../testing/positions';

const types = (events: readonly A20Event[]) => events.map((e) => e.type);
const end = { type: 'EndPhase' } as const;
const thinIce = TABLES.rolls.thinIce.routsAtOrBelow;
const rallyAt = TABLES.rolls.rally.routedRecoversAtOrAbove;

describe('a20 set-up and sequence of play (X4.0, X4.1, X17.0, N4.0)', () => {
  test('X17.0 steps 1-5: Turn 6, both armies at 8, every unit on its printed hex, III due, Conditionals out', () => {
    const s = setupStateOrThrow(a20.initialState({ scenarioId: 'historical' }));
    expect([s.turn, s.side, s.phase, s.morale]).toEqual([
      6,
      'allied',
      'movement',
      { allied: 8, french: 8 },
    ]);
    for (const c of COUNTERS) {
      const u = s.units[c.index];
      const setup = c.setup.historical;
      if (setup.kind === 'hex') expect(u).toMatchObject({ location: 'map', hex: setup.hex });
      else if (setup.kind === 'reinforcement') expect(u?.location).toBe('awaiting');
      else expect(u?.location).toBe('out');
    }
    expect(s.units.find((u) => u.id === 'fr-cadre-3')?.hex).toBe('0412');
  });

  test('X3.0 / X17.1: every scenario of the sheet sets up (The Earlier Battle: deployment/earlier-battle.spec.ts); an unknown one is refused', () => {
    for (const scenarioId of ['standard', 'historical', 'earlierBattle'])
      expect(a20.initialState({ scenarioId }).ok).toBe(true);
    const u = a20.initialState({ scenarioId: 'nope' });
    expect(u.ok ? null : u.problems[0]?.code).toBe('UNKNOWN_SCENARIO');
  });

  test('X4.0 / N4.0 / N5.0: Allied Movement, Combat, Rally, then French Random Events, Movement, Combat, Rally; the next game turn opens with the Allied Random Events', () => {
    const lulls = { prepared: true, deck: ['lull', 'lull'], discard: [], held: null, inForce: [] };
    let s: A20State = { ...at(7, 'movement', 'allied', {}), cards: lulls };
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(`${s.turn} ${s.side} ${s.phase}`);
      s = given(a20, s).when(s.phase === 'events' ? { type: 'DrawEventCard' } : end).after;
    }
    seen.push(`${s.turn} ${s.side} ${s.phase}`);
    expect(seen).toEqual([
      '7 allied movement',
      '7 allied combat',
      '7 allied rally',
      '7 french events',
      '7 french movement',
      '7 french combat',
      '7 french rally',
      '8 allied events',
    ]);
  });

  test('N13.0: a Night turn has no Combat Phase', () => {
    const s = at(10, 'movement', 'allied', {});
    expect(given(a20, s).when(end).after.phase).toBe('rally');
  });

  test('X4.1: at the end of Turns 12-14 a French roll at or under the box number ends the game', () => {
    for (const turn of [12, 13, 14]) {
      const n = TABLES.turnTrack.turns.find((t) => t.turn === turn)?.suddenDeath as number;
      const s = at(turn, 'rally', 'french', {});
      const ends = given(a20, s).when(end, [n]);
      expect(ends.events).toContainEqual(
        expect.objectContaining({ type: 'SuddenDeathRolled', die: n, ends: true }),
      );
      expect(ends.after.over).toBe(true);
      const goes = given(a20, s).when(end, [n + 1]);
      expect(goes.after.over).toBe(false);
      expect(goes.after.turn).toBe(turn + 1);
    }
  });

  test('X4.1: no roll at the end of Turn 11, nor at the end of the Allied player turn', () => {
    const r = given(a20, at(11, 'rally', 'french', {})).when(end, []);
    expect(types(r.events)).toEqual(['PhaseEnded']);
    const a = given(a20, at(12, 'rally', 'allied', {})).when(end, []);
    expect(types(a.events)).toEqual(['PhaseEnded']);
  });

  test('N15.0: the last game turn ends the game; more Morale Points win', () => {
    const s = at(15, 'rally', 'french', {}, { morale: { allied: 5, french: 7 } });
    const r = given(a20, s).when(end, []);
    expect(r.events.at(-1)).toMatchObject({
      type: 'BattleEnded',
      reason: 'last-turn',
      result: { winner: 'french', level: 'morale', margin: 2 },
    });
    expect(a20.victory(r.after).result?.winner).toBe('french');
  });

  test('N12.0: an army brought to 0 Morale Points quits at once', () => {
    const s = at(
      7,
      'combat',
      'french',
      { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704' },
      { morale: { allied: 1, french: 8 } },
    );
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [5],
    );
    expect(r.events.at(-1)).toMatchObject({
      type: 'BattleEnded',
      reason: 'morale',
      result: { winner: 'french' },
    });
    given(a20, r.after).when(end).thenViolates('GAME_OVER');
  });
});

describe('a20 end-of-phase rolls (X9.81, N10.1, X12.6, X17.0 step 7)', () => {
  // fr-i on the Kobelnitz pond (0506); al-1 at 0406 is next to it
  test('X9.81 Threat: at the end of either Movement Phase a unit on a pond rolls, -1 per enemy ZOC', () => {
    for (const side of ['allied', 'french'] as const) {
      const s = at(7, 'movement', side, { 'fr-i': '0506', 'al-1': '0406' });
      const holds = given(a20, s).when(end, [thinIce + 2]);
      expect(holds.events[0]).toMatchObject({
        type: 'ThinIceRolled',
        modifier: -1,
        breaksUp: false,
      });
      const routs = given(a20, s).when(end, [thinIce + 1, 2, 6, 6, 6, 6]);
      expect(routs.events[0]).toMatchObject({ type: 'ThinIceRolled', breaksUp: true });
      expect(routs.events[1]).toMatchObject({
        type: 'MoraleChanged',
        side: 'french',
        reason: 'unit-routs',
        rule: 'X9.81',
      });
    }
    const alone = at(7, 'movement', 'french', { 'fr-i': '0506' });
    expect(given(a20, alone).when(end, [thinIce + 1]).events[0]).toMatchObject({
      breaksUp: false,
      modifier: 0,
    });
  });

  test('X9.81 Threat: the roll takes -1 for each enemy unit exerting a ZOC into the pond hex (two: -2)', () => {
    const second = (BOARD.neighbors.get('0506') ?? []).find(
      (h) => h !== '0406' && BOARD.terrain.get(h) !== 'pond',
    ) as string;
    const s = at(7, 'movement', 'french', { 'fr-i': '0506', 'al-1': '0406', 'al-2': second });
    const r = given(a20, s).when(end, [thinIce + 2, 1, 6, 6, 6, 6]);
    expect(r.events[0]).toMatchObject({ type: 'ThinIceRolled', modifier: -2, breaksUp: true });
  });

  test('X9.81 Threat: a Routed unit whose ice breaks Breaks', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': { hex: '0506', routed: true } });
    const r = given(a20, s).when(end, [1]);
    expect(r.events[1]).toMatchObject({ type: 'UnitBroke', unitId: 'fr-i', rule: 'X9.81' });
  });

  test('N10.1 / X2.0 Elite: a Routed unit outside enemy ZOC rallies on its roll, an Elite unit at +1', () => {
    const s = at(7, 'rally', 'french', {
      'fr-i': { hex: '0304', routed: true },
      'fr-gr': { hex: '0306', routed: true },
    });
    const r = given(a20, s).when(end, [rallyAt - 1, rallyAt - 1]);
    expect(r.events.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'RallyRolled', unitId: 'fr-gr', modifier: 1, rallied: true }),
      expect.objectContaining({ type: 'RallyRolled', unitId: 'fr-i', modifier: 0, rallied: false }),
    ]);
    const zoc = at(7, 'rally', 'french', { 'fr-i': { hex: '0304', routed: true }, 'al-1': '0404' });
    expect(types(given(a20, zoc).when(end, []).events)).toEqual(['PhaseEnded']);
  });

  test("X12.6 (the sheet's example): French on the Chapel and Stare Vinobrady at the end of an Allied non-night turn cost the Allies 1", () => {
    const s = at(7, 'rally', 'allied', { 'fr-i': '0909', 'fr-v': '1006' });
    expect(given(a20, s).when(end).events[0]).toMatchObject({
      type: 'MoraleChanged',
      side: 'allied',
      points: -1,
      rule: 'X12.6',
    });
    const one = at(7, 'rally', 'allied', { 'fr-i': '0909' });
    expect(types(given(a20, one).when(end).events)).toEqual(['PhaseEnded']);
    const night = at(10, 'rally', 'allied', { 'fr-i': '0909', 'fr-v': '1006' });
    expect(types(given(a20, night).when(end).events)).toEqual(['PhaseEnded']);
  });

  test('X12.6: checked for the player whose turn ends: French on their objectives at the end of the French turn cost nobody; Allies on theirs cost the French 1', () => {
    const x126 = (s: A20State) =>
      given(a20, s)
        .when(end, [6])
        .events.filter((e) => e.type === 'MoraleChanged' && e.rule === 'X12.6');
    // French units on the French objectives at the end of the French turn: nobody loses
    expect(x126(at(7, 'rally', 'french', { 'fr-i': '0909', 'fr-v': '1006' }))).toEqual([]);
    // Allied units on two Allied objectives at the end of the French turn: the French lose 1
    expect(x126(at(7, 'rally', 'french', { 'al-1': '0307', 'al-2': '0509' }))).toEqual([
      expect.objectContaining({ side: 'french', points: -1 }),
    ]);
  });

  test("X17.0 step 7: the duty to attack is the Historical scenario's only (not the Standard, not The Earlier Battle)", () => {
    for (const [scenarioId, turn] of [
      ['standard', 6],
      ['earlierBattle', 1],
    ] as const) {
      const s = at(turn, 'rally', 'allied', {}, { scenarioId });
      expect(
        given(a20, s)
          .when(end)
          .events.filter((e) => e.type === 'MoraleChanged'),
      ).toEqual([]);
    }
  });

  test('X17.0 step 7: the Allies lose a Morale Point if they make no attack in their first player turn', () => {
    const s = at(6, 'rally', 'allied', {});
    expect(given(a20, s).when(end).events[0]).toMatchObject({
      type: 'MoraleChanged',
      rule: 'X17.0 step 7',
    });
    const later = at(7, 'rally', 'allied', {});
    expect(types(given(a20, later).when(end).events)).toEqual(['PhaseEnded']);
    const fought = given(a20, at(6, 'combat', 'allied', { 'al-1': '1704', 'fr-i': '1703' })).when(
      { type: 'Attack', attackers: ['al-1'], defender: 'fr-i' },
      [3, 6, 6, 6],
    ).after;
    const rally = given(a20, fought).when(end).after;
    expect(
      given(a20, rally)
        .when(end, [6, 6])
        .events.filter((e) => e.type === 'MoraleChanged'),
    ).toEqual([]);
  });
});
