import WebSocket from 'ws';
import { Collector, GraphqlServer, type GqlError } from './graphql-harness';

/**
 * Issue #27 (second round), item 1: an operation sent over graphql-ws passes the same gate as
 * POST /graphql (query-gate.ts: text size, tokens, depth, cost), refused with the same codes in
 * graphql-ws's `error` message; and a WebSocket message is at most BODY_LIMIT_BYTES.
 */

jest.setTimeout(30_000);

let server: GraphqlServer;
beforeAll(async () => {
  server = await GraphqlServer.start({ env: { BODY_LIMIT_BYTES: '65536' } });
});
afterAll(() => server.stop());

/** The extensions of the error a one-off operation over graphql-ws ended with. */
async function refusal(query: string): Promise<Record<string, unknown> | undefined> {
  const c = new Collector<unknown>(server.wsClient(), query, {});
  await c.until((x) => x.error !== undefined || x.completed, 'the answer');
  const errors = (c.error as GqlError[] | undefined) ?? c.results.find((r) => r.errors)?.errors;
  return errors?.[0]?.extensions;
}

/** A raw graphql-transport-ws socket: acknowledged, then sends `frame`; the close it gets. */
function closeAfterAck(frame: string): Promise<string> {
  const socket = new WebSocket(`ws://${server.url}/graphql`, 'graphql-transport-ws');
  return new Promise((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const type = (JSON.parse(data.toString()) as { type?: string }).type;
      if (type === 'connection_ack') socket.send(frame);
    });
    socket.on('close', (code, reason) => resolve(`${code} ${reason.toString()}`));
    socket.on('error', reject);
  });
}

describe('issue #27 item 1 (second round): graphql-ws passes the HTTP GraphQL gate', () => {
  test('a query text over 16 KiB: QUERY_TOO_LARGE with its limit, as over HTTP', async () => {
    const query = `{ ${'rulesets { id } '.repeat(1_200)}}`;
    expect(query.length).toBeGreaterThan(16_384);
    expect(await refusal(query)).toEqual({ code: 'QUERY_TOO_LARGE', status: 400, limit: 16_384 });
  });

  test('under the text limit, over 2,000 tokens: QUERY_TOO_LARGE', async () => {
    const query = `{ ${'rulesets { id } '.repeat(600)}}`;
    expect(query.length).toBeLessThan(16_384);
    expect(await refusal(query)).toEqual({ code: 'QUERY_TOO_LARGE', status: 400, limit: 2_000 });
  });

  test('many scalar fields of long lists: QUERY_TOO_COMPLEX, as over HTTP', async () => {
    const page = 'games(first: 100) { items { id status tournament label version } }';
    const query = `{ ${Array.from({ length: 16 }, (_, i) => `g${i}: ${page}`).join(' ')} }`;
    expect(await refusal(query)).toMatchObject({ code: 'QUERY_TOO_COMPLEX', status: 400 });
  });

  test('an ordinary operation still runs', async () => {
    const c = new Collector<{ rulesets: unknown[] }>(server.wsClient(), '{ rulesets { id } }', {});
    await c.until((x) => x.completed, 'the query');
    expect(c.results[0]?.data?.rulesets.length).toBeGreaterThan(0);
  });

  test('a message over BODY_LIMIT_BYTES closes the socket with 1009 (message too big)', async () => {
    const frame = JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: '{ rulesets { id } }', variables: { pad: 'x'.repeat(70_000) } },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await closeAfterAck(frame)).toMatch(/^1009 /);
      await new Promise((r) => setTimeout(r, 50));
      // A client's fault: nothing logged (graphql-ws logged each with its stack).
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
