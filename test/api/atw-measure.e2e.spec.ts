import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/**
 * Issue #29 over real HTTP: atw's ruler, `GET /v1/games/{id}/measure` and GraphQL `measure`:
 * arc, range bands and line of fire in inches, by section 16's own code; a `Shoot` at the
 * blocked target is refused with the rule the ruler named, one at the clear target is played.
 */

interface Blocker {
  kind: string;
  id: string;
}
interface Reading {
  from: string;
  to: string;
  distance: number;
  gap: number;
  unit: string;
  inArc: boolean;
  inArcFigures: number[];
  ranges: string[];
  lineOfSight: { clear: boolean; blockedBy?: Blocker };
  sightRule?: string;
  mayFire?: { code: string; rule: string } | null;
  firing?: string[];
  figures: {
    figure: number;
    inArc: boolean;
    range: number;
    bands: { weapon: string; band: string; hitOn: number }[];
    lineOfFire: { clear: boolean; blockedBy?: Blocker; rule?: string };
    refusal?: { code: string; rule: string; by?: string } | null;
  }[];
}
interface Problem {
  status: number;
  code: string;
  rule?: string | null;
}

describe('atw over HTTP: measure (arc, range band, line of fire) agrees with Shoot', () => {
  let server: TestServer;
  let game: CreatedGame;
  const id = (): string => game.game.id;
  const allied = (): string => game.seats['allied']?.token ?? '';
  const ruler = (from: string, to: string, token?: string) =>
    server.client.get<Reading & Problem>(
      `/v1/games/${id()}/measure?from=${from}&to=${encodeURIComponent(to)}`,
      token === undefined ? {} : { token },
    );
  const gql = <T>(query: string, variables: Record<string, unknown>) =>
    server.client.post<{ data: T | null; errors?: { extensions: Problem }[] }>('/graphql', {
      body: { query, variables },
    });

  beforeAll(async () => {
    server = await startServer();
    const created = await server.client.post<CreatedGame & Problem>('/v1/games', {
      body: {
        rulesetId: 'atw',
        scenarioId: 'custom',
        setup: {
          firstActive: 'allied',
          turns: 2,
          table: { bbox: [0, 0, 72, 48], features: [] },
          units: [
            // one light gun at (30, 10) facing north (0°)
            {
              id: 'al-gun',
              side: 'allied',
              type: 'light-artillery',
              grade: 'C',
              figures: null,
              gunModels: 1,
              gunners: 4,
              formation: 'unlimbered',
              x: 30,
              y: 10,
              facing: 0,
            },
            // a French company 4" ahead, and the column it hides 10" ahead
            {
              id: 'fr-screen',
              side: 'french',
              type: 'light-infantry',
              grade: 'C',
              figures: 4,
              formation: 'column',
              files: 2,
              x: 29.5,
              y: 14,
              facing: 0,
            },
            {
              id: 'fr-col',
              side: 'french',
              type: 'line-infantry',
              grade: 'C',
              figures: 16,
              formation: 'column',
              files: 4,
              x: 30,
              y: 20,
              facing: 180,
            },
            // a column to the right, in the gun's arc with nothing between
            {
              id: 'fr-right',
              side: 'french',
              type: 'line-infantry',
              grade: 'C',
              figures: 16,
              formation: 'column',
              files: 4,
              x: 37,
              y: 26,
              facing: 180,
            },
          ],
        },
      },
    });
    expect([created.status, created.body.code]).toEqual([201, undefined]);
    game = created.body;
  });
  afterAll(() => server.close());

  test('16.7-5 REST: the hidden column is 10" off, in arc, in ballshot range, blocked by the company', async () => {
    const r = await ruler('al-gun', 'fr-col');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      from: 'al-gun',
      to: 'fr-col',
      unit: 'inch',
      distance: 10,
      gap: 10,
      inArc: true,
      inArcFigures: [1],
      ranges: ['ballshot-light close'],
      lineOfSight: { clear: false, blockedBy: { kind: 'unit', id: 'fr-screen' } },
      sightRule: '16.7-5',
      mayFire: { code: 'WRONG_PHASE', rule: '10' },
      firing: [],
    });
    expect(r.body.figures[0]?.refusal).toEqual({
      code: 'MAY_NOT_FIRE',
      rule: '16.7-5',
      by: 'fr-screen',
    });
  });

  test('16.9, 16.11 REST: the right-hand column is clear, in arc, in ballshot range; a point and a spectator too', async () => {
    const r = await ruler('al-gun', 'fr-right', allied());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      inArc: true,
      lineOfSight: { clear: true },
      firing: ['1'],
      ranges: ['ballshot-light far'],
    });
    expect(r.body.distance).toBeGreaterThan(16);
    expect(r.body.distance).toBeLessThan(17);
    expect(r.body.figures[0]).toMatchObject({
      inArc: true,
      bands: [{ weapon: 'ballshot-light', band: 'far', hitOn: 6 }],
      refusal: null,
    });
    // a spectator reads the same ruler (atw hides nothing)
    expect((await ruler('al-gun', 'fr-right')).body).toEqual(r.body);
    // a point of the table (inches): 20" straight ahead, behind the column
    const point = await ruler('al-gun', '30,30');
    expect(point.body).toMatchObject({ to: '30,30', distance: 20, inArc: true });
    expect(point.body.lineOfSight.clear).toBe(false);
    const behind = await ruler('al-gun', '30,5');
    expect(behind.body).toMatchObject({ distance: 5, inArc: false });
    // off the table, an unknown unit: 422 with the code and rule
    const off = await ruler('al-gun', '80,5');
    expect([off.status, off.body.code, off.body.rule]).toEqual([422, 'OFF_TABLE', '19']);
    const nobody = await ruler('al-gun', 'nobody');
    expect([nobody.status, nobody.body.code]).toEqual([422, 'UNKNOWN_UNIT']);
  });

  test('GraphQL measure: the same reading as REST', async () => {
    const rest = await ruler('al-gun', 'fr-col');
    const q =
      'query($g: ID!, $f: String!, $t: String!) { game(id: $g) { measure(from: $f, to: $t) } }';
    const r = await gql<{ game: { measure: Reading } }>(q, { g: id(), f: 'al-gun', t: 'fr-col' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.game.measure).toEqual(rest.body);
    const off = await gql(q, { g: id(), f: 'al-gun', t: '80,5' });
    expect(off.body.errors?.[0]?.extensions).toMatchObject({ code: 'OFF_TABLE', status: 422 });
  });

  test("16.7-5: in the shoot phase Shoot refuses the blocked target with the ruler's rule and fires at the clear one", async () => {
    for (let i = 0; i < 2; i++) {
      const r = await server.client.command(id(), allied(), { type: 'EndPhase' });
      expect(r.status).toBe(201);
    }
    expect((await server.client.summary(id())).phase).toBe('shoot');
    const before = await ruler('al-gun', 'fr-col');
    expect(before.body.mayFire).toBeNull();
    const blocked = await server.client.command(id(), allied(), {
      type: 'Shoot',
      unitId: 'al-gun',
      targets: [{ targetId: 'fr-col', figures: ['1'] }],
    });
    expect([blocked.status, blocked.body.code, blocked.body.rule]).toEqual([
      422,
      before.body.figures[0]?.refusal?.code,
      before.body.sightRule,
    ]);
    const fired = await server.client.command<{ version: number }>(id(), allied(), {
      type: 'Shoot',
      unitId: 'al-gun',
      targets: [{ targetId: 'fr-right', figures: (await ruler('al-gun', 'fr-right')).body.firing }],
    });
    expect(fired.status).toBe(201);
    const after = await ruler('al-gun', 'fr-right');
    expect(after.body.mayFire).toEqual({ code: 'ALREADY_FIRED', rule: '16' });
  }, 60_000);
});
