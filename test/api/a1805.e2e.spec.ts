import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/**
 * Issue #13 over real HTTP: *Austerlitz 1805* (libs/rulesets/a1805, registered) — a French
 * player-turn through REST and the Allied
 * one through GraphQL, action spaces, a refused move with its evidence, the table and the ruler
 * (line of sight, arc, ranges between a gun and its target).
 */

interface SpacedAction {
  readonly command: { type: string; unitId?: string };
  readonly space?: {
    vary: Record<string, { kind: string; max?: number }>;
    checks: { rule: string }[];
  };
}

describe('a1805 over HTTP (REST and GraphQL)', () => {
  let server: TestServer;
  let game: CreatedGame;
  const token = (side: string): string => game.seats[side]?.token ?? '';
  const id = (): string => game.game.id;
  const summary = () => server.client.summary(id());

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ rulesetId: 'a1805', scenarioId: 'pratzen-example' });
  });
  afterAll(() => server.close());

  test('the catalogue: free-form, UM, the set-up schema, the scenarios', async () => {
    const r = await server.client.get<{
      geometry: string;
      distanceUnit: string;
      setupSchema: { required: string[] };
      scenarios: { id: string }[];
    }>('/v1/rulesets/a1805');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      geometry: 'free-form',
      distanceUnit: 'UM',
      version: '0.3.0',
      // what is played, not "in progress" (issue #26)
      title: 'Austerlitz 1805 (sections 1–21; the solo rules 22–28 as the a1805-np bot)',
    });
    expect(r.body.setupSchema.required).toEqual(['units']);
    expect(r.body.scenarios.map((s) => s.id)).toEqual([
      'pratzen-example',
      'historical',
      'free-form',
    ]);
  });

  test('the table: GeoJSON in UM with the seven red locations', async () => {
    const map = await server.client.get<{
      type: string;
      unit: string;
      features: { id: string; properties: { victoryPoints?: number } }[];
    }>(`/v1/games/${id()}/map`);
    expect(map.body).toMatchObject({ type: 'FeatureCollection', unit: 'UM' });
    const red = map.body.features.filter((f) => (f.properties.victoryPoints ?? 0) > 0);
    expect(red.map((f) => f.id).sort()).toEqual([
      'blaschowitz',
      'pratzenberg',
      'puntowitz',
      'santon',
      'sokolnitz',
      'sokolnitz-castle',
      'teilnitz',
    ]);
  });

  test('the ruler: a gun and its target — distance, gap, levels, arc; the lifting fog (16.3) limits sight to 2 UM', async () => {
    const m = await server.client.get<{
      distance: number;
      gap: number;
      unit: string;
      lineOfSight: { clear: boolean; blockedBy?: { id: string } };
      sightRule?: string;
      inArc: boolean;
      ranges: string[];
      levels: { from: number; to: number };
    }>(`/v1/games/${id()}/measure?from=al-col-iv-art-1&to=fr-iv-vandamme-3`);
    expect(m.status).toBe(200);
    expect(m.body).toMatchObject({
      unit: 'UM',
      lineOfSight: { clear: false, blockedBy: { id: 'fog' } },
      sightRule: '16.3',
      inArc: true,
      ranges: ['charge'],
    });
    expect(m.body.levels).toEqual({ from: 1, to: 0 });
    expect(m.body.gap).toBeLessThan(m.body.distance);
  });

  test('a French player-turn through REST: phases, a move from a space, a refusal with evidence', async () => {
    const french = token('french');
    const allied = token('allied');
    const end = async (t: string) =>
      expect((await server.client.command(id(), t, { type: 'EndPhase' })).status).toBe(201);
    // 4.3 Rally (French), 4.4 Artillery Defensive Fire (the Allied defender), 4.5 Preparation Fire
    await end(french);
    expect(await summary()).toMatchObject({
      phase: 'artillery-defensive-fire',
      activeSide: 'allied',
    });
    const notYours = await server.client.command<{ code: string }>(id(), french, {
      type: 'EndPhase',
    });
    expect([notYours.status, notYours.body.code]).toEqual([403, 'NOT_YOUR_TURN']);
    await end(allied);
    await end(french);
    expect((await summary()).phase).toBe('movement');

    const actions = (await server.client.actions(
      id(),
      french,
      '?unit=fr-iv-vandamme-2',
    )) as unknown as SpacedAction[];
    const march = actions.find((a) => a.space?.vary['/steps/1/distance'] !== undefined);
    expect(march?.space?.vary['/steps/1/distance']).toMatchObject({ kind: 'interval', max: 2 });
    expect(march?.space?.checks.map((c) => c.rule)).toContain('7.1');

    const onto = {
      type: 'MoveUnit',
      unitId: 'fr-iv-vandamme-2',
      steps: [
        { kind: 'turn', angle: -90 },
        { kind: 'forward', distance: 1 },
      ],
    };
    const refused = await server.client.post<{
      valid: boolean;
      violation: { code: string; rule: string; details: Record<string, unknown> };
    }>(`/v1/games/${id()}/commands/validate`, { token: french, body: onto });
    expect(refused.body.valid).toBe(false);
    expect(refused.body.violation).toMatchObject({
      code: 'PATH_BLOCKED',
      rule: '6.9',
      details: { blockedBy: 'fr-iv-vandamme-3' },
    });

    const forward = {
      type: 'MoveUnit',
      unitId: 'fr-iv-vandamme-3',
      steps: [
        { kind: 'turn', angle: -20 },
        { kind: 'forward', distance: 1.5 },
      ],
    };
    const preview = await server.client.post<{
      valid: boolean;
      preview: { distanceUsed: number; facing: number };
    }>(`/v1/games/${id()}/commands/validate`, { token: french, body: forward });
    expect(preview.body).toMatchObject({
      valid: true,
      preview: { distanceUsed: 1.5, facing: 70 },
    });
    expect((await server.client.command(id(), french, forward)).status).toBe(201);
    // issue #26: the event speaks as the command, the preview and the state do — UM and degrees
    const events = await server.client.get<
      { type: string; data: Record<string, unknown>; meta: { rulesetVersion: string } }[]
    >(`/v1/games/${id()}/events`);
    const made = events.body.filter((e) => e.type === 'UnitMoved').at(-1);
    expect(made).toMatchObject({
      data: { unitId: 'fr-iv-vandamme-3', facing: 70, spent: 1.5 },
      meta: { rulesetVersion: '0.3.0' },
    });
    expect(made?.data['x']).toBeLessThan(40);
    expect(String(made?.data['x'])).toMatch(/^\d+(\.\d{1,3})?$/);
    const again = await server.client.command<{ code: string; rule: string }>(
      id(),
      french,
      forward,
    );
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'ALREADY_MOVED', rule: '4.6' });

    // 4.7 Defender Musketry (Allied), 4.8 Attacker Musketry, 4.9 Close Combat: the roles reverse
    await end(french);
    await end(allied);
    await end(french);
    await end(french);
    expect(await summary()).toMatchObject({
      phase: 'rally',
      activeSide: 'allied',
      turn: 4,
    });
    const state = await server.client.get<{
      state: { units: { id: string; facing: number; position: { x: number } }[] };
    }>(`/v1/games/${id()}/state`);
    const moved = state.body.state.units.find((u) => u.id === 'fr-iv-vandamme-3');
    expect(moved?.facing).toBe(70);
    expect(moved?.position.x).toBeGreaterThan(15.5);
  });

  test('the Allied player-turn through GraphQL', async () => {
    const allied = token('allied');
    const french = token('french');
    const submit = async (t: string, command: unknown) => {
      const r = await server.client.post<{
        data: { submitCommand: { version: number } | null } | null;
        errors?: { extensions: { code: string } }[];
      }>('/graphql', {
        token: t,
        body: {
          query:
            'mutation($g: ID!, $c: JSON!) { submitCommand(gameId: $g, command: $c) { version } }',
          variables: { g: id(), c: command },
        },
      });
      return r.body;
    };
    const end = async (t: string) =>
      expect((await submit(t, { type: 'EndPhase' })).errors).toBeUndefined();
    await end(allied); // rally
    await end(french); // the French defender's artillery fire
    await end(allied); // preparation fire
    const legal = await server.client.post<{
      data: { game: { legalActions: { command: { unitId?: string } }[] } };
    }>('/graphql', {
      token: allied,
      body: {
        query: 'query($g: ID!) { game(id: $g) { legalActions { command space } } }',
        variables: { g: id() },
      },
    });
    const units = new Set(
      legal.body.data.game.legalActions.map((a) => a.command.unitId).filter(Boolean),
    );
    expect(units.has('al-col-v-caramelli')).toBe(true);
    expect(units.has('fr-iv-vandamme-2')).toBe(false);
    const charge = {
      type: 'MoveUnit',
      unitId: 'al-col-v-caramelli',
      steps: [{ kind: 'forward', distance: 3 }],
    };
    expect((await submit(allied, charge)).errors).toBeUndefined();
    const refused = await submit(allied, { ...charge, unitId: 'al-col-iv-art-1' });
    expect(refused.errors?.[0]?.extensions.code).toBe('ARTILLERY_UNLIMBERED');
    for (const t of [allied, french, allied, allied]) await end(t);
    expect(await summary()).toMatchObject({
      phase: 'rally',
      activeSide: 'french',
      turn: 5,
    });
  });

  test("artillery fire over REST with the server's dice: a free-form game in clear weather", async () => {
    const g = await server.client.createGame({
      rulesetId: 'a1805',
      scenarioId: 'free-form',
      setup: {
        firstSide: 'allied',
        weather: 'clear',
        units: [
          { id: 'al-col-iv-art-1', x: 38, y: 6, facing: 270, formation: 'unlimbered' },
          { id: 'fr-iv-vandamme-1', x: 35.5, y: 6, facing: 90, formation: 'line' },
        ],
      },
    });
    const allied = g.seats['allied']?.token ?? '';
    const french = g.seats['french']?.token ?? '';
    const gid = g.game.id;
    expect((await server.client.command(gid, allied, { type: 'EndPhase' })).status).toBe(201); // rally
    expect((await server.client.command(gid, french, { type: 'EndPhase' })).status).toBe(201); // defensive fire
    const fire = (await server.client.actions(
      gid,
      allied,
      '?type=FireArtillery',
    )) as unknown as SpacedAction[];
    expect(fire.map((a) => a.command)).toContainEqual({
      type: 'FireArtillery',
      unitIds: ['al-col-iv-art-1'],
      targetId: 'fr-iv-vandamme-1',
      ammunition: 'round-shot',
    });
    const shot = await server.client.command(
      gid,
      allied,
      fire.find((a) => a.command.type === 'FireArtillery')?.command,
    );
    expect(shot.status).toBe(201);
    const log = await server.client.get<{ type: string }[]>(`/v1/games/${gid}/events`);
    expect(log.body.map((e) => e.type)).toContain('ArtilleryFired');
  });

  test('after a resignation, the record of the game verifies on the verification workers', async () => {
    expect((await server.client.command(id(), token('french'), { type: 'Resign' })).status).toBe(
      201,
    );
    const record = await server.client.get<Record<string, unknown>>(`/v1/games/${id()}/record`, {
      token: token('french'),
    });
    expect(record.status).toBe(200);
    const report = await server.client.post<{ ok: boolean }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body).toMatchObject({ ok: true });
  }, 60_000);
});
