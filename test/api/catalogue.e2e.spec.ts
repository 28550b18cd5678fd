import { InMemoryEventStore } from '@pratzen/event-store';
import { createApp } from '../../apps/api/src/app';
import { configFromEnv } from '../../apps/api/src/config';
import { startServer, type TestServer } from './support/server';
import type { Summary } from './support/types';

interface OpenApi {
  readonly paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/** Tournament labels are an organiser's (ORGANISER_TOKENS; test/api/organisers.e2e.spec.ts). */
const ORGANISER = 'pzo_catalogue_0123456789abcdefghijklmnop';

describe('catalogue, games list, health and OpenAPI', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS: `catalogue:${ORGANISER}` });
  });
  afterAll(() => server.close());

  test('GET /v1/rulesets lists each rule system with lower-case sides and phases', async () => {
    const r = await server.client.get<Record<string, unknown>[]>('/v1/rulesets');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      expect.objectContaining({
        id: 'spi-1980',
        geometry: 'hex',
        sides: ['allied', 'french'],
        phases: ['rally', 'movement', 'combat'],
        scenarios: [expect.objectContaining({ id: 'historical' })],
        optionalRules: [expect.objectContaining({ id: 'corps-integrity', rule: '11.0' })],
        provenance: 'mixed',
      }),
      expect.objectContaining({
        id: 'dg-2006',
        geometry: 'hex',
        sides: ['allied', 'french'],
        scenarios: [expect.objectContaining({ id: 'historical' })],
        provenance: 'mixed',
      }),
      expect.objectContaining({
        id: 'a1805',
        geometry: 'free-form',
        distanceUnit: 'UM',
        sides: ['allied', 'french'],
        optionalRules: [
          expect.objectContaining({ id: 'alternate-rout', rule: '19.0' }),
          expect.objectContaining({ id: 'allied-artillery', rule: '20.0' }),
          expect.objectContaining({ id: 'grande-armee', rule: '21.0' }),
        ],
      }),
      expect.objectContaining({
        id: 'a20',
        geometry: 'hex',
        sides: ['allied', 'french'],
        phases: ['setup', 'events', 'movement', 'reaction', 'combat', 'rally'],
        scenarios: [
          expect.objectContaining({ id: 'standard' }),
          expect.objectContaining({ id: 'historical' }),
          expect.objectContaining({ id: 'earlierBattle' }),
        ],
        provenance: 'mixed',
      }),
      expect.objectContaining({
        id: 'atw',
        geometry: 'free-form',
        distanceUnit: 'inch',
        sides: ['allied', 'french'],
        phases: ['rally', 'move', 'shoot', 'combat'],
        scenarios: [expect.objectContaining({ id: 'sokolnitz' })],
        title: expect.stringMatching(/played: .*shooting 16.*generals 7/),
        provenance: 'mixed',
      }),
    ]);
  });

  test('GET /v1/rulesets/{id} adds the JSON Schema of each command', async () => {
    const r = await server.client.get<{ commands: Record<string, { title: string }> }>(
      '/v1/rulesets/spi-1980',
    );
    expect(Object.keys(r.body.commands)).toEqual(
      expect.arrayContaining(['EndPhase', 'MoveUnit', 'Attack', 'PlotReserveDeployment']),
    );
    expect(r.body.commands['MoveUnit']?.title).toBe('MoveUnit');
  });

  test('map and scenario documents', async () => {
    const map = await server.client.get<{ hexes: { label: string; neighbors: unknown[] }[] }>(
      '/v1/rulesets/spi-1980/map',
    );
    expect(map.body.hexes.length).toBeGreaterThan(100);
    expect(map.body.hexes[0]?.label).toMatch(/^\d{4}$/);
    const scenario = await server.client.get<{ units: { id: string }[] }>(
      '/v1/rulesets/spi-1980/scenarios/historical',
    );
    expect(scenario.body.units.map((u) => u.id)).toContain('becker');
  });

  test('GET /v1/games filters and pages with a cursor, newest first', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const tournament = i < 3 ? 'cup' : 'league';
      made.push((await server.client.createGame({ tournament }, ORGANISER)).game.id);
    }
    const page1 = await server.client.get<{ items: Summary[]; nextCursor: string | null }>(
      '/v1/games?tournament=cup&first=2',
    );
    expect(page1.body.items.map((g) => g.id)).toEqual([made[2], made[1]]);
    expect(page1.body.nextCursor).not.toBeNull();
    const page2 = await server.client.get<{ items: Summary[]; nextCursor: string | null }>(
      `/v1/games?tournament=cup&first=2&after=${page1.body.nextCursor}`,
    );
    expect(page2.body).toEqual({
      items: [expect.objectContaining({ id: made[0] })],
      nextCursor: null,
    });
    const over = await server.client.get<{ items: Summary[] }>('/v1/games?status=over');
    expect(over.body.items).toEqual([]);
    const byRuleset = await server.client.get<{ items: Summary[] }>('/v1/games?rulesetId=dg-2006');
    expect(byRuleset.body.items).toEqual([]);
  });

  test('GET /health reports the event store', async () => {
    const r = await server.client.get('/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'ok',
      services: { eventStore: { status: 'up', kind: 'sqlite' } },
    });
  });

  test('GET /openapi.json describes every endpoint with its problem responses', async () => {
    const r = await server.client.get<OpenApi>('/openapi.json');
    expect(r.status).toBe(200);
    const paths = r.body.paths;
    expect(Object.keys(paths).sort()).toEqual(
      [
        '/health',
        '/metrics',
        '/v1/bots',
        '/v1/games',
        '/v1/games/{gameId}',
        '/v1/games/{gameId}/board.svg',
        '/v1/games/{gameId}/bots',
        '/v1/games/{gameId}/commands',
        '/v1/games/{gameId}/commands/validate',
        '/v1/games/{gameId}/events',
        '/v1/games/{gameId}/events/stream',
        '/v1/games/{gameId}/legal-actions',
        '/v1/games/{gameId}/map',
        '/v1/games/{gameId}/measure',
        '/v1/games/{gameId}/record',
        '/v1/games/{gameId}/seats/{side}/token',
        '/v1/games/{gameId}/state',
        '/v1/games/{gameId}/suggestion',
        '/v1/games/{gameId}/victory',
        '/v1/records/verify',
        '/v1/rulesets',
        '/v1/rulesets/{rulesetId}',
        '/v1/rulesets/{rulesetId}/armies/validate',
        '/v1/rulesets/{rulesetId}/map',
        '/v1/rulesets/{rulesetId}/scenarios/{scenarioId}',
      ].sort(),
    );
    const submit = paths['/v1/games/{gameId}/commands']?.['post']?.responses ?? {};
    expect(Object.keys(submit).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '422', '429'].sort(),
    );
    expect(JSON.stringify(submit['422'])).toContain('application/problem+json');
    // the army builder (atw 20): a price, or 400 malformed, 404 no builder, 422 against the rules
    const army = paths['/v1/rulesets/{rulesetId}/armies/validate']?.['post']?.responses ?? {};
    expect(Object.keys(army).sort()).toEqual(['200', '400', '404', '422', '429']);
    // Prometheus text, not JSON; a 401 only when the server sets METRICS_TOKEN.
    const metrics = paths['/metrics']?.['get']?.responses ?? {};
    expect(Object.keys(metrics).sort()).toEqual(['200', '401', '429']);
    expect(JSON.stringify(metrics['200'])).toContain('text/plain; version=0.0.4');
    // Every schema reference resolves.
    const text = JSON.stringify(r.body);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    const schemas = (r.body as { components?: { schemas?: Record<string, unknown> } }).components
      ?.schemas;
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs))
      expect([ref, schemas?.[ref ?? ''] !== undefined]).toEqual([ref, true]);
  });
});

describe('GET /health when the event store is down', () => {
  test('503 with status down', async () => {
    const store = new InMemoryEventStore();
    const app = await createApp({
      config: configFromEnv({ EVENT_STORE: 'memory' }),
      eventStore: store,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await store.close();
    const r = await fetch(`http://127.0.0.1:${port}/health`);
    expect(r.status).toBe(503);
    expect(await r.json()).toMatchObject({
      status: 'down',
      services: { eventStore: { status: 'down', kind: 'memory', detail: 'closed' } },
    });
    await app.close();
  });
});
