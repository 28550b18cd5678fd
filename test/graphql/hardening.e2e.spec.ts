import WebSocket from 'ws';
import { LiveSubscribers } from '../../apps/api/src/common/live-subscribers';
import {
  Collector,
  createSpiGame,
  GraphqlServer,
  type GqlError,
  type Seats,
} from './graphql-harness';

/** Issue #10, defects 3 and 5 over GraphQL (HTTP and graphql-ws): client faults, never 500s. */

const GAME_EVENTS = `subscription($id: ID!, $from: Int) {
  gameEvents(gameId: $id, fromVersion: $from) { version type }
}`;

const nested = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels));

async function post(server: GraphqlServer, body: unknown) {
  const response = await fetch(`http://${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: GqlError[]; data?: unknown },
  };
}

/** The first error a subscription ended with (graphql-ws `error` message or an errored `next`). */
async function firstError(c: Collector<unknown>): Promise<GqlError> {
  await c.until((x) => x.error !== undefined || x.results.some((r) => r.errors), 'an error');
  const errors = (c.error as GqlError[] | undefined) ?? c.results.find((r) => r.errors)?.errors;
  const first = errors?.[0] as GqlError | undefined;
  if (first === undefined) throw new Error(`no error: ${JSON.stringify(c.results)}`);
  return first;
}

/** Sends raw frames on a graphql-transport-ws socket; resolves with the close code and reason. */
function closeAfter(server: GraphqlServer, frames: readonly unknown[]): Promise<string> {
  const ws = new WebSocket(`ws://${server.url}/graphql`, 'graphql-transport-ws');
  return new Promise((resolve, reject) => {
    ws.on('open', () => frames.forEach((f) => ws.send(JSON.stringify(f))));
    ws.on('close', (code, reason) => resolve(`${code} ${reason.toString()}`));
    ws.on('error', reject);
  });
}

describe('issue #10 defect 5 over GraphQL', () => {
  let server: GraphqlServer;
  let seats: Seats;
  beforeAll(async () => {
    server = await GraphqlServer.start();
    seats = await createSpiGame(server);
  });
  afterAll(() => server.stop());

  test('a persisted query whose hash does not match its text: 400 BAD_REQUEST, not INTERNAL_SERVER_ERROR', async () => {
    const r = await post(server, {
      query: '{ rulesets { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', status: 400 });
  });

  test('a subscription posted over HTTP: 400 SUBSCRIPTION_OVER_HTTP, naming graphql-ws', async () => {
    const r = await post(server, { query: GAME_EVENTS, variables: { id: seats.gameId } });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toEqual({ code: 'SUBSCRIPTION_OVER_HTTP', status: 400 });
    expect(r.body.errors?.[0]?.message).toMatch(/graphql-ws/);
  });

  test('JSON variables nested 2,000 levels and literals 900: 400 JSON_TOO_DEEP', async () => {
    const mutation = `mutation($c: JSON!) { validateCommand(gameId: "${seats.gameId}", command: $c) { valid } }`;
    const body = await post(server, { query: mutation, variables: { c: nested(2000) } });
    // The body parser refuses it before GraphQL runs: a problem document, as over REST.
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'JSON_TOO_DEEP' });
    // 900 levels: under the 2,000 tokens a query may hold (issue #27; deeper is QUERY_TOO_LARGE).
    const literal = `mutation { validateCommand(gameId: "${seats.gameId}", command: ${JSON.stringify(nested(900))}) { valid } }`;
    const r = await post(server, { query: literal });
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'JSON_TOO_DEEP', status: 400 });
  });

  test('over graphql-ws, a bad variable (fromVersion: "x") is BAD_USER_INPUT, as over HTTP', async () => {
    const c = new Collector(server.wsClient(), GAME_EVENTS, { id: seats.gameId, from: 'x' });
    const error = await firstError(c);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400 });
    expect(error.message).toMatch(/\$from/);
    const http = await post(server, { query: '{ game(id: 1.5) { id } }' });
    expect(http.body.errors?.[0]?.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  test('over graphql-ws, deeply nested variables are JSON_TOO_DEEP', async () => {
    const c = new Collector(server.wsClient(), GAME_EVENTS, { id: nested(2000) });
    expect((await firstError(c)).extensions).toMatchObject({ code: 'JSON_TOO_DEEP', status: 400 });
  });

  test.each(['connection_ack', 'next', 'error'])(
    'a client sending %s is closed with 4400 (bad request), not 4500',
    async (type) => {
      const frame = type === 'connection_ack' ? { type } : { type, id: '1', payload: {} };
      const closed = await closeAfter(server, [{ type: 'connection_init' }, frame]);
      expect(closed).toMatch(/^4400 /);
    },
  );
});

describe('issue #10: cases found by the fuzz suite (test/fuzz)', () => {
  let server: GraphqlServer;
  beforeAll(async () => {
    server = await GraphqlServer.start();
  });
  afterAll(() => server.stop());

  const nestedText = (levels: number): string =>
    `{ rulesets(x: ${'['.repeat(levels)}${']'.repeat(levels)}) { id } }`;

  test('over graphql-ws, a query text nested 50,000 levels is QUERY_TOO_LARGE (the HTTP gate, issue #27), a broken one GRAPHQL_PARSE_FAILED, never a close with 4500', async () => {
    const client = server.wsClient();
    const c = new Collector(client, nestedText(50_000), {});
    expect((await firstError(c)).extensions).toEqual({
      code: 'QUERY_TOO_LARGE',
      status: 400,
      limit: 16_384,
    });
    const broken = new Collector(client, '{ rulesets { id }', {});
    expect((await firstError(broken)).extensions).toEqual({
      code: 'GRAPHQL_PARSE_FAILED',
      status: 400,
    });
    // The socket is still open and serving.
    const next = new Collector<{ rulesets: unknown[] }>(client, '{ rulesets { id } }', {});
    await next.until((x) => x.completed, 'the query over the same socket');
    expect(next.results[0]?.data?.rulesets?.length).toBeGreaterThan(0);
  });

  test('over HTTP, the same text is 400 QUERY_TOO_LARGE (refused before parsing, issue #27); under the size limit, GRAPHQL_PARSE_FAILED', async () => {
    const r = await post(server, { query: nestedText(50_000) });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toEqual({
      code: 'QUERY_TOO_LARGE',
      status: 400,
      limit: 16_384,
    });
    const shorter = await post(server, { query: nestedText(900) });
    expect(shorter.status).toBe(400);
    expect(shorter.body.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  });

  test('a persisted query of an unsupported version ("") is 400 BAD_REQUEST, not INTERNAL_SERVER_ERROR', async () => {
    const r = await post(server, {
      query: '{ rulesets { id } }',
      extensions: { persistedQuery: { version: '', sha256Hash: 'x' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', status: 400 });
  });
});

describe('issue #10 defect 3: gameEvents subscribers bounded per address and in total', () => {
  let server: GraphqlServer;
  let seats: Seats;
  beforeAll(async () => {
    server = await GraphqlServer.start({
      env: { SUBSCRIBERS_PER_ADDRESS: '2', SUBSCRIBERS_TOTAL: '100' },
    });
    seats = await createSpiGame(server);
  });
  afterAll(() => server.stop());

  test('the third subscription from one address fails with TOO_MANY_SUBSCRIPTIONS (429); an unsubscribe frees its slot', async () => {
    const subscribers = server.app.get(LiveSubscribers);
    const client = server.wsClient(); // one socket, several subscriptions
    const first = new Collector(client, GAME_EVENTS, { id: seats.gameId });
    new Collector(client, GAME_EVENTS, { id: seats.gameId });
    await waitUntil(() => subscribers.count() === 2);
    const refused = new Collector(client, GAME_EVENTS, { id: seats.gameId });
    expect((await firstError(refused)).extensions).toMatchObject({
      code: 'TOO_MANY_SUBSCRIPTIONS',
      status: 429,
      retryAfter: expect.any(Number),
    });
    first.unsubscribe();
    await waitUntil(() => subscribers.count() === 1);
    const accepted = new Collector(client, GAME_EVENTS, { id: seats.gameId, from: 0 });
    await accepted.until((c) => c.results.length > 0, 'the stored events');
    expect(accepted.results[0]?.errors).toBeUndefined();
    await server.closeClients();
    await waitUntil(() => subscribers.count() === 0);
  });

  test('connections are bounded too: the third socket from one address is closed with 1013 (try again later), and a closed socket frees its slot', async () => {
    const open = [
      await closeOrAck(server, { type: 'connection_init' }),
      await closeOrAck(server, { type: 'connection_init' }),
    ];
    expect(open.map((c) => c.result)).toEqual(['ack', 'ack']);
    const third = await closeOrAck(server, { type: 'connection_init' });
    expect(third.result).toBe('1013 too many connections from this address');
    open[0]?.socket.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await closeOrAck(server, { type: 'connection_init' });
    expect(again.result).toBe('ack');
    for (const c of [...open, again]) c.socket.close();
  });
});

/** Opens a graphql-transport-ws socket, sends `init`: 'ack', or the close code and reason. */
async function closeOrAck(
  server: GraphqlServer,
  init: unknown,
): Promise<{ socket: WebSocket; result: string }> {
  const socket = new WebSocket(`ws://${server.url}/graphql`, 'graphql-transport-ws');
  const result = await new Promise<string>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify(init)));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type?: string }).type === 'connection_ack')
        resolve('ack');
    });
    socket.on('close', (code, reason) => resolve(`${code} ${reason.toString()}`));
    socket.on('error', reject);
  });
  return { socket, result };
}

describe('issue #10 defect 3: gameEvents subscribers bounded in total', () => {
  let server: GraphqlServer;
  let seats: Seats;
  beforeAll(async () => {
    server = await GraphqlServer.start({
      env: { SUBSCRIBERS_PER_ADDRESS: '100', SUBSCRIBERS_TOTAL: '1' },
    });
    seats = await createSpiGame(server);
  });
  afterAll(() => server.stop());

  test('beyond the total: SERVER_BUSY (503); an unsubscribe frees the slot', async () => {
    const subscribers = server.app.get(LiveSubscribers);
    const client = server.wsClient(); // a second socket would itself be refused (1013)
    const first = new Collector(client, GAME_EVENTS, { id: seats.gameId });
    await waitUntil(() => subscribers.count() === 1);
    const refused = new Collector(client, GAME_EVENTS, { id: seats.gameId });
    expect((await firstError(refused)).extensions).toMatchObject({
      code: 'SERVER_BUSY',
      status: 503,
    });
    first.unsubscribe();
    await waitUntil(() => subscribers.count() === 0);
  });
});

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
