import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { SPECTATOR, sideViewer, type Viewer } from '@pratzen/engine';
import { configureApp } from '../../app';
import { ApiProblem } from '../../common/problem';
import { APP_CONFIG } from '../../config';
import { GameCreatorGuard } from '../../organisers/game-creator.guard';
import { type CreationRequest, GameCreators } from '../../organisers/game-creators';
import { GameCommandsController } from './game-commands.controller';
import { GameViewerGuard } from './game-viewer.guard';
import { GameCreation } from '../commands/game-creation';
import { GamesCommands } from '../commands/games.commands';
import type { CreatedGame, GameSummary } from '../games.contract';
import { GameSummaries } from '../reads/game-summaries';
import { GamesReads } from '../reads/games.reads';
import { GameViewers } from '../viewers/game-viewers';
import { GamesController } from './games.controller';

/**
 * The HTTP contract of the games controllers alone, over fakes of the role services: query and body
 * validation (400 before the service is called), the viewer guard, headers passed through.
 */
describe('games controllers (HTTP contract)', () => {
  let app: NestFastifyApplication;
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    <T>(method: string, result: T) =>
    async (...args: unknown[]): Promise<T> => {
      calls.push({ method, args });
      return result;
    };
  const viewers: Pick<GameViewers, 'viewerFor'> = {
    viewerFor: async (_gameId: string, authorization: string | undefined): Promise<Viewer> => {
      if (authorization === undefined) return SPECTATOR;
      if (authorization === 'Bearer french') return sideViewer('french');
      throw new ApiProblem(401, 'INVALID_TOKEN', 'bad token');
    },
  };
  const summaries = {
    list: record('list', { items: [], nextCursor: null }),
    // Read by the ETag of game reads (not recorded: the tests check the reads themselves).
    summary: async () =>
      ({ version: 3, rulesetId: 'spi-1980', rulesetVersion: '1' }) as GameSummary,
  };
  const creation = {
    create: record('create', {
      game: {} as CreatedGame['game'],
      seats: {},
      bots: {},
      refereeToken: 'r',
    }),
  };
  const reads = {
    state: record('state', {}),
    // The verbose list, as the JSON bytes the controller sends.
    legalActionsBytes: record('legalActions', Buffer.from('[]')),
  };
  const commands = { submit: record('submit', { version: 2, events: [] }) };

  /** The creation policy: an organiser token "Bearer org", no anonymous games at all. */
  const admitted: CreationRequest[] = [];
  const creators: Pick<GameCreators, 'admit'> = {
    admit: async (request) => {
      admitted.push(request);
      if (request.authorization === 'Bearer org') return { organiser: 'org' };
      throw new ApiProblem(401, 'ORGANISER_TOKEN_REQUIRED', 'organisers only');
    },
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [GamesController, GameCommandsController],
      providers: [
        { provide: GameViewers, useValue: viewers },
        { provide: GameSummaries, useValue: summaries },
        { provide: GameCreation, useValue: creation },
        { provide: GamesReads, useValue: reads },
        { provide: GamesCommands, useValue: commands },
        GameViewerGuard,
        { provide: GameCreators, useValue: creators },
        { provide: APP_CONFIG, useValue: { trustProxy: false } },
        GameCreatorGuard,
      ],
    }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
      logger: false,
    });
    configureApp(app, { bodyLimitBytes: 4096 });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    calls.length = 0;
    admitted.length = 0;
  });

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    init: { headers?: Record<string, string>; payload?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: init.headers,
      payload: init.payload as string | object | undefined,
    });

  test('list: a bad query string is 400 with the validation message; the service is not called', async () => {
    const r = await inject('GET', '/v1/games?first=many&status=lost');
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/application\/problem\+json/);
    const paths = r.json().violations.map((v: { path: string }) => v.path);
    expect([...new Set(paths)].sort()).toEqual(['first', 'status']);
    expect(calls).toEqual([]);
  });

  test('list: filters and paging reach the service, numbers converted', async () => {
    const r = await inject('GET', '/v1/games?status=over&first=5&after=abc');
    expect(r.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        method: 'list',
        args: [
          { rulesetId: undefined, status: 'over', tournament: undefined },
          'abc',
          5,
          undefined,
        ],
      },
    ]);
  });

  test('list: the caller’s Authorization reaches the service (for refereeAccess)', async () => {
    await inject('GET', '/v1/games?tournament=cup', { headers: { authorization: 'Bearer org' } });
    expect(calls).toEqual([
      {
        method: 'list',
        args: [
          { rulesetId: undefined, status: undefined, tournament: 'cup' },
          undefined,
          undefined,
          'Bearer org',
        ],
      },
    ]);
  });

  test('create: who comes before what: the creator guard refuses before the body is validated', async () => {
    const r = await inject('POST', '/v1/games', { payload: { rulesetId: 5, tournament: 'cup' } });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('ORGANISER_TOKEN_REQUIRED');
    expect(admitted).toEqual([
      { authorization: undefined, address: '127.0.0.1', tournament: 'cup' },
    ]);
    expect(calls).toEqual([]);
  });

  test('create: the admitted creator reaches the service with the validated body', async () => {
    const body = { rulesetId: 'spi-1980', scenarioId: 'historical', tournament: 'cup' };
    const r = await inject('POST', '/v1/games', {
      headers: { authorization: 'Bearer org' },
      payload: body,
    });
    expect(r.statusCode).toBe(201);
    expect(calls).toEqual([{ method: 'create', args: [body, { organiser: 'org' }] }]);
  });

  test('the viewer guard runs first: a bad token never reaches the service', async () => {
    const r = await inject('GET', '/v1/games/g1/state', { headers: { authorization: 'Bearer x' } });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('INVALID_TOKEN');
    expect(calls).toEqual([]);
    await inject('GET', '/v1/games/g1/state?at=3', { headers: { authorization: 'Bearer french' } });
    expect(calls).toEqual([{ method: 'state', args: ['g1', sideViewer('french'), 3] }]);
  });

  test('legal-actions: ?unit= and ?type= become the query', async () => {
    await inject('GET', '/v1/games/g1/legal-actions?unit=becker&type=MoveUnit');
    expect(calls).toEqual([
      { method: 'legalActions', args: ['g1', SPECTATOR, { unitId: 'becker', type: 'MoveUnit' }] },
    ]);
  });

  test('commands: If-Match and Idempotency-Key become submit options; 201', async () => {
    const r = await inject('POST', '/v1/games/g1/commands', {
      headers: { authorization: 'Bearer french', 'if-match': '"4"', 'idempotency-key': 'k' },
      payload: { type: 'EndPhase' },
    });
    expect(r.statusCode).toBe(201);
    expect(calls).toEqual([
      {
        method: 'submit',
        args: [
          'g1',
          sideViewer('french'),
          { type: 'EndPhase' },
          { expectedVersion: 4, idempotencyKey: 'k' },
        ],
      },
    ]);
  });

  test('commands: a body over the limit is 413 before the service', async () => {
    const r = await inject('POST', '/v1/games/g1/commands', {
      headers: { authorization: 'Bearer french' },
      payload: { type: 'EndPhase', pad: 'x'.repeat(5000) },
    });
    expect(r.statusCode).toBe(413);
    expect(calls).toEqual([]);
  });
});
