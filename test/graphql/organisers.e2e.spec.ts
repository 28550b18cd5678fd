import { GraphqlServer, type GqlResponse } from './graphql-harness';

/**
 * Issue #10, defect 4 over GraphQL: `createGame` follows the same rules as POST /v1/games
 * (organisers alone name a tournament, ANONYMOUS_GAMES, the per-address creation limit), and
 * `Game.refereeAccess` tells an organiser which games its token referees.
 */
const OPEN = 'pzo_open_0123456789abcdefghijklmnopqrstuv';
const CLUB = 'pzo_club_0123456789abcdefghijklmnopqrstuv';
const ORGANISER_TOKENS = `open:${OPEN},club:${CLUB}`;
const bearer = (token: string): string => `Bearer ${token}`;

const CREATE = `mutation Create($tournament: String) {
  createGame(input: {rulesetId: "spi-1980", scenarioId: "historical", tournament: $tournament}) {
    game { id tournament refereeAccess } refereeToken } }`;

interface Created {
  createGame: { game: { id: string; tournament: string | null; refereeAccess: boolean } };
}

const codeOf = (r: GqlResponse<unknown>) => r.errors?.[0]?.extensions;

describe('GraphQL: organisers', () => {
  let server: GraphqlServer;
  beforeAll(async () => {
    server = await GraphqlServer.start({ env: { ORGANISER_TOKENS } });
  });
  afterAll(() => server.stop());

  it('refuses a tournament to anonymous callers (TOURNAMENT_ORGANISER_ONLY, 403)', async () => {
    const r = await server.query<Created>(CREATE, { tournament: 'GraphQL Cup' });
    expect(codeOf(r)).toMatchObject({ code: 'TOURNAMENT_ORGANISER_ONLY', status: 403 });
    expect(r.data?.createGame ?? null).toBeNull();
    const casual = await server.ok<Created>(CREATE, {});
    expect(casual.createGame.game).toMatchObject({ tournament: null, refereeAccess: false });
  });

  it('lets an organiser create under its label, refuses it to another (TOURNAMENT_CLAIMED)', async () => {
    const created = await server.ok<Created>(CREATE, { tournament: 'GraphQL Cup' }, bearer(OPEN));
    expect(created.createGame.game).toMatchObject({
      tournament: 'GraphQL Cup',
      refereeAccess: true,
    });
    const other = await server.query<Created>(CREATE, { tournament: 'GraphQL Cup' }, bearer(CLUB));
    expect(codeOf(other)).toMatchObject({ code: 'TOURNAMENT_CLAIMED', status: 403 });
  });

  it('games(filter: {tournament}) shows refereeAccess to the organiser only; its token reads as referee', async () => {
    const { createGame } = await server.ok<Created>(
      CREATE,
      { tournament: 'GraphQL League' },
      bearer(OPEN),
    );
    const query = `{ games(filter: {tournament: "GraphQL League"}) { items { id refereeAccess
      state } } }`;
    type Games = { games: { items: { id: string; refereeAccess: boolean; state: unknown }[] } };
    const mine = await server.ok<Games>(query, {}, bearer(OPEN));
    expect(mine.games.items.map((g) => [g.id, g.refereeAccess])).toEqual([
      [createGame.game.id, true],
    ]);
    const spectator = await server.ok<Games>(query);
    expect(spectator.games.items.map((g) => g.refereeAccess)).toEqual([false]);
    // The organiser's token is a referee credential for the game's fields, too.
    const viewer = await server.ok<{ game: { state: { viewer?: string } | null } }>(
      `{ game(id: "${createGame.game.id}") { state } }`,
      {},
      bearer(OPEN),
    );
    expect(viewer.game.state).not.toBeNull();
    const other = await server.query(query, {}, bearer(CLUB));
    expect(codeOf(other)).toMatchObject({ code: 'INVALID_TOKEN', status: 401 });
  });
});

describe('GraphQL: anonymous games', () => {
  it('ANONYMOUS_GAMES=false refuses createGame without an organiser token', async () => {
    const server = await GraphqlServer.start({
      env: { ORGANISER_TOKENS, ANONYMOUS_GAMES: 'false' },
    });
    try {
      const r = await server.query<Created>(CREATE, {});
      expect(codeOf(r)).toMatchObject({ code: 'ORGANISER_TOKEN_REQUIRED', status: 401 });
      await server.ok<Created>(CREATE, {}, bearer(OPEN));
    } finally {
      await server.stop();
    }
  });

  it('rate limits anonymous createGame per address (RATE_LIMITED with retryAfter)', async () => {
    const server = await GraphqlServer.start({
      env: { RATE_LIMIT_CREATE_PER_MINUTE: '1', RATE_LIMIT_CREATE_BURST: '1' },
    });
    try {
      await server.ok<Created>(CREATE, {});
      const r = await server.query<Created>(CREATE, {});
      expect(codeOf(r)).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect(codeOf(r)?.['retryAfter']).toBeGreaterThan(50);
    } finally {
      await server.stop();
    }
  });
});
