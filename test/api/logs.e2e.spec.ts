import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../apps/api/src/app';
import { configFromEnv } from '../../apps/api/src/config';
import { Client } from './support/client';

/** The JSON log lines of real HTTP requests (LOG_FORMAT=json), caught at the logger's destination. */
describe('structured logs (LOG_FORMAT=json)', () => {
  const lines: string[] = [];
  let app: NestFastifyApplication;
  let base: string;
  let dataDir: string;
  const records = (): Record<string, unknown>[] =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const ofRequest = (id: string): Record<string, unknown>[] =>
    records().filter((r) => r['reqId'] === id);
  /** A request's lines once answered: its line is written when the answer has been sent. */
  const answered = async (id: string): Promise<Record<string, unknown>[]> => {
    for (let i = 0; i < 100 && ofRequest(id).every((l) => l['status'] === undefined); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return ofRequest(id);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-logs-'));
    const config = configFromEnv({
      PRATZEN_DATA_DIR: dataDir,
      EVENT_STORE: 'sqlite',
      CORS_ORIGINS: 'https://club.example',
    });
    app = await createApp({ config, logDestination: { write: (line) => lines.push(line) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("every line is one JSON object; Nest's own messages are among them, with their context", () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.trimEnd()).not.toContain('\n');
    }
    const loaded = records().find((r) => r['context'] === 'GamesProjection');
    expect(loaded).toMatchObject({ level: 30, msg: expect.stringMatching(/games loaded/) });
    expect(typeof loaded?.['time']).toBe('string');
  });

  test('a request line carries the id the answer shows, route pattern, status, duration — never the token', async () => {
    const game = await new Client(base).createGame();
    const token = game.seats['french']?.token ?? '';
    expect(token.length).toBeGreaterThan(16);
    const r = await fetch(`${base}/v1/games/${game.game.id}/legal-actions`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'client-id.42' },
    });
    expect(r.status).toBe(200);
    await r.arrayBuffer();
    expect(r.headers.get('x-request-id')).toBe('client-id.42');
    const done = (await answered('client-id.42')).find((l) => l['msg'] === 'request completed');
    expect(done).toMatchObject({
      method: 'GET',
      route: '/v1/games/:gameId/legal-actions',
      path: `/v1/games/${game.game.id}/legal-actions`,
      status: 200,
    });
    expect(typeof done?.['ms']).toBe('number');
    // Neither the Authorization header nor the creation's answer (which held it).
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('').toLowerCase()).not.toContain('bearer');
  });

  test('an ill-formed or long X-Request-Id is replaced by a new id, echoed and logged', async () => {
    for (const given of ['x'.repeat(65), 'a b', 'id\u00e9']) {
      const r = await fetch(`${base}/v1/games/nope`, { headers: { 'x-request-id': given } });
      expect(r.status).toBe(404);
      await r.arrayBuffer();
      const id = r.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await answered(id)).map((l) => [l['msg'], l['status'], l['route']])).toEqual([
        ['request completed', 404, '/v1/games/:gameId'],
      ]);
      expect(lines.join('')).not.toContain(given);
    }
  });

  test('without X-Request-Id each request gets its own id; unknown routes are logged once', async () => {
    const a = await fetch(`${base}/no/such/route?token=abc123secret`);
    const b = await fetch(`${base}/health`);
    await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    const [ida, idb] = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(ida).not.toBeNull();
    expect(ida).not.toBe(idb);
    expect(await answered(ida ?? '')).toEqual([
      expect.objectContaining({ status: 404, route: null, path: '/no/such/route' }),
    ]);
    expect(lines.join('')).not.toContain('abc123secret');
  });

  test('a browser script may send X-Request-Id and read it back (CORS)', async () => {
    const origin = 'https://club.example';
    const pre = await fetch(`${base}/health`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-request-id',
      },
    });
    await pre.arrayBuffer();
    expect((pre.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain(
      'x-request-id',
    );
    const r = await fetch(`${base}/health`, { headers: { origin, 'x-request-id': 'web-7' } });
    await r.arrayBuffer();
    expect(r.headers.get('x-request-id')).toBe('web-7');
    expect((r.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'x-request-id',
    );
  });
});
