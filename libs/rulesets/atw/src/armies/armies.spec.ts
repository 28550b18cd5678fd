import {
  REFEREE,
  SPECTATOR,
  type Viewer,
  seededDice,
  setupStateOrThrow,
  sideViewer,
} from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import type { AtwEvent } from '../events';
import { atw } from '../ruleset';
import { initialState } from '../setup';
import type { AtwState } from '../state';
import {
  ALLIED_LIST,
  FRENCH_LIST,
  POINTS_LIMIT,
  choosingPosition,
  lineBattalion,
  sealedLockData,
} from '../testing/army-lists';

const start = (more: Record<string, unknown> = {}) =>
  setupStateOrThrow(atw.initialState({ scenarioId: 'custom', position: choosingPosition(more) }));
const decide = (s: AtwState, c: unknown) => atw.decide(s, c as AtwCommand, seededDice(1));
const play = (s: AtwState, c: unknown): { state: AtwState; events: readonly AtwEvent[] } => {
  const d = decide(s, c);
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return { state: d.events.reduce(atw.evolve, s), events: d.events };
};
const refusal = (s: AtwState, c: unknown) => {
  const d = decide(s, c);
  return d.ok ? null : { code: d.violation.code, rule: d.violation.rule };
};
const lock = (side: string, list: Record<string, unknown>) => ({
  type: 'LockArmy',
  side,
  ...list,
});
const ALLIES = sideViewer('allied');
const FRENCH = sideViewer('french');
/** Everything a viewer is shown of a state and its events, as one text to search. */
const shown = (s: AtwState, events: readonly AtwEvent[], viewer: Viewer): string =>
  JSON.stringify([
    atw.view(s, viewer),
    // the viewer's own ready-made lists are built from public facts only (offer.spec.ts shows
    // they are the same whatever the other side locked) and may name the same unit types
    atw.legalActions(s, viewer).filter((a) => a.command.type !== 'LockArmy'),
    atw.status(s),
    events.map((e) => atw.redactEvent(e, viewer)),
  ]);
/** Every id and price of the French list (what nobody else may learn before the reveal). */
const FRENCH_SECRETS = ['fr-1', 'fr-b', 'fr-g', 'Legrand', 'medium-artillery', '450', '350'];

describe('20 hidden army lists: lock, then reveal', () => {
  it('20 a points limit, zones and no units open the choosing: no unit, only LockArmy (each seat offered its own lists)', () => {
    const s = start();
    expect(s.units).toEqual([]);
    expect(atw.view(s, SPECTATOR)).toMatchObject({
      units: [],
      armies: {
        pointsLimit: POINTS_LIMIT,
        revealed: false,
        zones: { allied: [0, 0, 72, 16], french: [0, 32, 72, 48] },
        sides: { allied: { locked: false, list: null }, french: { locked: false, list: null } },
      },
    });
    // nothing offered but each seat's own ready-made lists (armies/offer.ts, offer.spec.ts)
    for (const v of [REFEREE, SPECTATOR]) expect(atw.legalActions(s, v)).toEqual([]);
    for (const [v, side] of [
      [ALLIES, 'allied'],
      [FRENCH, 'french'],
    ] as const)
      for (const a of atw.legalActions(s, v))
        expect(a.command).toMatchObject({ type: 'LockArmy', side });
    expect(atw.status(s).pendingDecision).toMatchObject({
      type: 'LockArmy',
      side: 'allied',
      rule: '20',
    });
    expect(refusal(s, { type: 'EndPhase' })).toEqual({ code: 'ARMIES_NOT_CHOSEN', rule: '20' });
    // each seat locks its own list whatever the other did: the turn check asks the named side
    expect(atw.actingSide(s, lock('french', FRENCH_LIST) as AtwCommand)).toBe('french');
    expect(atw.actingSide(s, lock('allied', ALLIED_LIST) as AtwCommand)).toBe('allied');
  });

  it('20 a locked list is priced and seen whole by its seat and the referee only: the others see that it is locked', () => {
    const { state, events } = play(start(), lock('french', FRENCH_LIST));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ArmyLocked',
      side: 'french',
      points: 450,
      rule: '20',
    });
    for (const v of [FRENCH, REFEREE]) {
      expect(atw.redactEvent(events[0]!, v)).toBe(events[0]);
      const mine = atw.view(state, v) as { armies: { sides: { french: { list: unknown } } } };
      expect(mine.armies.sides.french.list).toMatchObject({ points: 450 });
      expect(shown(state, events, v)).toContain('fr-b');
    }
    for (const v of [ALLIES, SPECTATOR]) {
      expect(atw.redactEvent(events[0]!, v)).toEqual({
        type: 'ArmyLocked',
        ...sealedLockData('french'),
      });
      expect(atw.view(state, v)).toMatchObject({
        units: [],
        armies: { sides: { french: { locked: true, list: null }, allied: { locked: false } } },
      });
      const text = shown(state, events, v);
      for (const secret of FRENCH_SECRETS) expect(text).not.toContain(secret);
    }
    // who has locked is public: the Allies are awaited now
    expect(atw.status(state).pendingDecision).toMatchObject({ type: 'LockArmy', side: 'allied' });
  });

  it('20 a locked list is final: a second LockArmy of that side is refused ARMY_LOCKED', () => {
    const { state } = play(start(), lock('french', FRENCH_LIST));
    const smaller = { units: [FRENCH_LIST.units[0]] };
    expect(refusal(state, lock('french', smaller))).toEqual({ code: 'ARMY_LOCKED', rule: '20' });
  });

  it('20 a list over the points limit is refused OVER_POINTS_LIMIT (20) and nothing is locked', () => {
    const s = start({ pointsLimit: 449 });
    const d = decide(s, lock('french', FRENCH_LIST));
    expect(d.ok).toBe(false);
    if (d.ok) return;
    expect([d.violation.code, d.violation.rule]).toEqual(['OVER_POINTS_LIMIT', '20']);
    expect(d.violation.message).toMatch(/french: the list costs 450 points/);
    // the same list without its general (100) fits
    expect(play(s, lock('french', { units: FRENCH_LIST.units })).events[0]).toMatchObject({
      points: 350,
    });
  });

  it('20 an illegal unit, a unit out of its zone, a foreign id or side are refused with their case', () => {
    const s = start();
    const rifles = lineBattalion('fr-r', 20, 40, 180, { options: ['rifles'] });
    expect(refusal(s, lock('french', { units: [rifles] }))).toEqual({
      code: 'RIFLES_NOT_LIGHT',
      rule: '20',
    });
    const south = lineBattalion('fr-s', 20, 20, 180);
    expect(refusal(s, lock('french', { units: [south] }))).toEqual({
      code: 'OUTSIDE_DEPLOYMENT_ZONE',
      rule: '20',
    });
    const general = { id: 'fr-g', position: { x: 30, y: 10 } };
    expect(refusal(s, lock('french', { units: FRENCH_LIST.units, generals: [general] }))).toEqual({
      code: 'OUTSIDE_DEPLOYMENT_ZONE',
      rule: '20',
    });
    const alliedId = lineBattalion('al-9', 20, 40, 180);
    expect(refusal(s, lock('french', { units: [alliedId] }))).toEqual({
      code: 'ARMY_ID_PREFIX',
      rule: '20',
    });
    const turncoat = { ...FRENCH_LIST.units[0], side: 'allied' };
    expect(refusal(s, lock('french', { units: [turncoat] }))).toEqual({
      code: 'WRONG_SIDE',
      rule: '20',
    });
    const overlapping = [lineBattalion('fr-1', 20, 40, 180), lineBattalion('fr-2', 20.5, 40, 180)];
    expect(refusal(s, lock('french', { units: overlapping }))).toEqual({
      code: 'OVERLAP',
      rule: '12',
    });
    expect(refusal(s, lock('french', { units: [] }))).toEqual({ code: 'ARMY_EMPTY', rule: '20' });
  });

  it('20 the second lock reveals both lists and sets them down: play begins in the rally phase', () => {
    const first = play(start(), lock('french', FRENCH_LIST));
    const { state, events } = play(first.state, lock('allied', ALLIED_LIST));
    expect(events.map((e) => e.type)).toEqual(['ArmyLocked', 'ArmiesRevealed']);
    expect(events[1]).toMatchObject({
      armies: { allied: { points: 312 }, french: { points: 450 } },
    });
    // the reveal is public: every viewer sees it whole
    expect(atw.redactEvent(events[1]!, SPECTATOR)).toBe(events[1]);
    expect(state.units.map((u) => `${u.side}:${u.id}`).sort()).toEqual([
      'allied:al-1',
      'allied:al-2',
      'french:fr-1',
      'french:fr-b',
    ]);
    expect(state.generals.map((g) => g.id).sort()).toEqual(['al-g', 'fr-g']);
    expect(state.commanded).toBe(true);
    expect(atw.view(state, SPECTATOR)).toMatchObject({
      phase: 'rally',
      armies: {
        revealed: true,
        sides: { french: { locked: true, list: { points: 450 } }, allied: { locked: true } },
      },
    });
    expect(atw.status(state)).toMatchObject({ turn: 1, phase: 'rally', pendingDecision: null });
    expect(atw.legalActions(state, ALLIES).some((a) => a.command.type === 'EndPhase')).toBe(true);
    expect(refusal(state, lock('french', FRENCH_LIST))).toEqual({
      code: 'NOT_CHOOSING_ARMIES',
      rule: '20',
    });
    // replay from the events gives the same state
    const replayed = [...first.events, ...events].reduce(atw.evolve, start());
    expect(replayed).toEqual(state);
    // the game plays on: the Allies end their rally phase
    expect(play(state, { type: 'EndPhase' }).state.phase).toBe('move');
  });

  it('20 no answer to a seat depends on the other list: the same list is refused or locked alike before and after', () => {
    const before = start();
    const after = play(before, lock('french', FRENCH_LIST)).state;
    const over = { units: [0, 1, 2, 3, 4].map((i) => lineBattalion(`al-${i}`, 6 + i * 12, 10, 0)) };
    const badZone = { units: [lineBattalion('al-1', 20, 40, 180)] };
    for (const list of [over, badZone]) {
      const [a, b] = [decide(before, lock('allied', list)), decide(after, lock('allied', list))];
      expect(a.ok || b.ok).toBe(false);
      expect(!a.ok && !b.ok && a.violation).toEqual(!b.ok && b.violation);
    }
    const [a, b] = [
      decide(before, lock('allied', ALLIED_LIST)),
      decide(after, lock('allied', ALLIED_LIST)),
    ];
    expect(a.ok && b.ok && a.events[0]).toEqual(b.ok && b.events[0]);
  });

  it('20 set-up: the zones are required, on the table and apart; generals come with the lists', () => {
    const codes = (more: Record<string, unknown>) => {
      const r = initialState({ scenarioId: 'custom', position: choosingPosition(more) });
      return r.ok ? [] : r.problems.map((p) => [p.code, p.path]);
    };
    expect(codes({ deploymentZones: undefined })).toEqual([
      ['INVALID_DEPLOYMENT_ZONE', '/deploymentZones'],
    ]);
    expect(codes({ deploymentZones: { allied: [0, 0, 72, 30], french: [0, 30, 72, 48] } })).toEqual(
      [['INVALID_DEPLOYMENT_ZONE', '/deploymentZones']],
    );
    expect(codes({ deploymentZones: { allied: [0, 0, 80, 16], french: [0, 32, 72, 48] } })).toEqual(
      [['INVALID_DEPLOYMENT_ZONE', '/deploymentZones/allied']],
    );
    expect(codes({ generals: [] })).toEqual([['INVALID_GENERALS', '/generals']]);
    expect(codes({ pointsLimit: 0 })).toEqual([['INVALID_POINTS_LIMIT', '/pointsLimit']]);
    // a position with units keeps its public lists (priced at set-up), no choosing
    const open = initialState({
      scenarioId: 'custom',
      position: {
        table: { bbox: [0, 0, 72, 48], features: [] },
        pointsLimit: 450,
        units: [{ ...lineBattalion('a', 20, 10, 0), side: 'allied' }],
      },
    });
    expect(open.ok && open.state.armyChoice).toBe(undefined);
  });
});
