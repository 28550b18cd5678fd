import { startServer, type TestServer } from './support/server';
import { expectProblem } from './support/problem';
import type { CreatedGame } from './support/types';

/** Malformed input (400) and oversized bodies (413), over real HTTP, as RFC 9457 problem details. */
describe('errors: malformed input', () => {
  let server: TestServer;
  let game: CreatedGame;
  const french = (): string => game.seats['french']?.token ?? '';
  const commands = (): string => `/v1/games/${game.game.id}/commands`;

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
  });
  afterAll(() => server.close());

  describe('400 malformed input', () => {
    test('a body that is not JSON', async () => {
      const r = await server.client.post(commands(), { token: french(), raw: '{"type": "End' });
      expectProblem(r, 400, 'MALFORMED_JSON');
    });

    test('a command that is not an object, or has no string type', async () => {
      for (const body of [[1, 2], 'EndPhase', 7, { type: 3 }, {}]) {
        const r = await server.client.post(commands(), { token: french(), body });
        expectProblem(r, 400, 'MALFORMED_COMMAND');
      }
    });

    test('an unknown command type names the member', async () => {
      const r = await server.client.command(game.game.id, french(), { type: 'Surrender' });
      const p = expectProblem(r, 400, 'UNKNOWN_COMMAND');
      expect(p.rulesetId).toBe('spi-1980');
      expect(p.violations).toEqual([expect.objectContaining({ path: 'type' })]);
    });

    test('a command failing its JSON Schema lists each violation', async () => {
      const r = await server.client.command(game.game.id, french(), {
        type: 'MoveUnit',
        unitId: 'becker',
        path: ['15-22'],
        sideways: true,
      });
      const p = expectProblem(r, 400, 'INVALID_COMMAND');
      const paths = (p.violations ?? []).map((v) => v.path);
      expect(paths).toEqual(expect.arrayContaining(['path[0]', 'sideways']));
    });

    test('a malformed create body (DTO validation) lists each member', async () => {
      const r = await server.client.post('/v1/games', {
        body: { rulesetId: 5, dice: { mode: 'loaded' }, colour: 'blue' },
      });
      const p = expectProblem(r, 400, 'VALIDATION_FAILED');
      const paths = (p.violations ?? []).map((v) => v.path);
      expect(paths).toEqual(
        expect.arrayContaining(['rulesetId', 'scenarioId', 'dice.mode', 'colour']),
      );
    });

    test('an invalid custom set-up names each problem inside setup', async () => {
      const r = await server.client.post('/v1/games', {
        body: {
          rulesetId: 'spi-1980',
          scenarioId: 'historical',
          setup: {
            turn: 99,
            phase: 'movement',
            activeSide: 'french',
            units: [
              { unitId: 'napoleon-in-person', hex: '1516' },
              { unitId: 'becker', hex: '9999' },
            ],
          },
        },
      });
      const p = expectProblem(r, 400, 'INVALID_SETUP');
      expect(p.violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'setup.turn', code: 'BAD_TURN' }),
          expect.objectContaining({ path: 'setup.units[0]', code: 'UNKNOWN_UNIT' }),
          expect.objectContaining({ path: 'setup.units[1].hex', code: 'UNKNOWN_HEX' }),
        ]),
      );
    });

    test('a custom set-up of the wrong shape is refused before the rules see it', async () => {
      const r = await server.client.post('/v1/games', {
        body: {
          rulesetId: 'spi-1980',
          scenarioId: 'historical',
          setup: {
            turn: 1,
            phase: 'rally',
            activeSide: 'allied',
            units: [null, { unitId: 'becker', hex: '1521', disrupted: 'yes' }],
            morale: { allied: 'high' },
          },
        },
      });
      const p = expectProblem(r, 400, 'INVALID_SETUP');
      expect((p.violations ?? []).map((v) => v.path)).toEqual(
        expect.arrayContaining([
          'setup.units[0]',
          'setup.units[1].disrupted',
          'setup.morale.allied',
        ]),
      );
    });

    test('an unknown ruleset or scenario in a create body', async () => {
      const r1 = await server.client.post('/v1/games', {
        body: { rulesetId: 'kriegsspiel', scenarioId: 'historical' },
      });
      expectProblem(r1, 400, 'UNKNOWN_RULESET');
      const r2 = await server.client.post('/v1/games', {
        body: { rulesetId: 'spi-1980', scenarioId: 'ulm' },
      });
      const p = expectProblem(r2, 400, 'INVALID_SETUP');
      expect(p.violations?.[0]).toMatchObject({ path: 'scenarioId', code: 'UNKNOWN_SCENARIO' });
    });

    test('query strings: state?at= out of range or not a number, a bad cursor', async () => {
      const id = game.game.id;
      expectProblem(
        await server.client.get(`/v1/games/${id}/state?at=999`),
        400,
        'VERSION_OUT_OF_RANGE',
      );
      expectProblem(
        await server.client.get(`/v1/games/${id}/state?at=soon`),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(await server.client.get('/v1/games?after=bogus'), 400, 'BAD_CURSOR');
      expectProblem(await server.client.get('/v1/games?first=0'), 400, 'VALIDATION_FAILED');
    });

    test('no client input reaches a 500: a table of odd bodies and headers', async () => {
      const odd: unknown[] = [
        null,
        true,
        { type: 'EndPhase', expectedVersion: -1 },
        { type: 'EndPhase', expectedVersion: '1' },
        { type: 'EndPhase', dice: 'six' },
        { type: 'MoveUnit', unitId: {}, path: 'north' },
        { type: 'Attack', attackers: [], defenders: [[]] },
        { type: '__proto__' },
        { type: 'constructor' },
      ];
      for (const body of odd) {
        const r = await server.client.post(commands(), { token: french(), body });
        expect([r.status, body]).toEqual([400, body]);
      }
      const poisoned = '{"type":"EndPhase","__proto__":{"admin":true}}';
      const r = await server.client.post(commands(), { token: french(), raw: poisoned });
      expectProblem(r, 400, 'MALFORMED_JSON');
      const xml = await server.client.post(commands(), {
        token: french(),
        raw: '<EndPhase/>',
        headers: { 'content-type': 'application/xml' },
      });
      expectProblem(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const badMatch = await server.client.command(
        game.game.id,
        french(),
        { type: 'EndPhase' },
        {
          'if-match': 'yesterday',
        },
      );
      expectProblem(badMatch, 400, 'BAD_IF_MATCH');
    });
  });

  describe('413 body too large', () => {
    test('a body over the limit is refused before it is parsed', async () => {
      const deployments = Array.from({ length: 20_000 }, (_, i) => ({
        unitId: `u${i}`,
        hex: '1313',
      }));
      const r = await server.client.command(game.game.id, french(), {
        type: 'PlotReserveDeployment',
        deployments,
      });
      expectProblem(r, 413, 'PAYLOAD_TOO_LARGE');
    });
  });
});
