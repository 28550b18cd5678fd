import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

interface HexMap {
  readonly hexes: readonly { readonly label: string; readonly terrain: string }[];
}

/** GET /v1/games/{id}/map and /measure, and the catalogue's setupSchema and distanceUnit, on hex games. */
describe('a game map and its ruler (hex rulesets)', () => {
  let server: TestServer;
  let game: CreatedGame;
  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
  });
  afterAll(() => server.close());

  test('GET /v1/games/{id}/map is the ruleset map, public, with an ETag answered by 304', async () => {
    const id = game.game.id;
    const r = await server.client.get<HexMap>(`/v1/games/${id}/map`);
    expect(r.status).toBe(200);
    const ruleset = await server.client.get<HexMap>('/v1/rulesets/spi-1980/map');
    expect(r.body).toEqual(ruleset.body);
    expect(r.body.hexes.length).toBeGreaterThan(100);
    const tag = r.headers.get('etag');
    expect(tag).toMatch(/^W\//);
    const again = await server.client.get<unknown>(`/v1/games/${id}/map`, {
      headers: { 'if-none-match': tag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test('an unknown game has no map: 404 GAME_NOT_FOUND', async () => {
    const r = await server.client.get<{ code: string }>('/v1/games/no-such-game/map');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('GAME_NOT_FOUND');
  });

  test('GET /measure on a hex game is 404 MEASURE_NOT_SUPPORTED; missing ends are 400', async () => {
    const id = game.game.id;
    const r = await server.client.get<{ code: string }>(`/v1/games/${id}/measure?from=a&to=b`);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('MEASURE_NOT_SUPPORTED');
    const bad = await server.client.get<{ code: string; violations: { path: string }[] }>(
      `/v1/games/${id}/measure?from=a`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.violations.map((v) => v.path)).toContain('to');
    const long = await server.client.get<{ code: string }>(
      `/v1/games/${id}/measure?from=${'x'.repeat(200)}&to=b`,
    );
    expect(long.status).toBe(400);
  });

  test('GET /v1/rulesets/{id} publishes setupSchema and distanceUnit', async () => {
    const r = await server.client.get<{
      distanceUnit: string;
      setupSchema: { type: string; properties: Record<string, unknown> } | null;
    }>('/v1/rulesets/dg-2006');
    expect(r.body.distanceUnit).toBe('hex');
    expect(r.body.setupSchema?.type).toBe('object');
    expect(Object.keys(r.body.setupSchema?.properties ?? {})).toEqual(
      expect.arrayContaining(['units']),
    );
  });

  test('GraphQL: game { map measure } and ruleset { distanceUnit setupSchema }', async () => {
    const id = game.game.id;
    const query = `query($id: ID!) {
      game(id: $id) {
        map
        ruleset { distanceUnit setupSchema }
      }
    }`;
    const r = await server.client.post<{
      data: { game: { map: HexMap; ruleset: { distanceUnit: string; setupSchema: unknown } } };
    }>('/graphql', { body: { query, variables: { id } } });
    expect(r.body.data.game.map.hexes.length).toBeGreaterThan(100);
    expect(r.body.data.game.ruleset.distanceUnit).toBe('hex');
    expect(r.body.data.game.ruleset.setupSchema).toEqual(
      expect.objectContaining({ type: 'object' }),
    );
    const m = await server.client.post<{
      data: unknown;
      errors: { extensions: { code: string; status: number } }[];
    }>('/graphql', {
      body: { query: `{ game(id: "${id}") { measure(from: "a", to: "b") } }` },
    });
    expect(m.body.errors[0]?.extensions).toEqual(
      expect.objectContaining({ code: 'MEASURE_NOT_SUPPORTED', status: 404 }),
    );
  });
});
