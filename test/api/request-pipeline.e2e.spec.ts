import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type RoutePipeline, pipelineOf } from '../../apps/api/src/common/pipeline-step';
import { RateLimitGuard } from '../../apps/api/src/common/rate-limit.guard';
import { GameViewerGuard } from '../../apps/api/src/games/http/game-viewer.guard';
import { routesOf } from './support/route-table';
import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/**
 * Issue #30, step 3: one request pipeline for every REST route (apps/api/src/request-pipeline.ts)
 * — the rate limit, the caller and the ETag as Fastify hooks set by each route's decorators, and
 * no Nest interceptor or per-route second pipeline. The routes are read from the running app's
 * route table and their decorators from Nest's metadata: each route must do what its
 * decorators say (and a route the decorators do not describe fails the first test).
 */

jest.setTimeout(180_000);

interface Declared {
  readonly pipeline: RoutePipeline;
  readonly guards: readonly unknown[];
  readonly interceptors: readonly unknown[];
}

/** `METHOD /path` → what the controller's decorators declare, for every Nest route. */
function declaredRoutes(app: NestFastifyApplication): Map<string, Declared> {
  const routes = new Map<string, Declared>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as unknown as { prototype: Record<string, unknown> };
      const base = Reflect.getMetadata(PATH_METADATA, type) as string;
      const ofClass = (key: string): unknown[] =>
        (Reflect.getMetadata(key, type) as unknown[] | undefined) ?? [];
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(type.prototype, name)?.value as object;
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) {
          continue;
        }
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string;
        const path = `/${[base, sub]
          .flatMap((p) => p.split('/'))
          .filter((s) => s !== '')
          .join('/')}`;
        const ofHandler = (key: string): unknown[] =>
          (Reflect.getMetadata(key, handler) as unknown[] | undefined) ?? [];
        routes.set(`${method} ${path}`, {
          pipeline: pipelineOf(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler)),
          guards: [...ofClass(GUARDS_METADATA), ...ofHandler(GUARDS_METADATA)],
          interceptors: [...ofClass(INTERCEPTORS_METADATA), ...ofHandler(INTERCEPTORS_METADATA)],
        });
      }
    }
  }
  return routes;
}

interface Probe {
  readonly status: number;
  readonly headers: Headers;
  readonly code?: string;
}

/** One request; an event stream is cut once its headers are in. */
async function probe(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Probe> {
  const abort = new AbortController();
  const timer = setTimeout(() => {
    console.error('no answer', method, path);
    abort.abort();
  }, 90_000);
  const hasBody = method === 'POST';
  try {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
      // Malformed: a route that knows its caller before the body answers for the caller.
      ...(hasBody ? { body: '{"type": ' } : {}),
      signal: abort.signal,
    });
    const type = r.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      abort.abort();
      return { status: r.status, headers: r.headers };
    }
    const text = await r.text();
    const code =
      type.includes('problem+json') && text !== ''
        ? (JSON.parse(text) as { code?: string }).code
        : undefined;
    return { status: r.status, headers: r.headers, ...(code !== undefined ? { code } : {}) };
  } finally {
    clearTimeout(timer);
  }
}

const SKIPPED = new Set(['/graphql']); // not a Nest route: each operation is checked on its own

/** The Fastify routes of the app (HEAD included: Fastify's copies of the GET routes). */
function tableOf(server: TestServer): string[] {
  const tree = server.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  return routesOf(tree).filter((r) => !SKIPPED.has(r.split(' ')[1] ?? ''));
}

/** A HEAD route is the GET route's copy: the same decorators. */
const declaredKey = (route: string): string => route.replace(/^HEAD /, 'GET ');

describe('one request pipeline for every route (issue #30, step 3)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let declared: Map<string, Declared>;
  let table: string[];
  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
    declared = declaredRoutes(server.app);
    table = tableOf(server);
  });
  afterAll(() => server.close());
  afterEach(() => jest.restoreAllMocks());

  const gamePath = (route: string, gameId: string): string =>
    (route.split(' ')[1] ?? '').replace(':gameId', gameId);
  const decl = (route: string): Declared => {
    const d = declared.get(declaredKey(route));
    if (d === undefined) throw new Error(`${route}: no controller declares it`);
    return d;
  };
  const gameRoutes = (): string[] => table.filter((r) => r.includes('/:gameId'));

  test('every route is a Nest route; no interceptor runs anywhere, no guard on a game route', () => {
    expect(table.length).toBeGreaterThan(30);
    expect(table.filter((r) => !declared.has(declaredKey(r)))).toEqual([]);
    expect(table.filter((r) => decl(r).interceptors.length > 0)).toEqual([]);
    // The one Nest guard left on a REST route: who may create a game (GameCreatorGuard).
    expect(table.filter((r) => decl(r).guards.length > 0)).toEqual(['POST /v1/games']);
    // The decorators are read: the command routes need a seat, the reads an ETag.
    expect(decl('POST /v1/games/:gameId/commands').pipeline).toEqual({ viewer: 'seat' });
    expect(decl('GET /v1/games/:gameId/legal-actions').pipeline).toEqual({
      viewer: 'viewer',
      etag: true,
    });
  });

  test('@GameViewerRoute(): 404 for an unknown game and 401 for a token not its own, before the body; others ignore the token', async () => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const route of gameRoutes()) {
      const method = route.split(' ')[0] ?? '';
      const viewer = decl(route).pipeline.viewer;
      const head = method === 'HEAD'; // no body, so no code: the status alone
      const forged = await probe(server.base, method, gamePath(route, game.game.id), {
        authorization: 'Bearer pzt_forged',
      });
      const unknown = await probe(server.base, method, gamePath(route, 'g_unknown'));
      const anonymous = await probe(server.base, method, gamePath(route, game.game.id));
      const answer = (p: Probe): string => (head ? `${p.status}` : `${p.status} ${p.code}`);
      const is401 = (p: Probe): string => (p.status === 401 ? 'refused' : 'let through');
      if (viewer !== undefined) {
        expected[`${route} forged`] = head ? '401' : '401 INVALID_TOKEN';
        actual[`${route} forged`] = answer(forged);
        expected[`${route} unknown game`] = head ? '404' : '404 GAME_NOT_FOUND';
        actual[`${route} unknown game`] = answer(unknown);
      } else {
        expected[`${route} forged`] = 'let through';
        actual[`${route} forged`] = is401(forged);
      }
      if (viewer === 'seat') {
        expected[`${route} no token`] = head ? '401' : '401 TOKEN_REQUIRED';
        actual[`${route} no token`] = answer(anonymous);
      } else {
        expected[`${route} no token`] = 'let through';
        actual[`${route} no token`] = is401(anonymous);
      }
    }
    expect(Object.keys(actual).length).toBeGreaterThan(20);
    expect(actual).toEqual(expected);
  });

  test('@GameETag() and @ContentETag(): If-None-Match: * is answered 304; a 200 carries the tag; no other route has one', async () => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    const referee = { authorization: `Bearer ${game.refereeToken}` };
    for (const route of table.filter((r) => r.startsWith('GET ') || r.startsWith('HEAD '))) {
      const [method = '', path = ''] = route.split(' ');
      const url = path
        .replace(':gameId', game.game.id)
        .replace(':rulesetId', 'spi-1980')
        .replace(':page', 'README.md')
        .replace(':file', 'reference.js');
      const { etag: gameTag = false, contentETag: contentTag = false } = decl(route).pipeline;
      const etag = gameTag || contentTag;
      const plain = await probe(
        server.base,
        method,
        url.replace(':scenarioId', 'historical'),
        referee,
      );
      const star = await probe(server.base, method, url.replace(':scenarioId', 'historical'), {
        ...referee,
        'if-none-match': '*',
      });
      const tagged = (p: Probe): string =>
        p.status >= 300
          ? `${p.status}`
          : p.headers.get('etag')?.startsWith('W/"') === true &&
              p.headers.get('cache-control') === 'private, no-cache' &&
              /Authorization/.test(p.headers.get('vary') ?? '')
            ? 'tagged'
            : /^"c-[\w-]{22}"$/.test(p.headers.get('etag') ?? '') &&
                /no-cache/.test(p.headers.get('cache-control') ?? '')
              ? 'tagged by content'
              : 'untagged';
      expected[route] = etag ? '304' : 'no 304';
      actual[route] = star.status === 304 ? '304' : 'no 304';
      if (plain.status < 300) {
        expected[`${route} 2xx`] = gameTag
          ? 'tagged'
          : contentTag
            ? 'tagged by content'
            : 'untagged';
        actual[`${route} 2xx`] = tagged(plain);
      } else {
        expected[`${route} ${plain.status}`] = 'untagged'; // errors carry no tag
        actual[`${route} ${plain.status}`] = plain.headers.has('etag') ? 'tagged' : 'untagged';
      }
    }
    expect(Object.values(expected).filter((e) => e === '304').length).toBeGreaterThanOrEqual(18);
    expect(actual).toEqual(expected);
  });

  test("GameViewerGuard's check runs for POST /commands (a seat) and for a read (any viewer)", async () => {
    const check = jest.spyOn(GameViewerGuard.prototype, 'check');
    const french = game.seats['french']?.token ?? '';
    const wrong = await server.client.command(game.game.id, french, { type: 'EndPhase' });
    expect(wrong.status).toBe(422); // the reserve must be plotted first: the rules answered
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[1]).toBe('seat');
    expect((await server.client.get(`/v1/games/${game.game.id}/state`)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(2);
    expect(check.mock.calls[1]?.[1]).toBe('viewer');
    // A route without the decorator does not ask who calls.
    expect((await server.client.get(`/v1/games/${game.game.id}/victory`)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(2);
  });

  describe('the rate limit', () => {
    let tight: TestServer;
    beforeAll(async () => {
      tight = await startServer({ RATE_LIMIT_TOKEN_PER_SECOND: '1', RATE_LIMIT_TOKEN_BURST: '3' });
    });
    afterAll(() => tight.close());

    test('every route but /health: 429 RATE_LIMITED with Retry-After once a token has spent its bucket, before 401 and 404', async () => {
      const gameId = (await tight.client.createGame()).game.id;
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      const routes = tableOf(tight);
      for (const [i, route] of routes.entries()) {
        const [method = '', path = ''] = route.split(' ');
        const url = path
          .replace(':gameId', gameId)
          .replace(':rulesetId', 'spi-1980')
          .replace(':scenarioId', 'historical');
        const headers = { authorization: `Bearer pzt_bucket_${i}` };
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => probe(tight.base, method, url, headers)),
        );
        const refused = answers.filter((a) => a.status === 429);
        const limited =
          refused.length > 0 &&
          refused.every((a) => Number(a.headers.get('retry-after')) >= 1) &&
          (method === 'HEAD' || refused.every((a) => a.code === 'RATE_LIMITED'));
        expected[route] = path === '/health' ? 'unthrottled' : 'limited';
        actual[route] = limited ? 'limited' : 'unthrottled';
      }
      expect(Object.keys(actual).length).toBeGreaterThan(30);
      expect(actual).toEqual(expected);
    });

    test('a command counts once (the caller is checked before the body, not again after it)', async () => {
      const created = await tight.client.createGame();
      const token = created.seats['french']?.token ?? '';
      const checks = jest.spyOn(RateLimitGuard.prototype, 'checkHttp');
      const r = await tight.client.command(created.game.id, token, { type: 'EndPhase' });
      expect(r.status).toBe(422); // past the limit and the caller: the rules refuse it
      expect(checks).toHaveBeenCalledTimes(1);
    });
  });
});
