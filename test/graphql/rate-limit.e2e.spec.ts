import type { Client } from 'graphql-ws';
import { bearer, Collector, type GqlError, GraphqlServer } from './graphql-harness';

/** GraphqlServer (graphql-harness) with rate limits from `env`; its answers keep Retry-After. */
class LimitedServer {
  private constructor(private readonly server: GraphqlServer) {}

  static async start(env: Record<string, string>): Promise<LimitedServer> {
    return new LimitedServer(await GraphqlServer.start({ env }));
  }

  /** POST /graphql: the HTTP status and Retry-After header along with the body. */
  async query(
    query: string,
    variables: Record<string, unknown> = {},
    authorization?: string,
  ): Promise<{
    httpStatus: number;
    retryAfter: string | null;
    data?: Record<string, unknown> | null;
    errors?: readonly GqlError[];
  }> {
    const response = await fetch(`http://${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: readonly GqlError[];
    };
    return {
      httpStatus: response.status,
      retryAfter: response.headers.get('retry-after'),
      ...body,
    };
  }

  get(path: string): Promise<Response> {
    return fetch(`http://${this.server.url}${path}`);
  }

  wsClient(authorization?: string): Client {
    return this.server.wsClient(authorization);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

const RULESET = '{ ruleset(id: "spi-1980") { id } }';
/** Two root fields, one operation: one token. */
const TWO_FIELDS = '{ a: ruleset(id: "spi-1980") { id } b: ruleset(id: "spi-1980") { id } }';
const RATE_LIMITED = { code: 'RATE_LIMITED', status: 429, retryAfter: 1 };

// At one token a second, each scenario below runs well within the second that would refill one.
describe('GraphQL rate limiting per client address (burst 3, shared with REST)', () => {
  let server: LimitedServer;
  beforeAll(async () => {
    server = await LimitedServer.start({ RATE_LIMIT_IP_PER_SECOND: '1', RATE_LIMIT_IP_BURST: '3' });
  });
  afterAll(() => server.stop());

  it('refuses the 4th request in the window with RATE_LIMITED / 429 and Retry-After', async () => {
    const first = await server.query(TWO_FIELDS);
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ a: { id: 'spi-1980' }, b: { id: 'spi-1980' } });
    expect((await server.query(RULESET)).errors).toBeUndefined();
    expect((await server.get('/v1/rulesets')).status).toBe(200);

    // The 4th: every root field of the operation gets the same refusal.
    const refused = await server.query(TWO_FIELDS);
    expect(refused.data).toEqual({ a: null, b: null });
    expect(refused.errors).toHaveLength(2);
    for (const error of refused.errors ?? []) {
      expect(error.extensions).toEqual(RATE_LIMITED);
      expect(error.message).toBe('too many requests for this client address; slow down');
    }
    expect(refused.retryAfter).toBe('1');
    expect(refused.httpStatus).toBe(200); // as for every execution error (see the guard)

    // REST draws on the same bucket and still answers 429 problems; /health is never throttled.
    const rest = await server.get('/v1/rulesets');
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(await rest.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await server.get('/health')).status).toBe(200);
  });
});

describe('GraphQL rate limiting per token (burst 2), over HTTP and graphql-ws alike', () => {
  let server: LimitedServer;
  beforeAll(async () => {
    server = await LimitedServer.start({
      RATE_LIMIT_TOKEN_PER_SECOND: '1',
      RATE_LIMIT_TOKEN_BURST: '2',
    });
  });
  afterAll(() => server.stop());

  const GAME = 'query($id: ID!) { game(id: $id) { id } }';
  const EVENTS = 'subscription($id: ID!) { gameEvents(gameId: $id, fromVersion: 0) { version } }';
  type Events = { gameEvents: { version: number } };

  it('counts each subscribe by the connection token; the 3rd operation is refused', async () => {
    // Without a token only the (generous) address bucket is drawn on.
    const created = await server.query(
      `mutation { createGame(input: { rulesetId: "spi-1980", scenarioId: "historical" }) {
        game { id } seats { side token } } }`,
    );
    const createGame = created.data?.['createGame'] as {
      game: { id: string };
      seats: { side: string; token: string }[];
    };
    const id = createGame.game.id;
    const seat = (side: string): string =>
      bearer(createGame.seats.find((s) => s.side === side)?.token ?? '');
    const french = seat('french');

    expect((await server.query(GAME, { id }, french)).errors).toBeUndefined(); // 1
    const accepted = new Collector<Events>(server.wsClient(french), EVENTS, { id }); // 2
    await accepted.until((c) => c.results.some((r) => r.data != null), 'the first event');

    const refused = new Collector<Events>(server.wsClient(french), EVENTS, { id }); // 3
    await refused.until((c) => c.completed, 'the refusal');
    expect(refused.results).toHaveLength(1);
    expect(refused.results[0]?.errors?.[0]).toMatchObject({
      message: 'too many requests for this token; slow down',
      extensions: RATE_LIMITED,
    });

    // The same bucket over HTTP; other tokens and no token are not held back.
    const overHttp = await server.query(GAME, { id }, french);
    expect(overHttp.errors?.[0]?.extensions).toEqual(RATE_LIMITED);
    expect(overHttp.retryAfter).toBe('1');
    expect((await server.query(GAME, { id }, seat('allied'))).errors).toBeUndefined();
    expect((await server.query(GAME, { id })).errors).toBeUndefined();
    const spectator = new Collector<Events>(server.wsClient(), EVENTS, { id });
    await spectator.until((c) => c.results.some((r) => r.data != null), 'a spectator event');
    expect(accepted.error).toBeUndefined();
  });
});
