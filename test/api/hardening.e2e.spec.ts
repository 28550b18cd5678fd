import { LiveSubscribers } from '../../apps/api/src/common/live-subscribers';
import { expectProblem } from './support/problem';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CreatedGame, Problem } from './support/types';

/** Issue #10, defects 3 and 5 over real HTTP: what a hostile client can no longer cause. */

const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('issue #10 defect 5: deep JSON and HEAD on the event stream', () => {
  let server: TestServer;
  let game: CreatedGame;
  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
  });
  afterAll(() => server.close());

  test('2,000 levels of nesting (8 KB) is 400 JSON_TOO_DEEP, not a RangeError 500', async () => {
    const raw = `{"rulesetId":${nested(2000)},"scenarioId":"historical"}`;
    expect(raw.length).toBeLessThan(8_200);
    expectProblem(await server.client.post('/v1/games', { raw }), 400, 'JSON_TOO_DEEP');
    const command = `{"type":"EndPhase","extra":{"a":${nested(2000)}}}`;
    const r = await server.client.post(`/v1/games/${game.game.id}/commands`, {
      token: game.seats['allied']?.token ?? '',
      raw: command,
    });
    expectProblem(r, 400, 'JSON_TOO_DEEP');
  });

  test('400 levels still reach validation (the cap is 400)', async () => {
    const r = await server.client.post('/v1/games', {
      raw: `{"rulesetId":${nested(399)},"scenarioId":"historical"}`,
    });
    expectProblem(r, 400, 'VALIDATION_FAILED');
  });

  test('brackets inside strings do not count', async () => {
    const r = await server.client.post('/v1/games', {
      raw: JSON.stringify({
        rulesetId: 'spi-1980',
        scenarioId: 'historical',
        label: '['.repeat(3000),
      }),
    });
    expect(r.status).not.toBe(500);
    expect((r.body as Problem).code).not.toBe('JSON_TOO_DEEP');
  });

  test('HEAD /events/stream answers at once: 200, the stream headers, no body', async () => {
    const response = await fetch(`${server.base}/v1/games/${game.game.id}/events/stream`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(3_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await response.text()).toBe('');
    expect(server.app.get(LiveSubscribers).count()).toBe(0); // it holds no slot
  });

  test('HEAD /events/stream of an unknown game is a 404 without a body', async () => {
    const response = await fetch(`${server.base}/v1/games/nope/events/stream`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(3_000),
    });
    expect(response.status).toBe(404);
  });
});

describe('issue #10 defect 3: live SSE subscribers bounded per address and in total', () => {
  let server: TestServer;
  let game: CreatedGame;
  const open: SseReader[] = [];
  const stream = (): string => `${server.base}/v1/games/${game.game.id}/events/stream`;
  const from = (address: string): Promise<SseReader> =>
    SseReader.open(stream(), { 'x-forwarded-for': address }).then((reader) => {
      open.push(reader);
      return reader;
    });
  const refusal = async (address: string) => {
    const response = await fetch(stream(), { headers: { 'x-forwarded-for': address } });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as unknown,
    };
  };

  beforeAll(async () => {
    server = await startServer({
      TRUST_PROXY: 'true',
      SUBSCRIBERS_PER_ADDRESS: '2',
      SUBSCRIBERS_TOTAL: '3',
    });
    game = await server.client.createGame();
  });
  afterAll(async () => {
    await Promise.all(open.map((r) => r.close()));
    await server.close();
  });

  test('beyond the per-address limit: 429 TOO_MANY_SUBSCRIPTIONS; beyond the total: 503 SERVER_BUSY; both freed on disconnect', async () => {
    const subscribers = server.app.get(LiveSubscribers);
    const [a1] = [await from('10.0.0.1'), await from('10.0.0.1')];
    expect(a1?.status).toBe(200);
    const perAddress = await refusal('10.0.0.1');
    expectProblem(perAddress, 429, 'TOO_MANY_SUBSCRIPTIONS');
    expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await from('10.0.0.2')).status).toBe(200);
    expect(subscribers.count()).toBe(3);
    const total = await refusal('10.0.0.3');
    expectProblem(total, 503, 'SERVER_BUSY');
    expect(Number(total.headers.get('retry-after'))).toBeGreaterThan(0);

    await a1?.close();
    await until(() => subscribers.count() === 2, 'the closed stream to be counted out');
    expect(subscribers.count('10.0.0.1')).toBe(1);
    const again = await from('10.0.0.3');
    expect(again.status).toBe(200);
    await Promise.all(open.map((r) => r.close()));
    await until(() => subscribers.count() === 0, 'every stream to be counted out');
  });
});
