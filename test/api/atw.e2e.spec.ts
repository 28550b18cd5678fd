import { startServer, type TestServer } from './support/server';
import type { CreatedGame, Summary } from './support/types';

/**
 * Issue #29 over real HTTP: *Austerlitz to Waterloo* (libs/rulesets/atw, registered): the army
 * builder (section 20) prices a list and refuses an illegal one with its rule, over REST and
 * GraphQL; a game on a custom table with the priced units; one turn of each side, its four
 * phases (10), the French over REST and the Allies over GraphQL.
 */

const FRENCH = {
  generals: 1,
  units: [
    { id: 'fr-line', type: 'line-infantry', grade: 'C', figures: 24 }, // 24 × 4 + 10 = 106
    { id: 'fr-hus', type: 'light-cavalry', grade: 'B', figures: 12, options: ['lancers'] }, // 12 × 19 + 20 = 248
    {
      id: 'fr-bty',
      type: 'medium-artillery',
      grade: 'C',
      gunModels: 4,
      gunners: 16,
      limbers: 1,
    }, // 300 + 128 + 20 + 10 = 458
  ],
};
const ALLIED_ILLEGAL = {
  units: [
    { id: 'al-jag', type: 'line-infantry', grade: 'B', figures: 24, options: ['rifles'] },
    {
      id: 'al-cossacks',
      type: 'light-cavalry',
      grade: 'A',
      figures: 12,
      options: ['irregular'],
      irregular: 'skirmish',
    },
  ],
};

interface Problem {
  status: number;
  code: string;
  rule?: string | null;
  violations?: { path: string; code: string; rule?: string }[];
  details?: { points: { total: number }; warnings: unknown[] };
}

describe('atw over HTTP: the army builder and a game-turn (REST and GraphQL)', () => {
  let server: TestServer;
  let game: CreatedGame;
  const token = (side: string): string => game.seats[side]?.token ?? '';
  const id = (): string => game.game.id;
  const validate = (body: unknown, ruleset = 'atw') =>
    server.client.post<
      Problem & { valid: boolean; points: { total: number; limit: number | null } }
    >(`/v1/rulesets/${ruleset}/armies/validate`, { body });
  const gql = <T>(query: string, variables: Record<string, unknown>, t?: string) =>
    server.client.post<{ data: T | null; errors?: { extensions: Problem }[] }>('/graphql', {
      body: { query, variables },
      ...(t !== undefined ? { token: t } : {}),
    });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('the catalogue lists atw in inches, with its army schema', async () => {
    const r = await server.client.get<{
      distanceUnit: string;
      armySchema: { required: string[] } | null;
      title: string;
    }>('/v1/rulesets/atw');
    expect(r.status).toBe(200);
    expect(r.body.distanceUnit).toBe('inch');
    expect(r.body.armySchema?.required).toEqual(['units']);
    expect(r.body.title).toMatch(/played: .*shooting 16.*generals 7/);
    const spi = await server.client.get<{ armySchema: unknown }>('/v1/rulesets/spi-1980');
    expect(spi.body.armySchema).toBeNull();
  });

  test('20 POST armies/validate prices a legal list (hand-priced: 912)', async () => {
    const r = await validate({ army: FRENCH, limit: 1000 });
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(true);
    expect(r.body.points.total).toBe(106 + 248 + 458 + 100);
    expect(r.body.points.limit).toBe(1000);
  });

  test('20 an illegal list is a 422 with its first rule, every violation listed', async () => {
    const r = await validate({ army: ALLIED_ILLEGAL });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'RIFLES_NOT_LIGHT', rule: '20' });
    expect(r.body.violations?.map((v) => [v.path, v.code, v.rule])).toEqual([
      ['army.units[0].options', 'RIFLES_NOT_LIGHT', '20'],
      ['army.units[1].grade', 'IRREGULAR_GRADE_A', '18-1'],
    ]);
    // the price is still told: 24 × (6 + 2) + 10 and 12 × (20 − 3) + 20
    expect(r.body.details?.points.total).toBe(202 + 224);
    const over = await validate({ army: FRENCH, limit: 900 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'OVER_POINTS_LIMIT', rule: '20' });
  });

  test('a malformed list is 400 VALIDATION_FAILED; no builder 404; unknown optional rule 422', async () => {
    const bad = await validate({
      army: { units: [{ id: 'x', type: 'dragoons', grade: 'C', figures: 4 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await validate({ army: FRENCH, limit: -1 })).status).toBe(400);
    expect((await validate({ army: FRENCH, extra: 1 })).body.code).toBe('VALIDATION_FAILED');
    expect((await validate([])).status).toBe(400);
    const none = await validate({ army: FRENCH }, 'spi-1980');
    expect([none.status, none.body.code]).toEqual([404, 'ARMY_BUILDER_NOT_FOUND']);
    const missing = await validate({ army: FRENCH }, 'nope');
    expect([missing.status, missing.body.code]).toEqual([404, 'RULESET_NOT_FOUND']);
    const opt = await validate({ army: FRENCH, optionalRules: ['battalion-masse'] });
    expect([opt.status, opt.body.code]).toEqual([422, 'UNKNOWN_OPTIONAL_RULE']);
  });

  test('20 GraphQL validateArmy: the same price and the same refusal', async () => {
    const q = 'query($a: JSON!, $l: Int) { validateArmy(rulesetId: "atw", army: $a, limit: $l) }';
    const ok = await gql<{ validateArmy: { valid: boolean; points: { total: number } } }>(q, {
      a: FRENCH,
      l: 1000,
    });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.validateArmy.points.total).toBe(912);
    const refused = await gql(q, { a: ALLIED_ILLEGAL, l: null });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RIFLES_NOT_LIGHT',
      rule: '20',
    });
  });

  test('10 a game on a custom table from the priced units; a turn of each side, REST then GraphQL', async () => {
    const pose = (
      u: Record<string, unknown>,
      side: string,
      x: number,
      y: number,
      facing: number,
    ) => ({ ...u, side, x, y, facing }); // the lists as priced, each unit with its side and pose
    const allied = [
      { id: 'al-line', type: 'line-infantry', grade: 'B', figures: 24 },
      { id: 'al-jag', type: 'light-infantry', grade: 'B', figures: 24 },
    ];
    expect((await validate({ army: { units: allied } })).status).toBe(200);
    const create = (pointsLimit: number) =>
      server.client.post<CreatedGame & Problem>('/v1/games', {
        body: {
          rulesetId: 'atw',
          scenarioId: 'custom',
          setup: {
            pointsLimit,
            // 7.2: with generals placed, command is played: each side's units stay within 12"
            // of one of theirs (the Allies roll for confusion in their first turn, I-36)
            generals: [
              { id: 'fr-gen', side: 'french', position: { x: 30, y: 44 } },
              { id: 'al-gen', side: 'allied', position: { x: 27.5, y: 4 } },
            ],
            firstActive: 'french',
            turns: 4,
            table: {
              bbox: [0, 0, 72, 48],
              features: [
                {
                  type: 'Feature',
                  id: 'copse',
                  geometry: {
                    type: 'Polygon',
                    coordinates: [
                      [
                        [60, 2],
                        [66, 2],
                        [66, 8],
                        [60, 8],
                        [60, 2],
                      ],
                    ],
                  },
                  properties: { terrain: 'woods-open', name: 'copse' },
                },
              ],
            },
            units: [
              { ...pose(FRENCH.units[0]!, 'french', 20, 40, 0), formation: 'column', files: 4 },
              { ...pose(FRENCH.units[1]!, 'french', 35, 40, 0), formation: 'column', files: 4 },
              { ...pose(FRENCH.units[2]!, 'french', 50, 40, 0), formation: 'unlimbered' },
              { ...pose(allied[0]!, 'allied', 20, 10, 180), formation: 'column', files: 4 },
              { ...pose(allied[1]!, 'allied', 35, 10, 180), formation: 'column', files: 4 },
            ],
          },
        },
      });
    // 20: priced again at set-up: the French list costs 912 with its general
    const over = await create(900);
    expect([over.status, over.body.code]).toEqual([400, 'INVALID_SETUP']);
    expect(over.body.violations?.map((v) => [v.code, v.rule, v.path])).toEqual([
      ['OVER_POINTS_LIMIT', '20', 'setup.pointsLimit'],
    ]);
    const created = await create(912);
    expect([created.status, created.body.code]).toEqual([201, undefined]);
    game = created.body;
    const summary = (): Promise<Summary> => server.client.summary(id());
    expect(await summary()).toMatchObject({ turn: 1, phase: 'rally', activeSide: 'french' });

    // the French turn over REST: rally, move (one column 2" ahead), shoot, combat
    const rest = async (command: unknown) => {
      const r = await server.client.command<{ version: number }>(id(), token('french'), command);
      expect([r.status, r.body]).toEqual([
        201,
        expect.objectContaining({ version: expect.any(Number) }),
      ]);
    };
    await rest({ type: 'EndPhase' });
    expect((await summary()).phase).toBe('move');
    const moves = await server.client.actions(id(), token('french'), '?unit=fr-line&type=MoveUnit');
    expect(moves.length).toBeGreaterThan(0);
    await rest({ type: 'MoveUnit', unitId: 'fr-line', steps: [{ kind: 'forward', distance: 2 }] });
    const refused = await server.client.command(id(), token('french'), {
      type: 'MoveUnit',
      unitId: 'fr-line',
      steps: [{ kind: 'forward', distance: 1 }],
    });
    expect(refused.status).toBe(422); // 12: a unit moves once a turn
    for (const phase of ['shoot', 'combat']) {
      expect((await summary()).phase).toBe(phase === 'shoot' ? 'move' : 'shoot');
      await rest({ type: 'EndPhase' });
    }
    await rest({ type: 'EndPhase' });
    expect(await summary()).toMatchObject({ turn: 2, phase: 'rally', activeSide: 'allied' });

    // the Allied turn over GraphQL
    const submit = (command: unknown) =>
      gql<{ submitCommand: { version: number } | null }>(
        'mutation($g: ID!, $c: JSON!) { submitCommand(gameId: $g, command: $c) { version } }',
        { g: id(), c: command },
        token('allied'),
      );
    expect((await submit({ type: 'EndPhase' })).body.errors).toBeUndefined();
    const move = await submit({
      type: 'MoveUnit',
      unitId: 'al-jag',
      steps: [{ kind: 'forward', distance: 3 }],
    });
    expect(move.body.errors).toBeUndefined();
    const french = await gql(
      'mutation($g: ID!, $c: JSON!) { submitCommand(gameId: $g, command: $c) { version } }',
      { g: id(), c: { type: 'EndPhase' } },
      token('french'),
    );
    expect(french.body.errors?.[0]?.extensions.code).toBe('NOT_YOUR_TURN');
    for (let i = 0; i < 3; i++)
      expect((await submit({ type: 'EndPhase' })).body.errors).toBeUndefined();
    expect(await summary()).toMatchObject({ turn: 3, phase: 'rally', activeSide: 'french' });

    // both moves are in the state, in inches
    const state = await server.client.get<{
      state: { units: { id: string; position: { y: number } }[] };
    }>(`/v1/games/${id()}/state`);
    const y = (u: string) => state.body.state.units.find((x) => x.id === u)?.position.y;
    expect([y('fr-line'), y('al-jag')]).not.toContain(40);
    expect(Math.abs((y('fr-line') ?? 0) - 40)).toBe(2);
    expect(Math.abs((y('al-jag') ?? 0) - 10)).toBe(3);
    // the board picture of a free-form game (libs/render's table board) draws atw's table too
    const svg = await fetch(`${server.base}/v1/games/${id()}/board.svg`);
    expect([svg.status, svg.headers.get('content-type')]).toEqual([
      200,
      expect.stringContaining('image/svg+xml'),
    ]);
    expect(await svg.text()).toContain('<svg');
  }, 120_000); // a whole game-turn over HTTP: 5 s runs out on a loaded machine
});
