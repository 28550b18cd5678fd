import {
  type Envelope as ChainEnvelope,
  canonicalJson,
  commitmentOf,
  envelopeHash,
  sealBatch,
  sha256Hex,
  verifyPublicChain,
} from '@pratzen/audit';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CreatedGame, Envelope } from './support/types';

type Deployment = { readonly unitId: string; readonly hex: string };
type Report = { ok: boolean; checks: Record<string, string>; firstFailure: unknown };
const PLOTTED = 'ReserveDeploymentPlotted';

/** Every 64-hex-digit value in what a spectator was shown: the hashes an attacker can test. */
const digestsIn = (shown: unknown): Set<string> =>
  new Set(JSON.stringify(shown).match(/[0-9a-f]{64}/g) ?? []);

/** The plots an attacker tries: the one legal actions offer the French, and every swap of two. */
function candidatesFrom(offered: readonly Deployment[]): Deployment[][] {
  const all: Deployment[][] = [offered.map((d) => ({ ...d }))];
  for (let i = 0; i < offered.length; i++) {
    for (let j = i + 1; j < offered.length; j++) {
      const swapped = offered.map((d) => ({ ...d }));
      [swapped[i]!.hex, swapped[j]!.hex] = [offered[j]!.hex, offered[i]!.hex];
      // Two units written into the same hex swap to the same plot: tried once.
      if (!all.some((c) => canonicalJson(c) === canonicalJson(swapped))) all.push(swapped);
    }
  }
  return all;
}

/**
 * What the attacker hashes for a candidate plot: the unredacted envelope as the old chain hashed
 * it (the public meta plus the command, with or without the new chain members) and the hidden
 * part hashed unsalted or with a zero salt.
 */
function guesses(shown: Envelope, plot: readonly Deployment[]): string[] {
  const command = { type: 'PlotReserveDeployment', deployments: plot };
  const data = { deployments: plot };
  const { hash: _h, redacted: _r, ...meta } = shown.meta as Record<string, unknown>;
  const { chain: _c, commitment: _cm, ...oldMeta } = meta;
  const full = (m: Record<string, unknown>): ChainEnvelope => ({
    gameId: shown.gameId,
    version: shown.version,
    type: PLOTTED,
    data,
    meta: { ...m, command },
  });
  return [
    envelopeHash(full(oldMeta)),
    envelopeHash(full(meta)),
    sha256Hex(canonicalJson({ command, data })),
    sha256Hex(canonicalJson(data)),
    sha256Hex(canonicalJson(command)),
    commitmentOf(Buffer.alloc(32), { command, data }),
  ];
}

/** The candidates some guess of which is among the published digests: what the attack confirms. */
const attack = (shown: Envelope, published: Set<string>, candidates: Deployment[][]) =>
  candidates.filter((c) => guesses(shown, c).some((g) => published.has(g)));

/**
 * Issue #10, defect 1, over real HTTP: a spectator with no token reads everything public after
 * the French 12.0 plot (events, live stream, state, summary, legal actions) and brute-forces the
 * plot against every hash it was shown. Under the old chain (hash of the unredacted envelope)
 * the attack finds the plot; under the public-form chain it confirms nothing, while the chain
 * stays verifiable by the spectator at every moment and records verify before and after the
 * reveal and at the end.
 */
describe('hidden information and the hash chain (SPI 12.0 reserve plot)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  let offered: Deployment[];
  let live: SseReader;
  const token = (side: string): string => game.seats[side]?.token ?? '';
  const spectatorLog = async (): Promise<Envelope[]> =>
    (await server.client.get<Envelope[]>(`/v1/games/${id}/events`)).body;
  const verify = async (record: unknown): Promise<Report> =>
    (await server.client.post<Report>('/v1/records/verify', { body: record })).body;

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ label: 'hidden-hash' });
    id = game.game.id;
    live = await SseReader.open(`${server.base}/v1/games/${id}/events/stream`);
    const [plot] = await server.client.actions(id, token('french'));
    offered = plot?.command['deployments'] as Deployment[];
    expect(offered.length).toBeGreaterThan(2);
    expect((await server.client.command(id, token('french'), plot?.command)).status).toBe(201);
  });
  afterAll(async () => {
    await live.close();
    await server.close();
  });

  test('a spectator confirms no candidate plot from any hash; the same attack breaks the old chain', async () => {
    const events = await spectatorLog();
    const streamed = (await live.waitFor(2)).map((m) => m.data);
    const summary = await server.client.summary(id);
    const state = (await server.client.get(`/v1/games/${id}/state`)).body;
    const actions = (await server.client.get(`/v1/games/${id}/legal-actions`)).body;
    const record = await server.client.get(`/v1/games/${id}/record`);
    expect(record.status).toBe(403);
    const graphql = await server.client.post<{ data: { game: { events: Envelope[] } } }>(
      '/graphql',
      {
        body: {
          query:
            'query($id: ID!) { game(id: $id) { headHash events { gameId version type data meta } } }',
          variables: { id },
        },
      },
    );
    expect(graphql.body.data.game.events).toEqual(events);
    const shown = [events, streamed, summary, state, actions, record.body, graphql.body];
    const published = digestsIn(shown);
    expect(published.has(summary.headHash)).toBe(true);
    const plotted = events.find((e) => e.type === PLOTTED) as Envelope;
    expect(plotted.data).toEqual({ deployments: [], redacted: true });
    expect(JSON.stringify(shown)).not.toContain(JSON.stringify(offered[0]));

    const candidates = candidatesFrom(offered);
    expect(candidates.length).toBeGreaterThan(50);
    expect(attack(plotted, published, candidates)).toEqual([]);

    // The old scheme, on the same game: the envelope the French sent, sealed as the chain
    // hashed it before (unredacted), shown to a spectator redacted but with its hash.
    const french = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
      token: token('french'),
    });
    const whole = french.body.find((e) => e.type === PLOTTED) as Envelope;
    const { chain: _c, commitment: _cm, commitmentSalt: _s, hash: _h, ...meta } = whole.meta;
    const [oldSealed] = sealBatch(id, whole.version, whole.meta.prevHash as string, [
      { type: PLOTTED, data: whole.data, meta },
    ]);
    const { command: _command, ...oldPublicMeta } = oldSealed!.meta;
    const oldShown = { ...plotted, meta: oldPublicMeta } as unknown as Envelope;
    const found = attack(oldShown, digestsIn(oldShown), candidates);
    expect(found).toEqual([offered]);
  });

  test('the chain is verifiable by anyone at every moment, from the public forms alone', async () => {
    const events = await spectatorLog();
    const summary = await server.client.summary(id);
    expect(verifyPublicChain(events as never)).toMatchObject({
      ok: true,
      checked: events.length,
      headHash: summary.headHash,
    });
  });

  test('the French (and the referee) see the plot with its salt and open its commitment; nobody else gets a salt', async () => {
    for (const [who, tok] of [
      ['french', token('french')],
      ['referee', game.refereeToken],
    ] as const) {
      const log = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, { token: tok });
      const plot = log.body.find((e) => e.type === PLOTTED) as Envelope;
      const salt = Buffer.from(plot.meta['commitmentSalt'] as string, 'hex');
      const hidden = { command: plot.meta['command'], data: plot.data };
      expect([who, commitmentOf(salt, hidden)]).toEqual([who, plot.meta['commitment']]);
    }
    for (const tok of [token('allied'), undefined]) {
      const log = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
        ...(tok !== undefined ? { token: tok } : {}),
      });
      expect(JSON.stringify(log.body)).not.toContain('commitmentSalt');
    }
  });

  test('records verify before the reveal, after it, and at the end (commitments opened)', async () => {
    const referee = { token: game.refereeToken };
    const before = await server.client.get(`/v1/games/${id}/record`, referee);
    expect(before.body).toMatchObject({ format: 'pratzen-record/2' });
    expect(await verify(before.body)).toMatchObject({
      ok: true,
      checks: { chain: 'passed', commitments: 'passed', rules: 'passed' },
    });
    for (let i = 0; i < 2; i++) {
      expect((await server.client.command(id, token('allied'), { type: 'EndPhase' })).status).toBe(
        201,
      );
    }
    const events = await spectatorLog();
    expect(events.some((e) => e.type === 'ReserveDeploymentRevealed')).toBe(true);
    expect(verifyPublicChain(events as never).ok).toBe(true);
    const after = await server.client.get(`/v1/games/${id}/record`, referee);
    expect((await verify(after.body)).ok).toBe(true);

    expect((await server.client.command(id, token('french'), { type: 'Resign' })).status).toBe(201);
    const end = await server.client.get<{ commitments: { key: string } }>(`/v1/games/${id}/record`);
    expect(end.status).toBe(200);
    expect(end.body.commitments.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await verify(end.body)).toMatchObject({
      ok: true,
      checks: { chain: 'passed', commitments: 'passed', rules: 'passed', victory: 'passed' },
    });
    expect(verifyPublicChain((await spectatorLog()) as never).ok).toBe(true);
  }, 60_000); // three verifications on the worker pool (started on first use)
});
