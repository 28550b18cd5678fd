import Fastify, { type FastifyInstance } from 'fastify';
import { NestLogger, loggerOptions } from './app-logger';
import { RequestLogController, requestIdOf, useRequestIds } from './request-log';

/** A bare Fastify with the app's logging: request ids, request lines, Nest's messages. */
function server(lines: string[], requests = true): FastifyInstance {
  const fastify = Fastify({
    logger: loggerOptions({ format: 'json', level: 'info' }, { write: (l) => lines.push(l) }),
    logController: new RequestLogController(requests),
    genReqId: requestIdOf,
  });
  useRequestIds(fastify);
  const nest = new NestLogger(fastify.log);
  fastify.post('/echo/:id', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    nest.log('handling', 'EchoController');
    return request.body;
  });
  return fastify;
}

describe('request ids and request lines', () => {
  let fastify: FastifyInstance | null = null;
  afterEach(async () => {
    await fastify?.close();
    fastify = null;
  });

  test('a Nest message written while handling a request with a body carries its reqId', async () => {
    const lines: string[] = [];
    fastify = server(lines);
    // Over real HTTP, with a body that arrives in several chunks after the headers.
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const r = await fetch(`${base}/echo/7?q=hidden-query`, {
      method: 'POST',
      headers: {
        'x-request-id': 'abc-1',
        authorization: 'Bearer secret-token-1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ token: 'secret-body-1', pad: 'p'.repeat(200_000) }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toBe('abc-1');
    await r.arrayBuffer();
    for (let i = 0; i < 100 && !lines.join('').includes('request completed'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l['reqId'] !== undefined);
    expect(logged.map((l) => [l['reqId'], l['msg'], l['context']])).toEqual([
      ['abc-1', 'handling', 'EchoController'],
      ['abc-1', 'request completed', undefined],
    ]);
    expect(logged[1]).toMatchObject({ method: 'POST', route: '/echo/:id', path: '/echo/7' });
    expect(lines.join('')).not.toMatch(/secret|hidden-query/);
  });

  test('LOG_REQUESTS=false: no line per request, the messages written meanwhile kept', async () => {
    const lines: string[] = [];
    fastify = server(lines, false);
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const r = await fetch(`${base}/echo/8`, {
      method: 'POST',
      headers: { 'x-request-id': 'abc-2', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(200);
    await r.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l['reqId'] !== undefined);
    expect(logged.map((l) => [l['reqId'], l['msg']])).toEqual([['abc-2', 'handling']]);
  });

  test('requestIdOf keeps a short well-formed id, else makes a UUID', () => {
    const of = (id?: string): string =>
      requestIdOf({ headers: id === undefined ? {} : { 'x-request-id': id } } as never);
    expect(of('trace:1.a_b-c')).toBe('trace:1.a_b-c');
    for (const bad of [undefined, '', 'x'.repeat(65), 'a\nb', 'a"b']) {
      expect(of(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
