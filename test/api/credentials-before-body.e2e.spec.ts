import { announceBody } from './support/announced-body';
import { routesOf } from './support/route-table';
import { startServer, type TestServer } from './support/server';

/**
 * Issue #27 (second round), item 2: every route that takes a body and needs a credential
 * answers a missing or invalid one with 401 before the body is read — malformed JSON, or a body
 * never sent, gets the 401, not 400 or a wait. The routes are read from the running app's own
 * route table, so a new route that takes a body is covered (or must be listed as public here).
 */

jest.setTimeout(60_000);

const ORGANISER = 'pzo_club_0123456789abcdefghijklmnopqrstuv';

/** Routes that take a body and need no credential, and why. */
const PUBLIC: ReadonlyMap<string, string> = new Map([
  ['POST /v1/records/verify', 'anyone may verify a record'],
  [
    'POST /v1/rulesets/:rulesetId/armies/validate',
    'anyone may price an army list (stores nothing)',
  ],
  ['POST /graphql', 'each operation is authorised on its own, in the GraphQL answer'],
  ['OPTIONS /graphql', 'CORS preflight'],
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Sends the headers and then nothing: the answer, or 'no answer' after 3 s. */
async function headersOnly(base: string, method: string, path: string): Promise<string> {
  const { req, status } = announceBody(`${base}${path}`, { method, bytes: 100_000, waitMs: 3_000 });
  const answer = await status;
  req.destroy();
  return answer;
}

describe('issue #27 item 2 (second round): auth before the body on every route that needs it', () => {
  let server: TestServer;
  let gameId: string;
  let seat: string;
  let routes: string[];
  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS: `club:${ORGANISER}`, ANONYMOUS_GAMES: 'false' });
    const created = await server.client.post<{
      game: { id: string };
      seats: Record<string, { token: string }>;
    }>('/v1/games', {
      token: ORGANISER,
      body: { rulesetId: 'spi-1980', scenarioId: 'historical' },
    });
    gameId = created.body.game.id;
    seat = created.body.seats['french']?.token ?? '';
    const tree = server.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
    routes = routesOf(tree).filter((r) => BODY_METHODS.has(r.split(' ')[0] ?? ''));
  });
  afterAll(() => server.close());

  const pathOf = (route: string): string => (route.split(' ')[1] ?? '').replace(/:\w+/g, gameId);
  const guarded = (): string[] => routes.filter((r) => !PUBLIC.has(r));

  test('the route table is read: the body routes include the commands and game creation', () => {
    expect(guarded()).toEqual(
      expect.arrayContaining([
        'POST /v1/games',
        'POST /v1/games/:gameId/commands',
        'POST /v1/games/:gameId/commands/validate',
      ]),
    );
    expect(routes).toEqual(expect.arrayContaining([...PUBLIC.keys()]));
  });

  test('malformed JSON with no token or an invalid one: 401, on every route that needs a credential', async () => {
    const answers: Record<string, unknown> = {};
    for (const route of guarded()) {
      const method = route.split(' ')[0] ?? '';
      for (const token of [undefined, 'pzt_not-a-real-token']) {
        const r = await server.client.request(method, pathOf(route), {
          raw: '{"type": ',
          ...(token !== undefined ? { token } : {}),
        });
        answers[`${route} ${token ?? 'no token'}`] = r.status;
      }
    }
    expect(Object.values(answers).length).toBeGreaterThanOrEqual(6);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 401])));
  });

  test('the 401 comes before the body is read: headers announcing a body never sent are answered at once', async () => {
    const answers: Record<string, string> = {};
    for (const route of guarded()) {
      const [method = '', path = ''] = route.split(' ');
      answers[route] = await headersOnly(server.base, method, pathOf(`${method} ${path}`));
    }
    expect(answers).toEqual(Object.fromEntries(guarded().map((r) => [r, '401'])));
  });

  test('with a good credential, the body is read and malformed JSON is 400', async () => {
    const create = await server.client.post('/v1/games', { token: ORGANISER, raw: '{"x": ' });
    expect(create.status).toBe(400);
    const command = await server.client.post(`/v1/games/${gameId}/commands`, {
      token: seat,
      raw: '{"type": ',
    });
    expect(command.status).toBe(400);
    expect((command.body as { code: string }).code).toBe('MALFORMED_JSON');
  });

  test('public routes with a body read it (malformed JSON is 400 there): anyone may call them', async () => {
    for (const route of [
      'POST /v1/records/verify',
      'POST /v1/rulesets/:rulesetId/armies/validate',
      'POST /graphql',
    ]) {
      const r = await server.client.request('POST', pathOf(route), { raw: '{"x": ' });
      expect({ route, status: r.status }).toEqual({ route, status: 400 });
    }
  });
});
