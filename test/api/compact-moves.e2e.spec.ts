import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LegalAction } from '@pratzen/engine';
import { type CompactMoves, compactPath, decodeCompactMoves } from '@pratzen/rulesets/hex-kit';
import { expectProblem } from './support/problem';
import { type RawReply, raw } from './support/raw-http';
import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/** The target for the compact form at the SPI opening, compressed, on the wire. */
const OPENING_WIRE_BYTES = 15_000;
const FIXTURE = path.resolve(__dirname, '../fixtures/freeform-duel/ruleset.ts');

const decoded = (r: RawReply): string => {
  const enc = r.headers['content-encoding'];
  const bytes =
    enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body;
  return bytes.toString('utf8');
};
const sorted = (xs: readonly unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();

type Who = 'spectator' | 'allied' | 'french' | 'referee';
const WHO: readonly Who[] = ['spectator', 'allied', 'french', 'referee'];

describe('GET legal-actions?format=compact (pratzen-moves/1)', () => {
  let server: TestServer;
  let game: CreatedGame;
  const tokenOf = (who: Who): string | undefined =>
    who === 'spectator'
      ? undefined
      : who === 'referee'
        ? game.refereeToken
        : game.seats[who]?.token;
  const auth = (who: Who, extra: Record<string, string> = {}): Record<string, string> => {
    const t = tokenOf(who);
    return t === undefined ? extra : { ...extra, authorization: `Bearer ${t}` };
  };
  const compactOf = async (who: Who, query = ''): Promise<CompactMoves> => {
    const r = await raw(
      server.base,
      `/v1/games/${game.game.id}/legal-actions?format=compact${query}`,
      auth(who),
    );
    expect(r.status).toBe(200);
    return JSON.parse(decoded(r)) as CompactMoves;
  };
  const verboseOf = async (who: Who, query = ''): Promise<LegalAction[]> =>
    (await server.client.actions(game.game.id, tokenOf(who), query)) as LegalAction[];

  beforeAll(async () => {
    server = await startServer({ RULESET_MODULES: FIXTURE });
    game = await server.client.createGame();
  });
  afterAll(() => server.close());

  test.each(WHO)(
    'before the 12.0 plot, as %s: exactly the verbose list, the plot only where it is offered',
    async (who) => {
      const verbose = await verboseOf(who);
      const compact = await compactOf(who);
      const commands = decodeCompactMoves(compact).map((d) => d.command);
      expect(sorted(commands)).toEqual(sorted(verbose.map((a) => a.command)));
      // The referee sees every secret (the verbose list offers it the plot too); the Allies and a
      // spectator never see it.
      const offered = compact.actions.some((a) => a.command.type === 'PlotReserveDeployment');
      expect(offered).toBe(who === 'french' || who === 'referee');
    },
  );

  describe('at the opening of the Allied Movement Phase', () => {
    let verbose: LegalAction[] = [];
    let deployments: string[] = [];

    beforeAll(async () => {
      const id = game.game.id;
      const plot = (await verboseOf('french')).find(
        (a) => a.command.type === 'PlotReserveDeployment',
      );
      expect(plot).toBeDefined();
      deployments = (
        (plot?.command as { deployments?: unknown[] } | undefined)?.deployments ?? []
      ).map((d) => JSON.stringify(d));
      expect(deployments.length).toBe(13);
      expect((await server.client.command(id, tokenOf('french'), plot?.command)).status).toBe(201);
      const end = await server.client.command(id, tokenOf('allied'), { type: 'EndPhase' });
      expect(end.status).toBe(201);
      verbose = await verboseOf('allied');
      expect(verbose.filter((a) => a.command.type === 'MoveUnit').length).toBeGreaterThan(3000);
    });

    test.each(['br', 'gzip'])(
      'sent pre-compressed (%s), under the target on the wire, and the same content',
      async (encoding) => {
        const url = `/v1/games/${game.game.id}/legal-actions?format=compact`;
        const r = await raw(server.base, url, auth('allied', { 'accept-encoding': encoding }));
        expect(r.status).toBe(200);
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(String(r.headers['vary'])).toMatch(/Accept-Encoding/);
        expect(Number(r.headers['content-length'])).toBe(r.body.length);
        expect(r.body.length).toBeLessThan(OPENING_WIRE_BYTES);
        const identity = await raw(server.base, url, auth('allied'));
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(decoded(r)).toBe(identity.body.toString('utf8'));
      },
    );

    test("every unit's path to every destination is the verbose list's", async () => {
      const compact = await compactOf('allied');
      expect(compact.format).toBe('pratzen-moves/1');
      for (const a of verbose.filter((x) => x.command.type === 'MoveUnit')) {
        const c = a.command as unknown as { unitId: string; path: string[] };
        expect(compactPath(compact, c.unitId, a['hex'] as string)).toEqual(c.path);
      }
      const commands = decodeCompactMoves(compact).map((d) => d.command);
      expect(sorted(commands)).toEqual(sorted(verbose.map((a) => a.command)));
      expect(compact.actions.map((a) => a.command.type)).toEqual(['EndPhase']);
    });

    test.each(WHO)(
      'as %s: no written hex of the plot, and what the verbose list holds',
      async (who) => {
        const compact = await compactOf(who);
        const text = JSON.stringify(compact);
        expect(deployments.some((d) => text.includes(d))).toBe(false);
        const commands = decodeCompactMoves(compact).map((d) => d.command);
        expect(sorted(commands)).toEqual(sorted((await verboseOf(who)).map((a) => a.command)));
        // The Allies' moves are theirs and the referee's; the French and spectators get none.
        expect(Object.keys(compact.units).length > 0).toBe(who === 'allied' || who === 'referee');
      },
    );

    test('filters by unit and type as the verbose list does', async () => {
      const unit = (verbose[0]?.command as unknown as { unitId: string }).unitId;
      const one = await compactOf('allied', `&unit=${unit}&type=MoveUnit`);
      expect(Object.keys(one.units)).toEqual([unit]);
      expect(one.actions).toEqual([]);
      const none = await compactOf('allied', '&type=EndPhase');
      expect(none).toEqual({
        format: 'pratzen-moves/1',
        units: {},
        actions: await verboseOf('allied', '?type=EndPhase'),
      });
      expect(none.actions.map((a) => a.command)).toEqual([{ type: 'EndPhase' }]);
    });

    test('ETag per game version, viewer and form; If-None-Match → 304 with no body', async () => {
      const url = `/v1/games/${game.game.id}/legal-actions`;
      const compact = await raw(server.base, `${url}?format=compact`, auth('allied'));
      const full = await raw(server.base, url, auth('allied'));
      const french = await raw(server.base, `${url}?format=compact`, auth('french'));
      const tag = compact.headers['etag'] as string;
      expect(tag).toMatch(/^W\/"3-/);
      expect(new Set([tag, full.headers['etag'], french.headers['etag']]).size).toBe(3);
      const again = await raw(
        server.base,
        `${url}?format=compact`,
        auth('allied', { 'if-none-match': tag, 'accept-encoding': 'br' }),
      );
      expect([again.status, again.body.length]).toEqual([304, 0]);
    });

    test('GraphQL legalMoves is the same form', async () => {
      const r = await server.client.post<{ data: { game: { legalMoves: unknown } } }>('/graphql', {
        body: {
          query: 'query($id: ID!) { game(id: $id) { legalMoves(unit: "kienmayer") } }',
          variables: { id: game.game.id },
        },
        token: tokenOf('allied'),
      });
      expect(r.body.data.game.legalMoves).toEqual(await compactOf('allied', '&unit=kienmayer'));
    });
  });

  test('a format it does not know: 400 VALIDATION_FAILED', async () => {
    const r = await server.client.get(`/v1/games/${game.game.id}/legal-actions?format=tiny`);
    expectProblem(r, 400, 'VALIDATION_FAILED');
  });

  test('a ruleset played on a table: 406 COMPACT_FORM_UNSUPPORTED, the verbose list still served', async () => {
    const duel = await server.client.createGame({ rulesetId: 'freeform-duel', scenarioId: 'duel' });
    const side = Object.keys(duel.seats)[0] as string;
    const token = duel.seats[side]?.token;
    const url = `/v1/games/${duel.game.id}/legal-actions`;
    const r = await server.client.get(
      `${url}?format=compact`,
      token === undefined ? {} : { token },
    );
    const p = expectProblem(r, 406, 'COMPACT_FORM_UNSUPPORTED');
    expect(p).toMatchObject({ rulesetId: 'freeform-duel' });
    expect((await server.client.get(url, token === undefined ? {} : { token })).status).toBe(200);
  });

  test('DG 2006 at its opening: every path rebuilt', async () => {
    const dg = await server.client.createGame({ rulesetId: 'dg-2006' });
    const summary = await server.client.summary(dg.game.id);
    const token = dg.seats[summary.activeSide]?.token;
    const verbose = (await server.client.actions(dg.game.id, token)) as LegalAction[];
    const url = `/v1/games/${dg.game.id}/legal-actions?format=compact`;
    const r = await raw(server.base, url, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip',
    });
    const compact = JSON.parse(decoded(r)) as CompactMoves;
    const moves = verbose.filter((a) => a.command.type === 'MoveUnit');
    expect(moves.length).toBeGreaterThan(500);
    for (const a of moves) {
      const c = a.command as unknown as { unitId: string; path: string[] };
      expect(compactPath(compact, c.unitId, a['hex'] as string)).toEqual(c.path);
    }
  });
});
