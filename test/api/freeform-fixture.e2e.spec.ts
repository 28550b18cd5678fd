import path from 'node:path';
import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/**
 * Issue #12 item 5 over real HTTP: a free-form ruleset (test/fixtures/freeform-duel, served
 * through RULESET_MODULES, not registered for players) end to end — action spaces with a reach
 * polygon, a refusal naming the unit overlapped, a move's preview, the game's table, the ruler
 * with the wood in the way, and a record that verifies on the verification workers.
 */
const FIXTURE = path.resolve(__dirname, '../fixtures/freeform-duel/ruleset.ts');

interface Space {
  readonly vary: Record<string, { kind: string; min?: number; max?: number; unit?: string }>;
  readonly reach: { type: string; coordinates: number[][][] };
  readonly checks: { rule: string }[];
}
interface Action {
  readonly command: { type: string; unitId?: string };
  readonly space?: Space;
}
interface Validation {
  readonly valid: boolean;
  readonly violation?: { code: string; rule: string; details: Record<string, unknown> };
  readonly preview?: { position: { x: number; y: number }; facing: number; distanceUsed: number };
}

describe('a free-form ruleset served by RULESET_MODULES (fixture)', () => {
  let server: TestServer;
  let game: CreatedGame;
  const blue = (): string => game.seats['blue']?.token ?? '';
  beforeAll(async () => {
    server = await startServer({ RULESET_MODULES: FIXTURE });
    game = await server.client.createGame({ rulesetId: 'freeform-duel', scenarioId: 'duel' });
  });
  afterAll(() => server.close());

  test('the catalogue says free-form, in UM', async () => {
    const r = await server.client.get<{ geometry: string; distanceUnit: string }>(
      '/v1/rulesets/freeform-duel',
    );
    expect(r.body).toMatchObject({ geometry: 'free-form', distanceUnit: 'UM' });
  });

  test('legal actions carry a space: intervals, a reach polygon, the checks', async () => {
    const r = await server.client.get<Action[]>(`/v1/games/${game.game.id}/legal-actions`, {
      token: blue(),
    });
    const move = r.body.find((a) => a.command.type === 'MoveUnit');
    expect(move?.command.unitId).toBe('blue-1');
    expect(move?.space?.vary['/steps/1/distance']).toEqual({
      kind: 'interval',
      min: 0,
      max: 4,
      unit: 'UM',
    });
    expect(move?.space?.reach.type).toBe('Polygon');
    const ring = move?.space?.reach.coordinates[0] ?? [];
    const xs = ring.map(([x]) => x ?? 0);
    expect(Math.min(...xs)).toBeCloseTo(6, 3);
    expect(Math.max(...xs)).toBeCloseTo(14, 3);
    expect(move?.space?.checks.map((c) => c.rule)).toEqual(['2.1', '2.2']);
  });

  test('commands/validate refuses an overlapping move naming the unit overlapped (2.1), and previews a legal one', async () => {
    const id = game.game.id;
    const validate = (body: unknown) =>
      server.client.post<Validation>(`/v1/games/${id}/commands/validate`, { token: blue(), body });
    // blue-1 (front centre 10,15, facing east) wheels to face north and marches 2.5 UM: its
    // footprint (x 9-11, y 16.5-17.5) would lie over blue-2's (x 9-10, y 17-19).
    const onto = {
      type: 'MoveUnit',
      unitId: 'blue-1',
      steps: [
        { kind: 'turn', angle: -90 },
        { kind: 'forward', distance: 2.5 },
      ],
    };
    const refused = await validate(onto);
    expect(refused.body.valid).toBe(false);
    expect(refused.body.violation).toMatchObject({
      code: 'UNITS_OVERLAP',
      rule: '2.1',
      details: { overlaps: 'blue-2', position: { x: 10, y: 17.5 }, facing: 0 },
    });
    // 2 UM only: the two footprints touch along y = 17 without overlapping.
    const touching = await validate({
      ...onto,
      steps: [onto.steps[0], { kind: 'forward', distance: 2 }],
    });
    expect(touching.body.valid).toBe(true);
    const march = { type: 'MoveUnit', unitId: 'blue-1', steps: [{ kind: 'forward', distance: 4 }] };
    const fine = await validate(march);
    expect(fine.body).toMatchObject({
      valid: true,
      preview: { position: { x: 14, y: 15 }, facing: 90, distanceUsed: 4 },
    });
    const finer = await validate({ ...march, steps: [{ kind: 'forward', distance: 1.0005 }] });
    expect(finer.body.violation?.code).toBe('PRECISION');
    const far = await validate({ ...march, steps: [{ kind: 'forward', distance: 4.001 }] });
    expect(far.body.violation).toMatchObject({ code: 'ALLOWANCE_EXCEEDED', rule: '2.0' });
    expect((await server.client.command(id, blue(), march)).status).toBe(201);
  });

  test('the table is a GeoJSON FeatureCollection with the wood; the ruler finds it in the way', async () => {
    const id = game.game.id;
    const map = await server.client.get<{
      type: string;
      bbox: number[];
      features: { id: string; properties: { terrain: string } }[];
    }>(`/v1/games/${id}/map`);
    expect(map.body.type).toBe('FeatureCollection');
    expect(map.body.bbox).toEqual([0, 0, 40, 30]);
    expect(map.body.features.map((f) => [f.id, f.properties.terrain])).toEqual([
      ['woods-1', 'woods'],
    ]);
    const m = await server.client.get<{
      distance: number;
      lineOfSight: { clear: boolean; blockedBy?: { kind: string; id: string } };
      inArc: boolean;
      ranges: string[];
    }>(`/v1/games/${id}/measure?from=blue-1&to=red-1`);
    expect(m.status).toBe(200);
    expect(m.body.distance).toBe(16);
    expect(m.body.lineOfSight).toEqual({
      clear: false,
      blockedBy: { kind: 'feature', id: 'woods-1', terrain: 'woods' },
    });
    expect(m.body.inArc).toBe(true);
    expect(m.body.ranges).toEqual([]);
    const near = await server.client.get<{
      distance: number;
      ranges: string[];
      lineOfSight: { clear: boolean };
    }>(`/v1/games/${id}/measure?from=blue-1&to=blue-2`);
    expect(near.body).toMatchObject({ distance: 5, ranges: ['far'], lineOfSight: { clear: true } });
    const unknown = await server.client.get<{ code: string }>(
      `/v1/games/${id}/measure?from=blue-1&to=nobody`,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('UNKNOWN_UNIT');
  });

  test('GraphQL moveUnit takes `steps` on a table (and exactly one of path and steps)', async () => {
    const id = game.game.id;
    const mutation = `mutation($id: ID!, $steps: JSON, $path: [String!]) {
      moveUnit(gameId: $id, unitId: "blue-2", steps: $steps, path: $path) { version }
    }`;
    const steps = [{ kind: 'forward', distance: 1 }];
    const post = (variables: Record<string, unknown>) =>
      server.client.post<{
        data: { moveUnit: { version: number } | null } | null;
        errors?: { extensions: { code: string } }[];
      }>('/graphql', {
        token: blue(),
        body: { query: mutation, variables: { id, ...variables } },
      });
    const both = await post({ steps, path: ['0101'] });
    expect(both.body.errors?.[0]?.extensions.code).toBe('MOVE_SHAPE');
    const moved = await post({ steps });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.moveUnit?.version).toBeGreaterThan(1);
    const state = await server.client.get<{
      state: { units: { id: string; position: { x: number; y: number } }[] };
    }>(`/v1/games/${id}/state`);
    expect(state.body.state.units.find((u) => u.id === 'blue-2')?.position).toEqual({
      x: 11,
      y: 18,
    });
  });

  test('after a resignation, the record verifies on the verification workers', async () => {
    const id = game.game.id;
    expect((await server.client.command(id, blue(), { type: 'Resign' })).status).toBe(201);
    const record = await server.client.get<Record<string, unknown>>(`/v1/games/${id}/record`);
    expect(record.status).toBe(200);
    const report = await server.client.post<{ ok: boolean }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body).toMatchObject({ ok: true });
  }, 60_000);
});
