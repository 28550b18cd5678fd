import {
  canonicalJson,
  commitmentOf,
  envelopeHash,
  sha256Hex,
  verifyPublicChain,
} from '@pratzen/audit';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CreatedGame, Envelope } from './support/types';

/**
 * Issue #13, 16.4 over real HTTP: an Allied chit holding two units and an Allied decoy are
 * deployed in the fog. What a chit holds (its box, its units, whether it is a decoy) is the
 * Allies' secret: the French seat and a spectator with no token read the state, the event log,
 * the live SSE stream, a graphql-ws subscription, GraphQL queries, legal actions, the ruler and
 * every hash they are shown, and learn nothing of it — the two chits read alike — while the
 * public chain stays verifiable and the referee's record verifies with its commitments.
 */
const AL_LINE = 'al-col-iv-repninsky';
const AL_ART = 'al-col-iv-art-1';
const AL_LINE_2 = 'al-col-iv-rotermund';
const FR_LINE = 'fr-iv-vandamme-1';
const DEPLOYED = 'ChitDeployed';
const SUBSCRIPTION = `subscription($id: ID!) { gameEvents(gameId: $id, fromVersion: 1) { version type data meta } }`;

/** Every 64-hex-digit value shown: the hashes an attacker can test guesses against. */
const digestsIn = (shown: unknown): Set<string> =>
  new Set(JSON.stringify(shown).match(/[0-9a-f]{64}/g) ?? []);

/** What a chit may hold, as an attacker enumerates it: any box, any 0–2 of the Allied reserve. */
function candidates(): { box: number; units: string[] }[] {
  const reserve = [AL_LINE, AL_ART, AL_LINE_2];
  const sets: string[][] = [[]];
  for (const a of reserve) sets.push([a]);
  for (const a of reserve) for (const b of reserve) if (a !== b) sets.push([a, b]);
  return Array.from({ length: 18 }, (_, i) => i + 1).flatMap((box) =>
    sets.map((units) => ({ box, units })),
  );
}

/** The hidden part an attacker rebuilds from a public chit event and a guess of its contents. */
function hiddenGuess(shown: Envelope, c: { box: number; units: string[] }) {
  const { x, y, chitId, side } = shown.data as Record<string, unknown>;
  const data = { chitId, side, x, y, box: c.box, units: c.units };
  // events speak UM, as commands do (a1805 0.2.0)
  const command = { type: 'DeployChit', box: c.box, x, y, unitIds: c.units };
  return { command, data };
}

/** What the attacker hashes for a candidate: data and command, unsalted or with a zero salt. */
function guesses(shown: Envelope, c: { box: number; units: string[] }): string[] {
  const { command, data } = hiddenGuess(shown, c);
  return [
    sha256Hex(canonicalJson(data)),
    sha256Hex(canonicalJson({ command, data })),
    sha256Hex(canonicalJson(command)),
    sha256Hex(canonicalJson({ box: c.box, units: c.units })),
    commitmentOf(Buffer.alloc(32), { command, data }),
  ];
}

describe('a1805 chits: hidden on every channel (16.4.1.1, 16.4.2)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  const streams: SseReader[] = [];
  const subscribed: Record<string, Envelope[]> = { french: [], spectator: [] };
  const disposers: (() => Promise<void>)[] = [];
  const token = (side: string): string => game.seats[side]?.token ?? '';

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({
      rulesetId: 'a1805',
      scenarioId: 'free-form',
      setup: {
        units: [{ id: FR_LINE, x: 5, y: 25, facing: 90, formation: 'line' }],
        reserve: [{ id: AL_LINE }, { id: AL_ART }, { id: AL_LINE_2 }],
        weather: 'fog',
        firstSide: 'allied',
      },
    });
    id = game.game.id;
    const heads: Record<string, string>[] = [{ authorization: `Bearer ${token('french')}` }, {}];
    for (const auth of heads) {
      streams.push(await SseReader.open(`${server.base}/v1/games/${id}/events/stream`, auth));
    }
    const ws = `${server.base.replace('http', 'ws')}/graphql`;
    for (const [who, auth] of [
      ['french', `Bearer ${token('french')}`],
      ['spectator', undefined],
    ] as const) {
      const client = createClient({
        url: ws,
        webSocketImpl: WebSocket,
        connectionParams: auth === undefined ? {} : { authorization: auth },
        retryAttempts: 0,
      });
      disposers.push(async () => {
        await client.dispose();
      });
      client.subscribe<{ gameEvents: Envelope }>(
        { query: SUBSCRIPTION, variables: { id } },
        {
          next: (r) => r.data?.gameEvents && subscribed[who]!.push(r.data.gameEvents),
          error: () => undefined,
          complete: () => undefined,
        },
      );
    }
    for (const c of [
      { type: 'DeployChit', box: 4, x: 30, y: 15, unitIds: [AL_LINE, AL_ART] },
      { type: 'DeployChit', box: 9, x: 31, y: 17.5, unitIds: [] },
    ]) {
      const r = await server.client.command(id, token('allied'), c);
      expect(r.status).toBe(201);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await Promise.all(disposers.map((d) => d()));
    await server.close();
  });

  test('the French and a spectator learn nothing of what the chits hold, from any channel or hash', async () => {
    for (let i = 0; i < 100 && subscribed['spectator']!.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const [who, tok, sse] of [
      ['french', token('french'), streams[0]!],
      ['spectator', undefined, streams[1]!],
    ] as const) {
      const opts = tok === undefined ? {} : { token: tok };
      const events = (await server.client.get<Envelope[]>(`/v1/games/${id}/events`, opts)).body;
      const state = (await server.client.get(`/v1/games/${id}/state`, opts)).body;
      const actions = (await server.client.get(`/v1/games/${id}/legal-actions`, opts)).body;
      const graphql = await server.client.post<{ data: { game: unknown } }>('/graphql', {
        body: {
          query:
            'query($id: ID!) { game(id: $id) { headHash state events { version type data meta } } }',
          variables: { id },
        },
        ...opts,
      });
      const streamed = (await sse.waitFor(3)).map((m) => m.data);
      const live = subscribed[who]!;
      const shown = [events, state, actions, graphql.body, streamed, live];
      // GameCreated included: the set-up's strategic map is the Allies' secret too (16.4.1.1)
      const text = JSON.stringify(shown);
      for (const secret of [AL_LINE, AL_ART, AL_LINE_2, '"box"', 'commitmentSalt']) {
        expect([who, secret, text.includes(secret)]).toEqual([who, secret, false]);
      }
      const deployed = events.filter((e) => e.type === DEPLOYED);
      expect(deployed.map((e) => Object.keys(e.data as object).sort())).toEqual([
        ['chitId', 'side', 'x', 'y'],
        ['chitId', 'side', 'x', 'y'],
      ]);
      expect(live.filter((e) => e.type === DEPLOYED).map((e) => e.data)).toEqual(
        deployed.map((e) => e.data),
      );
      // the real chit and the decoy read alike; no hash confirms any guess of either
      const published = digestsIn([events, shown]);
      for (const e of deployed) {
        expect(candidates().filter((c) => guesses(e, c).some((g) => published.has(g)))).toEqual([]);
      }
      expect(verifyPublicChain(events as never).ok).toBe(true);
    }
    expect(await server.client.actions(id, token('french'))).toEqual([]);
    // the guesses are built right: for the true contents, the rebuilt hidden part is the one the
    // Allies' own salt opens
    const spectator = (await server.client.get<Envelope[]>(`/v1/games/${id}/events`)).body;
    const own = (
      await server.client.get<Envelope[]>(`/v1/games/${id}/events`, { token: token('allied') })
    ).body.filter((e) => e.type === DEPLOYED);
    expect(own).toHaveLength(2);
    for (const e of own) {
      const truth = e.data as { box: number; units: string[] };
      const shown = spectator.find((p) => p.version === e.version)!;
      const salt = Buffer.from(e.meta['commitmentSalt'] as string, 'hex');
      const hidden = hiddenGuess(shown, { box: truth.box, units: truth.units });
      expect(commitmentOf(salt, hidden)).toBe(e.meta['commitment']);
    }
  });

  test("16.4.1.1 the set-up's strategic map: GameCreated shows the French and spectators no reserve entry of the Allies, and no hash confirms a guess of it", async () => {
    const referee = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
      token: game.refereeToken,
    });
    const whole = referee.body[0]!;
    expect(whole.type).toBe('GameCreated');
    const truth = (whole.data as { setup: { reserve: unknown[] } }).setup.reserve;
    expect(truth).toEqual([{ id: AL_LINE }, { id: AL_ART }, { id: AL_LINE_2 }]);
    // what an attacker tries: any order of 0–3 of these Allied units, each with or without an area
    const pool = [AL_LINE, AL_ART, AL_LINE_2, 'al-col-iv-art-2', 'al-col-iii-inf-1'];
    const entries = (u: string) => [
      { id: u },
      ...['al-north', 'al-centre', 'al-south'].map((area) => ({ id: u, area })),
    ];
    let layer: { id: string; area?: string }[][] = [[]];
    const all: { id: string; area?: string }[][] = [[]];
    for (let n = 0; n < 3; n++) {
      layer = layer.flatMap((g) =>
        pool
          .filter((u) => !g.some((e) => e.id === u))
          .flatMap((u) => entries(u).map((e) => [...g, e])),
      );
      all.push(...layer);
    }
    expect(all.length).toBe(1 + 5 * 4 + 20 * 16 + 60 * 64);
    const hashesOf = (shown: Envelope, reserve: unknown[]): string[] => {
      const { reserveRedacted: _r, ...setup } = (shown.data as { setup: object }).setup as Record<
        string,
        unknown
      >;
      const data = { ...(shown.data as object), setup: { ...setup, reserve } };
      const { hash: _h, commitment: _c, ...meta } = shown.meta as Record<string, unknown>;
      return [
        sha256Hex(canonicalJson(data)),
        sha256Hex(canonicalJson({ ...setup, reserve })),
        sha256Hex(canonicalJson({ data })),
        commitmentOf(Buffer.alloc(32), { data }),
        envelopeHash({ gameId: id, version: 1, type: 'GameCreated', data, meta } as never),
        envelopeHash({
          gameId: id,
          version: 1,
          type: 'GameCreated',
          data,
          meta: shown.meta,
        } as never),
      ];
    };
    for (const tok of [token('french'), undefined]) {
      const opts = tok === undefined ? {} : { token: tok };
      const events = (await server.client.get<Envelope[]>(`/v1/games/${id}/events`, opts)).body;
      const genesis = events[0]!;
      expect(genesis.data).toMatchObject({ setup: { reserve: [], reserveRedacted: true } });
      const summary = await server.client.summary(id);
      const published = digestsIn([events, summary]);
      expect(all.filter((g) => hashesOf(genesis, g).some((h) => published.has(h)))).toEqual([]);
    }
    // the attack has teeth: against the hash the whole event would have had, it finds the truth
    const unredacted = hashesOf(whole, truth)[4]!;
    expect(all.filter((g) => hashesOf(whole, g)[4] === unredacted)).toEqual([truth]);
    // the Allies see their own reserve; the referee sees it whole and opens the commitment
    const allied = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
      token: token('allied'),
    });
    expect((allied.body[0]!.data as { setup: unknown }).setup).toMatchObject({
      reserve: truth,
      reserveRedacted: true,
    });
    const salt = Buffer.from(whole.meta['commitmentSalt'] as string, 'hex');
    expect(commitmentOf(salt, { data: whole.data })).toBe(whole.meta['commitment']);
  });

  test('a unit inside a chit is answered as a unit not on the table is, by the ruler and the rules', async () => {
    const inChit = await server.client.get<{ code: string; detail: string }>(
      `/v1/games/${id}/measure?from=${FR_LINE}&to=${AL_LINE}`,
      { token: token('french') },
    );
    const unknown = await server.client.get<{ code: string; detail: string }>(
      `/v1/games/${id}/measure?from=${FR_LINE}&to=al-nobody`,
      { token: token('french') },
    );
    expect(inChit.status).toBe(unknown.status);
    expect(inChit.body.code).toBe(unknown.body.code);
    const legal = await server.client.get(`/v1/games/${id}/legal-actions?unit=${AL_LINE}`, {
      token: token('allied'),
    });
    const none = await server.client.get(`/v1/games/${id}/legal-actions?unit=al-nobody`, {
      token: token('allied'),
    });
    expect(legal.status).toBe(none.status);
  });

  test('the Allies see their chits whole; the referee record verifies, commitments included', async () => {
    const own = await server.client.get<{ state: { fog: { chits: unknown[] } } }>(
      `/v1/games/${id}/state`,
      { token: token('allied') },
    );
    expect(own.body.state.fog.chits).toEqual([
      expect.objectContaining({ id: 'A1', box: 4, units: [AL_LINE, AL_ART] }),
      expect.objectContaining({ id: 'A2', box: 9, units: [] }),
    ]);
    const record = await server.client.get(`/v1/games/${id}/record`, { token: game.refereeToken });
    const report = await server.client.post<{ ok: boolean; checks: Record<string, string> }>(
      '/v1/records/verify',
      { body: record.body },
    );
    expect(report.body).toMatchObject({ ok: true, checks: { commitments: 'passed' } });
  }, 60_000);

  test('16.4.1.1 an Allied column move on the strategic map, and its die, reach the French and spectators as a sealed Redacted event', async () => {
    const steps: [string, string][] = [
      ['allied', 'EndPhase'], // the Allies' chit deployment
      ['french', 'EndPhase'], // the French chit deployment
      ['allied', 'EndPhase'], // the Allied Rally Phase
      ['french', 'EndPhase'], // the French Artillery Defensive Fire
      ['allied', 'EndPhase'], // the Allied Artillery Preparation Fire
    ];
    for (const [side, type] of steps) {
      expect((await server.client.command(id, token(side), { type })).status).toBe(201);
    }
    const move = { type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' };
    expect((await server.client.command(id, token('allied'), move)).status).toBe(201);
    for (const tok of [token('french'), undefined]) {
      const log = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
        ...(tok === undefined ? {} : { token: tok }),
      });
      const last = log.body.at(-1)!;
      expect(last).toMatchObject({ type: 'Redacted', data: null });
      const text = JSON.stringify(last);
      // that a move was made behind the screen is seen (meta.commandType), not which or where
      expect(last.meta['commandType']).toBe('MoveCorps');
      for (const secret of ['al-col-iv', 'al-south', 'al-centre', '"dice"', '"die"']) {
        expect([secret, text.includes(secret)]).toEqual([secret, false]);
      }
      // the public chain verifies from a spectator's log (a seat's shows its own commands)
      if (tok === undefined) expect(verifyPublicChain(log.body as never).ok).toBe(true);
    }
    const own = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
      token: token('allied'),
    });
    expect(own.body.at(-1)).toMatchObject({
      type: 'CorpsMoved',
      data: { formationId: 'al-col-iv' },
    });
    const record = await server.client.get(`/v1/games/${id}/record`, { token: game.refereeToken });
    const report = await server.client.post<{ ok: boolean }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body.ok).toBe(true);
  }, 60_000);
});
