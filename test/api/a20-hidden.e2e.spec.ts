import { canonicalJson, commitmentOf, sha256Hex, verifyPublicChain } from '@pratzen/audit';
import { bearer, Collector, GraphqlServer } from '../graphql/graphql-harness';
import { legalActions, SUBMIT } from '../graphql/turn-player';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { Action, CreatedGame, Envelope, Problem, StateView } from './support/types';

type Who = 'spectator' | 'allied' | 'french' | 'referee';

const GAME_EVENTS = `subscription($id: ID!, $from: Int) {
  gameEvents(gameId: $id, fromVersion: $from) { gameId version type data meta }
}`;
type Placement = { readonly label: string; readonly unitId: string; readonly hex: string };
type A20View = StateView['state'] & {
  readonly cards: { readonly preselected: string | null; readonly holdsPreselected: boolean };
  readonly setUp: { readonly step: string | null; readonly faceDown: readonly string[] };
};

/** Every 64-hex-digit value a body shows: the hashes a spectator could test guesses against. */
const digestsIn = (shown: unknown): Set<string> =>
  new Set(JSON.stringify(shown).match(/[0-9a-f]{64}/g) ?? []);

/**
 * Austerlitz 20's Standard scenario (X3.0) with Fog of War (16.1), over real HTTP: the French
 * face-down set-up with two Dummies, the scouting reveals, the Allied set-up, a draw, and a
 * face-down counter moving. The face-down counters' units, the Dummies and the French
 * pre-selected card never reach the Allied seat or a spectator — REST state, events and legal
 * actions, GraphQL, the SSE stream, errors, or any hash of the public chain — while the counters
 * the rules turn up (scouting, step 7 without Fog of War) are shown to everyone, and the game's
 * record opens every commitment once it is over.
 */
describe('Austerlitz 20 hidden information over HTTP (X3.0, N5.0, N16.1)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  let placements: Placement[] = [];
  let preselected = '';
  const streams = new Map<Who, SseReader>();
  const tokenOf = (who: Who): string | undefined =>
    who === 'spectator'
      ? undefined
      : who === 'referee'
        ? game.refereeToken
        : game.seats[who]?.token;
  const auth = (who: Who) => {
    const t = tokenOf(who);
    return t === undefined ? {} : { token: t };
  };
  const state = async (who: Who): Promise<A20View> =>
    (await server.client.get<StateView>(`/v1/games/${id}/state`, auth(who))).body.state as A20View;
  const events = async (who: Who): Promise<Envelope[]> =>
    (await server.client.get<Envelope[]>(`/v1/games/${id}/events`, auth(who))).body;
  /** Sends the first action the side to act is offered (or `pick` of them). */
  const act = async (pick: (a: readonly Action[]) => Action | undefined = (a) => a[0]) => {
    const side = (await server.client.summary(id)).activeSide as 'allied' | 'french';
    const offered = await server.client.actions(id, tokenOf(side));
    const chosen = pick(offered);
    if (chosen === undefined) throw new Error(`nothing offered to ${side}`);
    const r = await server.client.command(id, tokenOf(side), chosen.command);
    expect([side, chosen.command.type, r.status]).toEqual([side, chosen.command.type, 201]);
    return chosen;
  };
  /** The units still face down (the French seat's view of them). */
  const hiddenUnits = async (): Promise<string[]> => {
    const faceDown = new Set((await state('french')).setUp.faceDown);
    return placements.filter((p) => faceDown.has(p.label)).map((p) => p.unitId);
  };
  /** N16.1 both sides: the Allied units still face down to the French (the Allied seat's view). */
  const hiddenAllied = async (): Promise<string[]> => {
    const faceDown = new Set((await state('allied')).setUp.faceDown);
    const deployed = (await events('allied')).find((e) => e.type === 'AlliedDeployed');
    const set = (deployed?.data?.['placements'] ?? []) as Placement[];
    return set.filter((p) => faceDown.has(p.label)).map((p) => p.unitId);
  };

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({
      rulesetId: 'a20',
      scenarioId: 'standard',
      optionalRules: ['fog-of-war'],
    });
    id = game.game.id;
    for (const who of ['spectator', 'allied', 'french'] as const) {
      const t = tokenOf(who);
      const url = `${server.base}/v1/games/${id}/events/stream`;
      streams.set(who, await SseReader.open(url, t ? { authorization: `Bearer ${t}` } : {}));
    }
    await act(); // X3.0 step 3: PrepareDeck
    await act((a) => a[1]); // step 4: the set-up with two Dummies
    const french = await events('french');
    const deployed = french.find((e) => e.type === 'FrenchDeployed');
    placements = (deployed?.data?.['placements'] ?? []) as Placement[];
    preselected = (await state('french')).cards.preselected ?? '';
    while ((await state('spectator')).setUp.step === 'scouting') await act(); // step 5
    await act(); // step 6: the Allied set-up; play opens (Turn 6, Allied Movement)
  }, 30_000);
  afterAll(async () => {
    await Promise.all([...streams.values()].map((s) => s.close()));
    await server.close();
  });

  test('X3.0: the Standard scenario is listed as playable, Fog of War among the options', async () => {
    const r = await server.client.get<{
      scenarios: { id: string }[];
      optionalRules: { id: string }[];
    }>('/v1/rulesets/a20');
    expect(r.body.scenarios.map((s) => s.id)).toContain('standard');
    expect(r.body.optionalRules.map((o) => o.id)).toContain('fog-of-war');
    expect(placements.map((p) => p.unitId)).toEqual(
      expect.arrayContaining(['fr-dummy-1', 'fr-dummy-2', 'fr-ig']),
    );
    expect(preselected).not.toBe('');
  });

  test('X3.0 step 4 / N16.1: no face-down unit, Dummy or the pre-selected card in the REST state, events or legal actions of the Allied seat and spectators', async () => {
    const hidden = await hiddenUnits();
    expect(hidden).toEqual(expect.arrayContaining(['fr-dummy-1', 'fr-dummy-2']));
    for (const who of ['allied', 'spectator'] as const) {
      const shown = JSON.stringify([
        await state(who),
        await events(who),
        await server.client.actions(id, tokenOf(who)),
      ]);
      for (const unitId of hidden)
        expect([who, shown.includes(`"${unitId}"`)]).toEqual([who, false]);
      expect(shown).not.toContain(`"${preselected}"`);
      expect(shown).toContain('"fr-counter-');
    }
    const allied = await state('allied');
    expect(allied.cards).toMatchObject({ preselected: null, holdsPreselected: true });
    expect(JSON.stringify(await state('french'))).toContain('"fr-dummy-1"');
  });

  test('X3.0 step 5: the scouted counters are revealed to everyone', async () => {
    const log = await events('spectator');
    const revealed = log.filter((e) => e.type === 'CounterRevealed');
    expect(revealed.length).toBeGreaterThan(0);
    for (const e of revealed) {
      const p = placements.find((x) => x.label === e.data?.['label']);
      expect(e.data?.['unitId']).toBe(p?.unitId);
    }
  });

  test('GraphQL and the SSE stream show the Allied seat and spectators no face-down unit and no pick', async () => {
    const hidden = await hiddenUnits();
    const query = {
      query:
        'query($id: ID!) { game(id: $id) { headHash events { gameId version type data meta } } }',
      variables: { id },
    };
    for (const who of ['allied', 'spectator'] as const) {
      const gql = await server.client.post<{ data: { game: { events: Envelope[] } } }>('/graphql', {
        body: query,
        ...auth(who),
      });
      expect(gql.body.data.game.events.length).toBeGreaterThan(4);
      const stream = streams.get(who) as SseReader;
      const live = (await stream.waitFor(gql.body.data.game.events.length - 1)).map((m) => m.data);
      const shown = JSON.stringify([gql.body, live]);
      for (const unitId of hidden) expect(shown).not.toContain(`"${unitId}"`);
      expect(shown).not.toContain(`"${preselected}"`);
    }
  });

  test('N16.1 both sides: no face-down Allied unit in the REST state, events, legal actions, GraphQL or SSE stream of the French seat and spectators', async () => {
    const hidden = await hiddenAllied();
    expect(hidden.length).toBe(10); // the whole Allied set-up of X3.0 step 6
    const query = {
      query: 'query($id: ID!) { game(id: $id) { events { gameId version type data meta } } }',
      variables: { id },
    };
    for (const who of ['french', 'spectator'] as const) {
      const gql = await server.client.post<{ data: { game: { events: Envelope[] } } }>('/graphql', {
        body: query,
        ...auth(who),
      });
      const n = gql.body.data.game.events.length;
      const live = (await (streams.get(who) as SseReader).waitFor(n - 1)).map((m) => m.data);
      const shown = JSON.stringify([
        await state(who),
        await events(who),
        await server.client.actions(id, tokenOf(who)),
        gql.body,
        live,
      ]);
      for (const unitId of hidden)
        expect([who, shown.includes(`"${unitId}"`)]).toEqual([who, false]);
      expect(shown).toContain('"al-counter-1"');
      const deployed = (await events(who)).find((e) => e.type === 'AlliedDeployed');
      expect(deployed?.data).toMatchObject({ redacted: true });
    }
    expect(JSON.stringify(await state('allied'))).toContain(`"${hidden[0]}"`);
  });

  test('N16.1 errors: an Allied command naming a face-down unit gets the answer an unknown unit gets', async () => {
    const [hiddenId] = await hiddenUnits();
    const send = (unitId: string) =>
      server.client.command<Problem>(id, tokenOf('allied'), {
        type: 'MoveUnit',
        unitId,
        path: ['1010'],
      });
    const known = await send(hiddenId as string);
    const unknown = await send('fr-nope');
    expect(known.status).toBe(unknown.status);
    const plain = (b: unknown, name: string) => JSON.stringify(b).split(name).join('ID');
    expect(plain(known.body, hiddenId as string)).toBe(plain(unknown.body, 'fr-nope'));
  });

  test('N16.1: commands/validate withholds diceNeeded from the Allied seat while counters are face down (REST and GraphQL)', async () => {
    const side = (await server.client.summary(id)).activeSide as 'allied' | 'french';
    const [offered] = await server.client.actions(id, tokenOf(side));
    expect(offered).toBeDefined();
    const rest = await server.client.post<Record<string, unknown>>(
      `/v1/games/${id}/commands/validate`,
      { ...auth(side), body: offered?.command },
    );
    expect(rest.status).toBe(200);
    expect(rest.body['valid']).toBe(true);
    const gql = await server.client.post<{
      data: { validateCommand: { valid: boolean; diceNeeded: number | null } };
    }>('/graphql', {
      body: {
        query:
          'mutation($id: ID!, $c: JSON!) { validateCommand(gameId: $id, command: $c) { valid diceNeeded } }',
        variables: { id, c: offered?.command },
      },
      ...auth(side),
    });
    expect(gql.body.data.validateCommand.valid).toBe(true);
    expect(side).toBe('allied');
    expect('diceNeeded' in rest.body).toBe(false);
    expect(gql.body.data.validateCommand.diceNeeded).toBeNull();
  });

  test('N16.1: a face-down counter moves face down (its label to the Allied seat and spectators); a draw in the French Random Events Phase', async () => {
    for (let i = 0; i < 3; i++) await act((a) => a.find((x) => x.command.type === 'EndPhase'));
    expect(await server.client.summary(id)).toMatchObject({
      activeSide: 'french',
      phase: 'events',
    });
    await act((a) => a.find((x) => x.command.type === 'DrawEventCard'));
    const hidden = await hiddenUnits();
    const mover = hidden.find((u) => u === 'fr-ig' || u === 'fr-gr' || u === 'fr-iv') ?? '';
    const moves = await server.client.actions(
      id,
      tokenOf('french'),
      `?unit=${mover}&type=MoveUnit`,
    );
    expect(moves.length).toBeGreaterThan(0);
    await act(() => moves[0]);
    const french = await events('french');
    expect(french.at(-1)).toMatchObject({ type: 'HiddenUnitMoved', data: { unitId: mover } });
    for (const who of ['allied', 'spectator'] as const) {
      const last = (await events(who)).at(-1);
      expect(last?.type).toBe('HiddenUnitMoved');
      expect(last?.data?.['unitId']).toBe(last?.data?.['label']);
      expect(JSON.stringify(await state(who))).not.toContain(`"${mover}"`);
    }
  });

  test('N16.1 both sides, errors: a French command naming a face-down Allied unit gets the answer an unknown unit gets', async () => {
    const [hiddenId] = await hiddenAllied();
    expect((await server.client.summary(id)).activeSide).toBe('french');
    const send = (unitId: string) =>
      server.client.command<Problem>(id, tokenOf('french'), {
        type: 'MoveUnit',
        unitId,
        path: ['1010'],
      });
    const known = await send(hiddenId as string);
    const unknown = await send('al-nope');
    expect(known.status).toBe(unknown.status);
    expect(known.status).toBeGreaterThanOrEqual(400);
    const plain = (b: unknown, name: string) => JSON.stringify(b).split(name).join('ID');
    expect(plain(known.body, hiddenId as string)).toBe(plain(unknown.body, 'al-nope'));
  });

  test('the public chain verifies from the public forms alone and confirms no guess at a hidden part; the record at the end opens every commitment', async () => {
    const log = await events('spectator');
    const summary = await server.client.summary(id);
    expect(verifyPublicChain(log as never)).toMatchObject({ ok: true, headHash: summary.headHash });
    const published = digestsIn([log, summary, await state('spectator')]);
    const referee = await events('referee');
    // the French set-up, the pick, a French move, and (N16.1 both sides) the Allied set-up
    for (const type of ['FrenchDeployed', 'CardPreselected', 'HiddenUnitMoved', 'AlliedDeployed']) {
      const whole = referee.find((e) => e.type === type) as Envelope;
      const shown = log.find((e) => e.version === whole.version) as Envelope;
      expect(shown.meta['commitment']).toMatch(/^[0-9a-f]{64}$/);
      const data = whole.data;
      const command = whole.meta.command;
      for (const guess of [
        sha256Hex(canonicalJson(data)),
        sha256Hex(canonicalJson({ data })),
        sha256Hex(canonicalJson({ command, data })),
        commitmentOf(Buffer.alloc(32), { data }),
        commitmentOf(Buffer.alloc(32), { command, data }),
      ])
        expect(published.has(guess)).toBe(false);
    }
    // the deck's order: its DeckShuffled is Redacted for the seats too, with its dice
    for (const who of ['allied', 'french', 'spectator'] as const) {
      const shuffled = (await events(who)).find((e) => e.version === 2);
      expect(shuffled).toMatchObject({ type: 'Redacted', data: null });
      expect(shuffled?.meta.dice).toBeUndefined();
    }
    expect((await server.client.command(id, tokenOf('french'), { type: 'Resign' })).status).toBe(
      201,
    );
    const record = await server.client.get<{ commitments: { key: string } }>(
      `/v1/games/${id}/record`,
    );
    expect(record.status).toBe(200);
    const verified = await server.client.post<{ ok: boolean; checks: Record<string, string> }>(
      '/v1/records/verify',
      { body: record.body },
    );
    expect(verified.body).toMatchObject({
      ok: true,
      checks: { chain: 'passed', commitments: 'passed', rules: 'passed' },
    });
    expect(JSON.stringify(record.body)).toContain('"fr-dummy-1"');
  }, 150_000); // the record verified on the worker pool (started on first use); slow when the machine is loaded

  test('X3.0 step 7: without Fog of War every French counter is turned up for everyone and the Dummies leave', async () => {
    const g = await server.client.createGame({ rulesetId: 'a20', scenarioId: 'standard' });
    const seat = (s: string) => g.seats[s]?.token;
    const first = async () => {
      const side = (await server.client.summary(g.game.id)).activeSide;
      const offered = await server.client.actions(g.game.id, seat(side));
      const a = offered.length === 3 ? offered[1] : offered[0]; // the set-up with two Dummies
      const r = await server.client.command(g.game.id, seat(side), a?.command);
      expect(r.status).toBe(201);
    };
    for (let i = 0; i < 12; i++) {
      if ((await server.client.summary(g.game.id)).phase !== 'setup') break;
      await first();
    }
    const view = (await server.client.get<StateView>(`/v1/games/${g.game.id}/state`)).body
      .state as A20View;
    expect([view.turn, view.activeSide, view.phase, view.setUp.faceDown]).toEqual([
      6,
      'allied',
      'movement',
      [],
    ]);
    expect(view.units.filter((u) => u.id.startsWith('fr-dummy') && u.location === 'map')).toEqual(
      [],
    );
    expect(view.units.find((u) => u.id === 'fr-ig')?.location).toBe('map');
  });
});

describe('Austerlitz 20 hidden information over graphql-ws (X3.0 steps 3-6, N16.1)', () => {
  let gql: GraphqlServer;
  beforeAll(async () => {
    gql = await GraphqlServer.start({});
  });
  afterAll(async () => gql.stop());

  test('the gameEvents subscription shows the Allied seat and spectators no face-down unit, no Dummy and no pre-selected card; N16.1 both sides: the French seat and spectators no face-down Allied unit', async () => {
    const { createGame } = await gql.ok<{
      createGame: { game: { id: string }; seats: { side: string; token: string }[] };
    }>(
      `mutation($input: CreateGameInput!) {
        createGame(input: $input) { game { id } seats { side token } }
      }`,
      { input: { rulesetId: 'a20', scenarioId: 'standard', optionalRules: ['fog-of-war'] } },
    );
    const gameId = createGame.game.id;
    const seat = (side: string) =>
      bearer(createGame.seats.find((s) => s.side === side)?.token ?? '');
    type Ev = { version: number; type: string; data: Record<string, unknown> | null };
    const watch = (authorization?: string) =>
      new Collector<{ gameEvents: Ev }>(gql.wsClient(authorization), GAME_EVENTS, {
        id: gameId,
        from: 1,
      });
    const watchers = { spectator: watch(), allied: watch(seat('allied')) };
    const frenchWatch = watch(seat('french'));
    for (const i of [0, 1]) {
      const [command] = await legalActions(gql, gameId, seat('french'), {});
      const offered = i === 0 ? command : (await legalActions(gql, gameId, seat('french'), {}))[1];
      await gql.ok(SUBMIT, { gameId, command: offered }, seat('french'));
    }
    const { game } = await gql.ok<{ game: { events: Ev[] } }>(
      'query($id: ID!) { game(id: $id) { events { version type data } } }',
      { id: gameId },
      seat('french'),
    );
    const deployed = game.events.find((e) => e.type === 'FrenchDeployed');
    const units = ((deployed?.data?.['placements'] ?? []) as Placement[]).map((p) => p.unitId);
    const card = game.events.find((e) => e.type === 'CardPreselected')?.data?.['card'];
    expect(typeof card).toBe('string');
    expect(units).toEqual(expect.arrayContaining(['fr-dummy-1', 'fr-dummy-2', 'fr-ig']));
    for (const [who, c] of Object.entries(watchers)) {
      await c.until((x) => x.results.length >= game.events.length - 1, `${who}'s events`);
      const shown = JSON.stringify(c.results);
      for (const u of units) expect([who, shown.includes(`"${u}"`)]).toEqual([who, false]);
      expect(shown).not.toContain(`"${card}"`);
      expect(shown).toContain('"FrenchDeployed"');
    }
    // X3.0 steps 5-6: the scouting reveals, then the Allied set-up (face down to the French, N16.1)
    for (let i = 0; i < 8; i++) {
      const { game: g } = await gql.ok<{ game: { phase: string; activeSide: string } }>(
        'query($id: ID!) { game(id: $id) { phase activeSide } }',
        { id: gameId },
      );
      if (g.phase !== 'setup') break;
      const [next] = await legalActions(gql, gameId, seat(g.activeSide), {});
      await gql.ok(SUBMIT, { gameId, command: next }, seat(g.activeSide));
    }
    // N16.1 both sides: the French seat and spectators see the Allied set-up by labels only
    const { game: all } = await gql.ok<{ game: { events: Ev[] } }>(
      'query($id: ID!) { game(id: $id) { events { version type data } } }',
      { id: gameId },
      seat('allied'),
    );
    const alliedSet = all.events.find((e) => e.type === 'AlliedDeployed');
    const alliedUnits = ((alliedSet?.data?.['placements'] ?? []) as Placement[]).map(
      (p) => p.unitId,
    );
    expect(alliedUnits).toEqual(expect.arrayContaining(['al-3', 'al-gd']));
    for (const [who, c] of Object.entries({ spectator: watchers.spectator, french: frenchWatch })) {
      await c.until((x) => x.results.length >= all.events.length - 1, `${who}'s events`);
      const shown = JSON.stringify(c.results);
      for (const u of alliedUnits) expect([who, shown.includes(`"${u}"`)]).toEqual([who, false]);
      expect(shown).toContain('"al-counter-1"');
    }
  }, 60_000);
});
