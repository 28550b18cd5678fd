import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { startServer, type TestServer } from './support/server';

/** Issue #27 over real HTTP: what an anonymous client can no longer do to the server. */

jest.setTimeout(60_000);

interface RawReply {
  readonly status: number;
  readonly bytes: number;
  readonly text: string;
}

/** POSTs bytes prepared beforehand; the reply's status, size and text. */
function postBytes(base: string, path: string, body: Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: all.length, text: all.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Report {
  readonly ok: boolean;
  readonly format: string | null;
  readonly gameId: string | null;
  readonly firstFailure: { code: string; message: string; actual?: unknown } | null;
  readonly notes: string[];
}

describe('issue #27 item 1: POST /v1/records/verify echoes nothing without bound', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('a 2 MiB format and gameId: the report is a few KiB, each echo truncated with a marker', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const body = Buffer.from(JSON.stringify({ format: big, gameId: big }));
    const r = await postBytes(server.base, '/v1/records/verify', body);
    expect(r.status).toBe(200);
    expect(r.bytes).toBeLessThan(16 * 1024);
    const report = JSON.parse(r.text) as Report;
    expect(report.ok).toBe(false);
    expect(report.firstFailure?.code).toBe('UNKNOWN_FORMAT');
    expect(report.format).toMatch(/^x+…\[truncated, \d+ more characters\]$/);
    expect(report.gameId).toMatch(/^x+…\[truncated, \d+ more characters\]$/);
  });

  test('a real format with a 2 MiB gameId fails the schema (the gameId is bounded), echoed short', async () => {
    const body = Buffer.from(
      JSON.stringify({ format: 'pratzen-record/1', gameId: 'g'.repeat(2 * 1024 * 1024) }),
    );
    const r = await postBytes(server.base, '/v1/records/verify', body);
    expect(r.status).toBe(200);
    expect(r.bytes).toBeLessThan(16 * 1024);
    const report = JSON.parse(r.text) as Report;
    expect(report.firstFailure?.code).toBe('SCHEMA_INVALID');
  });
});

/** Raw TCP: what came back and whether the server closed the socket, within `waitMs`. */
interface RawOutcome {
  readonly text: string;
  readonly closed: boolean;
  readonly ms: number;
}

function rawExchange(
  port: number,
  options: {
    readonly send: (socket: Socket) => void;
    readonly waitMs: number;
    readonly localAddress?: string;
  },
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), options.waitMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => options.send(socket));
  });
}

const portOf = (server: TestServer): number => Number(new URL(server.base).port);

describe('issue #27 item 2: body and header timeouts, connection limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      HEADERS_TIMEOUT_MS: '1000',
      BODY_MIN_BYTES_PER_SECOND: '200',
      BODY_RATE_GRACE_MS: '1000',
      CONNECTIONS_PER_ADDRESS: '6',
      CONNECTIONS_TOTAL: '10',
    });
  });
  afterAll(() => server.close());

  test('a body trickled one byte a second gets 408 REQUEST_TIMEOUT and a closed socket', async () => {
    const ticks: NodeJS.Timeout[] = [];
    const outcome = await rawExchange(portOf(server), {
      waitMs: 8_000,
      send(socket) {
        socket.write(
          'POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
        );
        ticks.push(setInterval(() => socket.writable && socket.write(' '), 1_000));
      },
    });
    ticks.forEach(clearInterval);
    expect(outcome.closed).toBe(true);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.text).toContain('application/problem+json');
    expect(outcome.text).toContain('"code":"REQUEST_TIMEOUT"');
  });

  test('unfinished headers get 408 REQUEST_TIMEOUT within a few seconds, not a minute', async () => {
    const outcome = await rawExchange(portOf(server), {
      waitMs: 8_000,
      send: (socket) => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n'),
    });
    expect(outcome.closed).toBe(true);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.text).toContain('"code":"REQUEST_TIMEOUT"');
  });

  test('beyond CONNECTIONS_PER_ADDRESS: 429 TOO_MANY_CONNECTIONS and closed; beyond CONNECTIONS_TOTAL: 503 SERVER_BUSY; /health answers once they go', async () => {
    const held: Socket[] = [];
    const open = (localAddress: string): Promise<Socket> =>
      new Promise((resolve) => {
        const s = connect({ port: portOf(server), host: '127.0.0.1', localAddress }, () =>
          resolve(s),
        );
        s.on('error', () => undefined);
        held.push(s);
      });
    try {
      for (let i = 0; i < 6; i++) await open('127.0.0.1');
      const seventh = await rawExchange(portOf(server), {
        waitMs: 3_000,
        send: (socket) => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'),
      });
      expect(seventh.closed).toBe(true);
      expect(seventh.text).toMatch(/^HTTP\/1\.1 429 /);
      expect(seventh.text).toContain('"code":"TOO_MANY_CONNECTIONS"');
      for (let i = 0; i < 4; i++) await open('127.0.0.2');
      const eleventh = await rawExchange(portOf(server), {
        waitMs: 3_000,
        localAddress: '127.0.0.3',
        send: (socket) => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'),
      });
      expect(eleventh.closed).toBe(true);
      expect(eleventh.text).toMatch(/^HTTP\/1\.1 503 /);
      expect(eleventh.text).toContain('"code":"SERVER_BUSY"');
    } finally {
      held.forEach((s) => s.destroy());
    }
    await new Promise((r) => setTimeout(r, 200));
    const health = await fetch(`${server.base}/health`, { signal: AbortSignal.timeout(3_000) });
    expect(health.status).toBe(200);
  });
});

describe('issue #27 item 4: /metrics carries no rule code of a refused command', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('a command the rules refuse is counted as RULE_VIOLATION, its own code nowhere on /metrics', async () => {
    const game = await server.client.createGame();
    const french = game.seats['french']?.token ?? '';
    const [plot] = await server.client.actions(game.game.id, french);
    if (plot === undefined) throw new Error('no plot offered');
    // Out of turn: the Allies may not plot now (a rule violation with its own code).
    const refused = await server.client.command(
      game.game.id,
      game.seats['allied']?.token ?? '',
      plot.command,
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const code = (refused.body as { code: string }).code;
    expect(code).toMatch(/^[A-Z_]+$/);
    const text = await (await fetch(`${server.base}/metrics`)).text();
    expect(text).toMatch(/pratzen_commands_total\{[^}]*outcome="RULE_VIOLATION"/);
    expect(text).not.toContain(`"${code}"`);
  });
});

describe('issue #27 item 3: GraphQL refuses a costly query before validating it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const post = async (query: string): Promise<{ status: number; body: GraphqlReply }> => {
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as GraphqlReply };
  };

  test('a 115 KB query of 5,000 repeated fields: 400 QUERY_TOO_LARGE, its text over the limit', async () => {
    const query = `{ ${'rulesets { id } '.repeat(5_000)}}`;
    expect(query.length).toBeGreaterThan(80_000);
    const r = await post(query);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', status: 400 });
  });

  test('under the text limit but over the token limit: 400 QUERY_TOO_LARGE', async () => {
    const query = `{${'a '.repeat(2_500)}}`;
    expect(query.length).toBeLessThan(16 * 1024);
    const r = await post(query);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', status: 400 });
  });

  test('many scalar fields of long lists under the token limit: 400 QUERY_TOO_COMPLEX (cost counts scalars)', async () => {
    const page = 'games(first: 100) { items { id status tournament label version } }';
    const query = `{ ${Array.from({ length: 16 }, (_, i) => `g${i}: ${page}`).join(' ')} }`;
    const r = await post(query);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      status: 400,
    });
  });

  test('an ordinary query and the standard introspection query still pass', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    expect((await post(getIntrospectionQuery())).body.errors).toBeUndefined();
    const r = await post('{ rulesets { id title } }');
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
  });
});

interface GraphqlReply {
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  readonly data?: unknown;
}

describe('issue #27 item 4: tournament labels, refusal order, CONNECT, bad upgrades', () => {
  const OPEN = 'pzo_open_0123456789abcdefghijklmnopqrstuv';
  const CLUB = 'pzo_club_0123456789abcdefghijklmnopqrstuv';
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS: `open:${OPEN}, club:${CLUB}` });
    closed = await startServer({ ORGANISER_TOKENS: `open:${OPEN}`, ANONYMOUS_GAMES: 'false' });
  });
  afterAll(async () => {
    await server.close();
    await closed.close();
  });

  const create = (tournament: string, token: string) =>
    server.client.post('/v1/games', {
      token,
      body: { rulesetId: 'spi-1980', scenarioId: 'historical', tournament },
    });

  test('look-alike labels are one label (NFKC, trimmed) or refused (zero-width, NUL, mixed scripts)', async () => {
    const first = await create('Cup', OPEN);
    expect(first.status).toBe(201);
    // Trailing space and a full-width letter: the same label, which is OPEN's.
    for (const alike of ['Cup ', '  Cup', 'Ｃup']) {
      const r = await create(alike, CLUB);
      expect({ alike, status: r.status, code: (r.body as { code?: string }).code }).toEqual({
        alike,
        status: 403,
        code: 'TOURNAMENT_CLAIMED',
      });
    }
    // Invisible or look-alike characters: refused, not a new label.
    for (const bad of ['Cup\u200b', 'Cup\u0000', 'C\u0443p', 'Cup\u202e']) {
      const r = await create(bad, CLUB);
      expect({ bad, status: r.status, code: (r.body as { code?: string }).code }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    // A whole-script look-alike (Cyrillic С, о, р) is allowed as a label, but it is "Cop"'s
    // (one UTS #39 skeleton): another organiser may not take it (issue #27, second round).
    expect((await create('Cop', OPEN)).status).toBe(201);
    const cyrillic = await create('\u0421\u043e\u0440', CLUB);
    expect({ status: cyrillic.status, code: (cyrillic.body as { code?: string }).code }).toEqual({
      status: 403,
      code: 'TOURNAMENT_CLAIMED',
    });
    expect((await create('\u0421\u043e\u0440', OPEN)).status).toBe(201);
    // Stored and listed normalised.
    const again = await create(' Cup ', OPEN);
    expect((again.body as { game: { tournament: string } }).game.tournament).toBe('Cup');
  });

  test('ANONYMOUS_GAMES=false: malformed JSON without a token is 401, not 400 (auth before the body)', async () => {
    const r = await closed.client.post('/v1/games', { raw: '{"rulesetId": ' });
    expect(r.status).toBe(401);
    expect((r.body as { code: string }).code).toBe('ORGANISER_TOKEN_REQUIRED');
    const organiser = await closed.client.post('/v1/games', { token: OPEN, raw: '{"rulesetId": ' });
    expect(organiser.status).toBe(400);
  });

  test('CONNECT is answered 405 problem details, not left without a reply', async () => {
    const outcome = await rawExchange(portOf(server), {
      waitMs: 3_000,
      send: (socket) =>
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n'),
    });
    expect(outcome.text).toMatch(/^HTTP\/1\.1 405 /);
    expect(outcome.text).toContain('application/problem+json');
    expect(outcome.closed).toBe(true);
  });

  test('a WebSocket upgrade without a key gets 400 problem details, not an HTML page', async () => {
    const outcome = await rawExchange(portOf(server), {
      waitMs: 3_000,
      send: (socket) =>
        socket.write(
          'GET /graphql HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
        ),
    });
    expect(outcome.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.text).toContain('application/problem+json');
    expect(outcome.text).toContain('"code":"BAD_UPGRADE"');
    expect(outcome.text).not.toContain('text/html');
  });
});
