import { randomBytes } from 'node:crypto';
import { family, histogramCount, scrape, series, value } from './support/metrics';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CreatedGame } from './support/types';

const HTTP = 'pratzen_http_request_duration_seconds';
const COMMANDS = 'pratzen_commands_total';
const APPENDS = 'pratzen_event_store_append_duration_seconds';
const LOOKUPS = 'pratzen_cache_lookups_total';
const GAMES = 'pratzen_games';

const token = (g: CreatedGame, side: string): string => g.seats[side]?.token ?? '';
const random = (): string => randomBytes(9).toString('base64url');

/** GET /metrics over real HTTP, parsed with parse-prometheus-text-format. */
describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('is Prometheus text exposition, with the process metrics and event-loop lag', async () => {
    const s = await scrape(server.base);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(family(s, 'process_cpu_user_seconds_total').type).toBe('counter');
    expect(family(s, 'nodejs_eventloop_lag_seconds').type).toBe('gauge');
    expect(family(s, 'nodejs_eventloop_lag_p99_seconds').type).toBe('gauge');
    expect(family(s, HTTP).type).toBe('histogram');
    // No REDIS_URL: no Redis series at all.
    expect(s.metrics['pratzen_redis_up']).toBeUndefined();
  });

  test('a command moves the command counter and the append histogram', async () => {
    const game = await server.client.createGame();
    const [plot] = await server.client.actions(game.game.id, token(game, 'french'));
    if (plot === undefined) throw new Error('no plot offered');
    const type = String(plot.command['type']);
    const accepted = { ruleset: 'spi-1980', command: type, outcome: 'accepted', status: '201' };
    const unknown = {
      ruleset: 'spi-1980',
      command: 'unknown',
      outcome: 'UNKNOWN_COMMAND',
      status: '400',
    };
    const appended = { store: 'sqlite', outcome: 'ok' };
    const before = await scrape(server.base);

    const ok = await server.client.command(game.game.id, token(game, 'french'), plot.command);
    expect(ok.status).toBe(201);
    const bogus = `Bogus${random()}`;
    const refused = await server.client.command(game.game.id, token(game, 'french'), {
      type: bogus,
    });
    expect(refused.status).toBe(400);

    const after = await scrape(server.base);
    expect(value(after, COMMANDS, accepted)).toBe(value(before, COMMANDS, accepted) + 1);
    expect(value(after, COMMANDS, unknown)).toBe(value(before, COMMANDS, unknown) + 1);
    expect(histogramCount(after, APPENDS, appended)).toBe(
      histogramCount(before, APPENDS, appended) + 1,
    );
    // The unknown type never became a label; no game id or token appears anywhere.
    expect(after.text).not.toContain(bogus);
    expect(after.text).not.toContain(game.game.id);
    expect(after.text).not.toContain(token(game, 'french'));
  });

  test('the HTTP histogram counts a request under its route pattern and status', async () => {
    const game = await server.client.createGame();
    const labels = { method: 'GET', route: '/v1/games/:gameId', status: '200' };
    const before = await scrape(server.base);
    expect((await server.client.get(`/v1/games/${game.game.id}`)).status).toBe(200);
    const after = await scrape(server.base);
    expect(histogramCount(after, HTTP, labels)).toBe(histogramCount(before, HTTP, labels) + 1);
    // The scrape before this one was counted too, under its own route.
    expect(histogramCount(after, HTTP, { route: '/metrics', status: '200' })).toBeGreaterThan(0);
    expect(after.text).not.toContain(game.game.id);
  });

  test('label cardinality stays bounded under random URLs', async () => {
    const before = await scrape(server.base);
    const made: string[] = [];
    const r = (): string => {
      made.push(random());
      return made[made.length - 1] ?? '';
    };
    const paths = Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0
        ? `/${r()}/${r()}`
        : i % 3 === 1
          ? `/v1/games/${r()}`
          : `/v1/games/${r()}/legal-actions?unitId=${r()}`,
    );
    for (const path of paths) expect((await server.client.get(path)).status).toBe(404);
    const after = await scrape(server.base);
    const added = [...series(after, HTTP)].filter((labels) => !series(before, HTTP).has(labels));
    // At most one new series per route pattern and status, whatever the URLs were.
    for (const labels of added) {
      expect([
        '{"method":"GET","route":"unmatched","status":"404"}',
        '{"method":"GET","route":"/v1/games/:gameId","status":"404"}',
        '{"method":"GET","route":"/v1/games/:gameId/legal-actions","status":"404"}',
        '{"method":"GET","route":"/metrics","status":"200"}',
      ]).toContain(labels);
    }
    expect(histogramCount(after, HTTP, { route: 'unmatched', status: '404' })).toBe(
      histogramCount(before, HTTP, { route: 'unmatched', status: '404' }) + 50,
    );
    for (const text of made) expect(after.text).not.toContain(text);
  });

  test('live SSE subscribers are a gauge that goes up and back down', async () => {
    const game = await server.client.createGame();
    const labels = { transport: 'sse' };
    expect(value(await scrape(server.base), 'pratzen_live_subscribers', labels)).toBe(0);
    const stream = await SseReader.open(`${server.base}/v1/games/${game.game.id}/events/stream`);
    expect(stream.status).toBe(200);
    expect(value(await scrape(server.base), 'pratzen_live_subscribers', labels)).toBe(1);
    await stream.close();
    let open = 1;
    for (let i = 0; i < 50 && open !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = value(await scrape(server.base), 'pratzen_live_subscribers', labels);
    }
    expect(open).toBe(0);
  });

  test('pratzen_games counts games by ruleset and status as they are created and end', async () => {
    const active = { ruleset: 'spi-1980', status: 'active' };
    const over = { ruleset: 'spi-1980', status: 'over' };
    const before = await scrape(server.base);
    expect(family(before, GAMES).type).toBe('gauge');
    const a = await server.client.createGame();
    await server.client.createGame();
    const created = await scrape(server.base);
    expect(value(created, GAMES, active)).toBe(value(before, GAMES, active) + 2);
    expect(value(created, GAMES, over)).toBe(value(before, GAMES, over));

    const resigned = await server.client.command(a.game.id, token(a, 'french'), { type: 'Resign' });
    expect(resigned.status).toBe(201);
    const ended = await scrape(server.base);
    expect(value(ended, GAMES, active)).toBe(value(before, GAMES, active) + 1);
    expect(value(ended, GAMES, over)).toBe(value(before, GAMES, over) + 1);
    // Another ruleset's count did not move.
    const dg = { ruleset: 'dg-2006', status: 'active' };
    expect(value(ended, GAMES, dg)).toBe(value(before, GAMES, dg));
    await server.client.createGame({ rulesetId: 'dg-2006' });
    expect(value(await scrape(server.base), GAMES, dg)).toBe(value(before, GAMES, dg) + 1);
  });

  test('the legal-actions cache reports its misses and hits', async () => {
    const game = await server.client.createGame();
    const json = { cache: 'reads', kind: 'legal-actions-json' };
    const before = await scrape(server.base);
    await server.client.actions(game.game.id, token(game, 'french'));
    await server.client.actions(game.game.id, token(game, 'french'));
    const after = await scrape(server.base);
    const delta = (result: string): number =>
      value(after, LOOKUPS, { ...json, result }) - value(before, LOOKUPS, { ...json, result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
    expect(value(after, 'pratzen_cache_entries', { cache: 'reads' })).toBeGreaterThan(0);
  });
});

describe('GET /metrics with METRICS_TOKEN and REDIS_URL', () => {
  const METRICS_TOKEN = randomBytes(32).toString('base64url');
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      METRICS_TOKEN,
      REDIS_URL: process.env['REDIS_URL']?.trim() || 'redis://127.0.0.1:6379',
    });
  });
  afterAll(() => server.close());

  test('answers 401 without the token or with another, 200 with it', async () => {
    const none = await scrape(server.base);
    expect(none.status).toBe(401);
    expect(none.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(none.text)).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
    expect((await scrape(server.base, `${METRICS_TOKEN}x`)).status).toBe(401);
    expect((await scrape(server.base, METRICS_TOKEN)).status).toBe(200);
  });

  test('reports both Redis connections up', async () => {
    let s = await scrape(server.base, METRICS_TOKEN);
    // The connections are made in the background at start-up.
    for (
      let i = 0;
      i < 50 && value(s, 'pratzen_redis_up', { connection: 'subscriber' }) !== 1;
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      s = await scrape(server.base, METRICS_TOKEN);
    }
    expect(value(s, 'pratzen_redis_up', { connection: 'client' })).toBe(1);
    expect(value(s, 'pratzen_redis_up', { connection: 'subscriber' })).toBe(1);
  });
});
