import { NEW_SESSION, REFEREE, SPECTATOR, sideViewer, type Viewer } from '@pratzen/engine';
import {
  GAME_CREATED,
  type AnyRuleset,
  type GameCreatedData,
  domainEventOf,
  envelopeOf,
  foldEvents,
  gameIdOfStream,
  gameSetupOf,
  initialGameOf,
  publicGameCreated,
  seatsOf,
  storedPartsOf,
  viewOfEvent,
} from './index';

/** A counter ruleset: `Added {n}` adds n; `Secret` events only the French see. */
const counter = {
  initialState: (setup: { position?: unknown; rulesVersion?: string }) =>
    setup.position === 'bad'
      ? { ok: false, problems: [{ code: 'BAD', message: 'bad position' }] }
      : { ok: true, state: { total: 0, from: setup.rulesVersion ?? 'current' } },
  evolve: (s: { total: number; from: string }, e: { type: string; n?: number }) =>
    e.type === 'Added' ? { ...s, total: s.total + (e.n ?? 0) } : s,
  redactEvent: (e: { type: string }, viewer: Viewer) =>
    e.type === 'Secret' && !(viewer.kind === 'side' && viewer.side === 'french') ? null : e,
} as unknown as AnyRuleset;

const created: GameCreatedData = {
  gameId: '11111111-1111-4111-8111-111111111111',
  rulesetId: 'counter',
  rulesetVersion: '0.1.0',
  scenarioId: 'only',
  optionalRules: ['x'],
  setup: null,
  custom: false,
  dice: { mode: 'server', commitment: null },
  seats: { french: { tokenHash: 'f' }, allied: { tokenHash: 'a' } },
  refereeTokenHash: 'r',
  label: null,
  tournament: null,
  createdAt: '2024-12-02T07:00:00.000Z',
};

const stored = (version: number, type: string, data: unknown, meta: object = {}) => ({
  streamId: `game-${created.gameId}`,
  version,
  position: version,
  type,
  data,
  meta: { commandId: `c${version}`, commandType: 'X', actor: 'french', ...meta },
  recordedAt: '2024-12-02T07:00:01.000Z',
});

describe('libs/game', () => {
  it('builds one GameSetup from GameCreated and from a record alike', () => {
    expect(gameSetupOf(created)).toEqual({
      scenarioId: 'only',
      optionalRules: ['x'],
      rulesVersion: '0.1.0',
    });
    expect(gameSetupOf({ scenarioId: 's', setup: { units: [] } })).toEqual({
      scenarioId: 's',
      optionalRules: [],
      position: { units: [] },
    });
  });

  it('starts a game from its set-up, or says why it cannot', () => {
    const init = initialGameOf(counter, created);
    expect(init).toEqual({
      ok: true,
      game: { rules: { total: 0, from: '0.1.0' }, session: NEW_SESSION },
    });
    const bad = initialGameOf(counter, { ...created, setup: 'bad' });
    expect(bad.ok).toBe(false);
  });

  it('folds stored events without changing the game it was given', () => {
    const init = initialGameOf(counter, created);
    if (!init.ok) throw new Error('no game');
    const events = [
      stored(2, 'Added', { n: 2 }),
      stored(3, 'Added', { n: 5 }),
      stored(4, 'GameEnded', {
        result: { winner: 'french', level: 'decisive', margin: 1 },
        reason: 'resignation',
        by: 'allied',
      }),
    ];
    const game = foldEvents(counter, init.game, events);
    expect(game.rules).toEqual({ total: 7, from: '0.1.0' });
    expect(game.session.ended?.reason).toBe('resignation');
    expect(init.game.rules).toEqual({ total: 0, from: '0.1.0' });
    expect(init.game.session).toBe(NEW_SESSION);
  });

  it('turns a stored event into its domain event and back', () => {
    const e = stored(2, 'Added', { n: 2 });
    expect(domainEventOf(e)).toEqual({ type: 'Added', n: 2 });
    expect(storedPartsOf(domainEventOf(e))).toEqual({ type: 'Added', data: { n: 2 } });
    expect(envelopeOf(e)).toEqual({
      gameId: created.gameId,
      version: 2,
      type: 'Added',
      data: { n: 2 },
      meta: e.meta,
    });
    expect(gameIdOfStream(`game-${created.gameId}`)).toBe(created.gameId);
    expect(gameIdOfStream(`game-${created.gameId}-secrets`)).toBeNull();
  });

  it('hides legacy token hashes from every viewer of GameCreated', () => {
    expect(seatsOf(created.seats)).toEqual(['french', 'allied']);
    expect(publicGameCreated(created)).not.toHaveProperty('refereeTokenHash');
    for (const viewer of [SPECTATOR, REFEREE, sideViewer('french')]) {
      const seen = viewOfEvent(counter, stored(1, GAME_CREATED, created), viewer);
      expect(seen.data).toMatchObject({ seats: ['french', 'allied'] });
      expect(seen.data).not.toHaveProperty('refereeTokenHash');
    }
  });

  it('shows a secret event to its side only, with its command, and a placeholder to others', () => {
    const secret = stored(5, 'Secret', { where: '1414' }, { command: { type: 'Hide' }, dice: [] });
    const own = viewOfEvent(counter, secret, sideViewer('french'));
    expect(own).toMatchObject({ type: 'Secret', data: { where: '1414' } });
    expect(own.meta['command']).toEqual({ type: 'Hide' });
    const other = viewOfEvent(counter, secret, sideViewer('allied'));
    expect(other).toMatchObject({ type: 'Redacted', data: null, meta: { redacted: true } });
    expect(other.meta).not.toHaveProperty('command');
    expect(other.meta).not.toHaveProperty('dice');
  });
});
