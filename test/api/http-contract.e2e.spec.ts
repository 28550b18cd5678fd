import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { expectProblem } from './support/problem';
import { startServer, type TestServer } from './support/server';
import type { Action, CreatedGame, Problem } from './support/types';

// Several tests here start a server of their own: on a loaded CI run one took over Jest's 5 s.
jest.setTimeout(30_000);

/**
 * Issue #10, defect 6 over real HTTP: `commands/validate` answers a stale version as submit
 * does; the OpenAPI marks no optional header as required; 414 and 431 are problem details (and
 * bodiless to HEAD); CORS by configuration, off by default.
 */

interface Validation {
  readonly valid: boolean;
  readonly violation?: { readonly status: number; readonly code: string };
}

/** One request written on a socket as it is; the whole answer as text (the server closes). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
  });
}

function splitResponse(text: string): { status: number; headers: string; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    headers: head.toLowerCase(),
    body: text.slice(end + 4),
  };
}

describe('issue #10 defect 6: validate answers a stale version as submit does', () => {
  let server: TestServer;
  let game: CreatedGame;
  let french: string;
  let plot: Action['command'];
  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
    french = game.seats['french']?.token ?? '';
    const actions = await server.client.actions(game.game.id, french);
    plot = actions[0]?.command ?? { type: 'none' };
  });
  afterAll(() => server.close());

  const validate = (command: unknown, headers: Record<string, string> = {}) =>
    server.client.post<Validation>(`/v1/games/${game.game.id}/commands/validate`, {
      token: french,
      body: command,
      headers,
    });

  test('a stale If-Match is reported as the 409 VERSION_CONFLICT submit answers', async () => {
    expect(game.game.version).toBe(1);
    const submitted = await server.client.command(game.game.id, french, plot, {
      'If-Match': '"0"',
    });
    expectProblem(submitted, 409, 'VERSION_CONFLICT');
    const r = await validate(plot, { 'If-Match': '"0"' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      valid: false,
      violation: { status: 409, code: 'VERSION_CONFLICT' },
    });
  });

  test('a stale expectedVersion in the body likewise; the current one is valid', async () => {
    const stale = await validate({ ...plot, expectedVersion: 7 });
    expect(stale.body).toMatchObject({ valid: false, violation: { code: 'VERSION_CONFLICT' } });
    expect((await validate({ ...plot, expectedVersion: 1 })).body.valid).toBe(true);
    expect((await validate(plot, { 'If-Match': '"1"' })).body.valid).toBe(true);
  });

  test('a malformed If-Match, or one that disagrees with the body, is reported as submit', async () => {
    const bad = await validate(plot, { 'If-Match': 'yesterday' });
    expect(bad.body.violation).toMatchObject({ status: 400, code: 'BAD_IF_MATCH' });
    const split = await validate({ ...plot, expectedVersion: 1 }, { 'If-Match': '"2"' });
    expect(split.body.violation).toMatchObject({ status: 400, code: 'BAD_EXPECTED_VERSION' });
  });

  test('GraphQL validateCommand takes expectedVersion and reports the conflict', async () => {
    const query = `mutation($g: ID!, $c: JSON!, $v: Int) {
      validateCommand(gameId: $g, command: $c, expectedVersion: $v) { valid violation { status code } }
    }`;
    const ask = (v: number) =>
      server.client.post<{ data: { validateCommand: Validation } }>('/graphql', {
        token: french,
        body: { query, variables: { g: game.game.id, c: plot, v } },
      });
    const stale = await ask(0);
    expect(stale.body.data.validateCommand).toEqual({
      valid: false,
      violation: { status: 409, code: 'VERSION_CONFLICT' },
    });
    expect((await ask(1)).body.data.validateCommand.valid).toBe(true);
    const negative = await ask(-1);
    expect(negative.body.data.validateCommand.violation?.code).toBe('BAD_EXPECTED_VERSION');
  });
});

describe('issue #10 defect 6: optional headers are optional in the OpenAPI', () => {
  interface Parameter {
    readonly name: string;
    readonly in: string;
    readonly required?: boolean;
  }
  const document = parse(
    readFileSync(path.join(__dirname, '../../openapi/openapi.yaml'), 'utf8'),
  ) as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  const headers = Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, op]) =>
      (op.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => ({ at: `${method.toUpperCase()} ${route}`, ...p })),
    ),
  );

  test.each(['If-Match', 'Idempotency-Key', 'Last-Event-ID', 'If-None-Match'])(
    '%s is documented, never required, never twice on an operation',
    (name) => {
      const found = headers.filter((h) => h.name.toLowerCase() === name.toLowerCase());
      expect(found.length).toBeGreaterThan(0);
      for (const h of found)
        expect({ at: h.at, required: h.required ?? false }).toEqual({ at: h.at, required: false });
      const operations = found.map((h) => h.at);
      expect(new Set(operations).size).toBe(operations.length);
    },
  );

  test('validate documents If-Match; the event stream Last-Event-ID', () => {
    const at = (name: string) => headers.filter((h) => h.name === name).map((h) => h.at);
    expect(at('If-Match')).toContain('POST /v1/games/{gameId}/commands/validate');
    expect(at('Last-Event-ID')).toContain('GET /v1/games/{gameId}/events/stream');
  });
});

describe('issue #10 defect 6: requests refused before routing are problem details', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({ EVENT_STORE: 'memory' });
    port = Number(new URL(server.base).port);
  });
  afterAll(() => server.close());

  test('a path segment over the router limit: 414 URI_TOO_LONG problem', async () => {
    const r = await server.client.get<Problem>(`/v1/games/${'a'.repeat(300)}`);
    expectProblem(r, 414, 'URI_TOO_LONG');
    expect(JSON.stringify(r.body)).not.toContain('a'.repeat(300));
  });

  test('the same to HEAD: 414 with no body', async () => {
    const r = splitResponse(
      await rawExchange(
        port,
        `HEAD /v1/games/${'a'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(r.status).toBe(414);
    expect(r.headers).toContain('content-type: application/problem+json');
    expect(r.body).toBe('');
  });

  test('a path that does not decode: 400 BAD_URL problem', async () => {
    const r = splitResponse(
      await rawExchange(port, `GET /v1/games/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ status: 400, code: 'BAD_URL' });
  });

  test('headers over maxHeaderSize: 431 HEADERS_TOO_LARGE problem', async () => {
    const text = await rawExchange(
      port,
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const r = splitResponse(text);
    expect(r.status).toBe(431);
    expect(r.headers).toContain('content-type: application/problem+json');
    const body = JSON.parse(r.body) as Problem;
    expect(body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    expect(body.type).toBe('urn:pratzen:problem:headers-too-large');
    expect(Number(/content-length: (\d+)/.exec(r.headers)?.[1])).toBe(Buffer.byteLength(r.body));
  });

  test('the same to HEAD: 431 with the headers and no body', async () => {
    const text = await rawExchange(
      port,
      `HEAD /health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const r = splitResponse(text);
    expect(r.status).toBe(431);
    expect(r.headers).toContain('content-type: application/problem+json');
    expect(r.body).toBe('');
  });

  test('a request line over maxHeaderSize: 414 URI_TOO_LONG problem', async () => {
    const text = await rawExchange(port, `GET /v1/rulesets?x=${'a'.repeat(20_000)} HTTP/1.1\r\n`);
    const r = splitResponse(text);
    expect(r.status).toBe(414);
    expect(JSON.parse(r.body)).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
  });

  test('bytes that are not HTTP: 400 MALFORMED_REQUEST problem', async () => {
    const r = splitResponse(await rawExchange(port, 'GARBAGE\r\n\r\n'));
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });
});

describe('issue #10 defect 6: CORS', () => {
  const preflight = (base: string, origin: string, headers = 'authorization, if-match') =>
    fetch(`${base}/v1/games/00000000-0000-4000-8000-000000000000/commands`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': headers,
      },
    });

  test('off by default: a preflight is an unknown route, no CORS header anywhere', async () => {
    const server = await startServer({ EVENT_STORE: 'memory' });
    try {
      const r = await preflight(server.base, 'https://club.example');
      expect(r.status).toBe(404);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(`${server.base}/v1/rulesets`, {
        headers: { Origin: 'https://club.example' },
      });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });

  describe('CORS_ORIGINS lists the origins', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({
        EVENT_STORE: 'memory',
        CORS_ORIGINS: 'https://club.example, http://localhost:5173',
      });
    });
    afterAll(() => server.close());

    test('a preflight from a listed origin: 204, the methods and headers a client sends', async () => {
      const r = await preflight(server.base, 'https://club.example');
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('https://club.example');
      expect(r.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = (r.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of [
        'authorization',
        'content-type',
        'if-match',
        'if-none-match',
        'idempotency-key',
        'last-event-id',
      ]) {
        expect(allowed.split(/,\s*/)).toContain(h);
      }
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      expect(Number(r.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    });

    test('an OPTIONS without Origin is no plain-text error', async () => {
      const r = await fetch(`${server.base}/v1/rulesets`, { method: 'OPTIONS' });
      expect(r.status).toBeLessThan(300);
      expect(await r.text()).toBe('');
    });

    test('a preflight from another origin is not allowed', async () => {
      const r = await preflight(server.base, 'https://elsewhere.example');
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
    });

    test('answers (problems too) name the origin and expose ETag, Location, Retry-After', async () => {
      const ok = await fetch(`${server.base}/v1/rulesets`, {
        headers: { Origin: 'http://localhost:5173' },
      });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const exposed = (ok.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      for (const h of ['etag', 'location', 'retry-after', 'content-type']) {
        expect(exposed.split(/,\s*/)).toContain(h);
      }
      const missing = await fetch(`${server.base}/v1/games/00000000-0000-4000-8000-000000000000`, {
        headers: { Origin: 'https://club.example' },
      });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('access-control-allow-origin')).toBe('https://club.example');
    });

    test('the event stream carries the CORS headers too', async () => {
      const created = await server.client.createGame();
      const controller = new AbortController();
      const r = await fetch(`${server.base}/v1/games/${created.game.id}/events/stream`, {
        headers: { Origin: 'https://club.example' },
        signal: controller.signal,
      });
      expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(r.headers.get('access-control-allow-origin')).toBe('https://club.example');
      controller.abort();
    });
  });

  test('CORS_ORIGINS=* allows any origin, without credentials', async () => {
    const server = await startServer({ EVENT_STORE: 'memory', CORS_ORIGINS: '*' });
    try {
      const r = await preflight(server.base, 'https://anyone.example');
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await server.close();
    }
  });
});
