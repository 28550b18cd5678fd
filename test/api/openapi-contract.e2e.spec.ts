import { BOT_SCENARIO } from '@pratzen/bots';
import { ContractCheck } from './support/contract-check';
import {
  expectStatus,
  playOne,
  provokeErrors,
  readEverything,
  type Seats,
  seeded,
  summaryOf,
} from './support/contract-games';
import { envNumber } from './support/bot-games';
import { startServer, type TestServer } from './support/server';

/**
 * Issue #32 "Done when" 1: the OpenAPI document (openapi/openapi.yaml) holds for what the server
 * answers, judged by an independent validator (openapi-backend: its own router and Ajv over the
 * document, not the server's schemas). For every registered ruleset, over real HTTP:
 * - a game played by its seats (random legal actions, each validated first) with every read as a
 *   spectator, a seat and the referee every few commands, every error class, then a resignation
 *   and the reads of a game that is over (record included);
 * - a game played to its own end by two `random` bots, then its events and record read;
 * and the catalogue reads, game creation (anonymous, organiser, bots) with its errors and a 429.
 * Fails on any violation, listed grouped by operation, status, path and message.
 *
 * CONTRACT_COMMANDS (default 24): commands the seats play per ruleset; CONTRACT_READ_EVERY
 * (default 8): all reads every so many commands; CONTRACT_BOT_GAME_MS (default 240000): how long
 * the bots' game may take; CONTRACT_RULESETS: a comma-separated subset.
 */
const COMMANDS = envNumber('CONTRACT_COMMANDS', 24);
const READ_EVERY = envNumber('CONTRACT_READ_EVERY', 8);
const BOT_GAME_MS = envNumber('CONTRACT_BOT_GAME_MS', 240_000);
const ORGANISER = 'contract-organiser-token-0123456789abcdef';

jest.setTimeout(BOT_GAME_MS * 6 + 300_000);

interface RulesetInfo {
  readonly id: string;
  readonly geometry: string;
  readonly sides: readonly string[];
}

interface Created {
  readonly game: { readonly id: string };
  readonly seats: Readonly<Record<string, { readonly token: string }>>;
  readonly refereeToken: string;
}

describe('the OpenAPI document holds under an independent validator (#32)', () => {
  let server: TestServer;
  let check: ContractCheck;
  let rulesets: RulesetInfo[];
  const started = Date.now();

  beforeAll(async () => {
    server = await startServer({
      ORGANISER_TOKENS: `contract:${ORGANISER}`,
      RATE_LIMIT_CREATE_PER_MINUTE: '1',
      RATE_LIMIT_CREATE_BURST: '3',
      BOTS_AT_ONCE: '2',
      BOT_SWEEP_MS: '1000',
    });
    check = await ContractCheck.open(server.base);
    const only = process.env['CONTRACT_RULESETS']?.split(',');
    const list = await check.get('/v1/rulesets');
    expectStatus(list, 200, 'rulesets');
    rulesets = (list.body as RulesetInfo[]).filter(
      (r) => only === undefined || only.includes(r.id),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the catalogue, creation and its errors (400, 403, 404, 429)', async () => {
    for (const r of rulesets) {
      const scenario = BOT_SCENARIO[r.id] ?? 'historical';
      await check.get(`/v1/rulesets/${r.id}`);
      await check.get(`/v1/rulesets/${r.id}/map`);
      await check.get(`/v1/rulesets/${r.id}/scenarios/${scenario}`);
    }
    await check.get('/v1/rulesets/no-such-ruleset');
    await check.get('/v1/bots');
    await check.get('/v1/games');
    await check.get('/v1/games?limit=2', { token: ORGANISER });
    await check.get('/v1/games?status=sideways');
    await check.get('/health');
    // (with the organiser's token: anonymous creations are counted, below)
    const bad: [unknown, string | undefined, number][] = [
      [{ rulesetId: 'spi-1980' }, ORGANISER, 400],
      [{ rulesetId: 'no-such', scenarioId: 'historical' }, ORGANISER, 400],
      [{ rulesetId: 'spi-1980', scenarioId: 'no-such' }, ORGANISER, 400],
      [{ rulesetId: 'spi-1980', scenarioId: 'historical', players: 7 }, ORGANISER, 400],
      [{ rulesetId: 'spi-1980', scenarioId: 'historical', tournament: 'cup' }, undefined, 403],
    ];
    for (const [body, token, status] of bad) {
      const answer = await check.post('/v1/games', {
        body,
        ...(token !== undefined ? { token } : {}),
      });
      expectStatus(answer, status, `create ${JSON.stringify(body)}`);
    }
    // anonymous creation is limited per address (burst 3): one of these is 429
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await check.post('/v1/games', {
        body: { rulesetId: 'spi-1980', scenarioId: 'historical', label: `anonymous ${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);
  });

  test('games of every registered ruleset: commands, validate, every read, every error', async () => {
    for (const [index, r] of rulesets.entries()) {
      const t0 = Date.now();
      const scenario = BOT_SCENARIO[r.id] ?? 'historical';
      const created = await check.post('/v1/games', {
        token: ORGANISER,
        body: { rulesetId: r.id, scenarioId: scenario, label: 'contract' },
      });
      expectStatus(created, 201, `create ${r.id}`);
      const body = created.body as Created;
      const game: Seats = {
        gameId: body.game.id,
        seats: Object.fromEntries(Object.entries(body.seats).map(([s, v]) => [s, v.token])),
        referee: body.refereeToken,
      };
      const random = seeded(index + 1);
      const hexes = r.geometry === 'hex';
      await readEverything(check, game, hexes);
      await provokeErrors(check, game);
      for (let i = 0; i < COMMANDS; i++) {
        if (!(await playOne(check, game, random))) break;
        if ((i + 1) % READ_EVERY === 0) {
          await readEverything(check, game, hexes);
        }
      }
      await provokeErrors(check, game);
      const s = await summaryOf(check, game.gameId);
      const resigning = s.pendingDecision?.side ?? s.activeSide;
      const resign = await check.post(`/v1/games/${game.gameId}/commands`, {
        token: game.seats[resigning],
        body: { type: 'Resign' },
      });
      expectStatus(resign, 201, `${r.id} Resign`);
      await readEverything(check, game, hexes);
      await check.post(`/v1/games/${game.gameId}/commands`, {
        token: game.seats[resigning],
        body: { type: 'EndPhase' },
      });
      console.log(`${r.id}: seats' game checked in ${Date.now() - t0} ms`);
    }
  });

  test('a game of every registered ruleset played to its end by random bots', async () => {
    for (const r of rulesets) {
      const t0 = Date.now();
      const [first, second] = r.sides as [string, string];
      const created = await check.post('/v1/games', {
        token: ORGANISER,
        body: {
          rulesetId: r.id,
          scenarioId: BOT_SCENARIO[r.id] ?? 'historical',
          players: { [first]: { bot: 'random' }, [second]: { bot: 'random' } },
        },
      });
      expectStatus(created, 201, `create ${r.id} with bots`);
      const body = created.body as Created;
      const id = body.game.id;
      const game: Seats = { gameId: id, seats: {}, referee: body.refereeToken };
      let polls = 0;
      for (;;) {
        const s = await summaryOf(check, id);
        if (s.status === 'over') break;
        if (Date.now() - t0 > BOT_GAME_MS) throw new Error(`${r.id}: bots' game not over in time`);
        if (++polls % 20 === 0) await check.get(`/v1/games/${id}/bots`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await readEverything(check, game, r.geometry === 'hex');
      await check.get(`/v1/games/${id}/events`, { token: body.refereeToken });
      console.log(`${r.id}: bots' game over and checked in ${Date.now() - t0} ms`);
    }
  });

  test('zero violations', () => {
    const seen = [...check.seen.entries()]
      .map(([operation, statuses]) => `${operation}: ${[...statuses].sort().join(', ')}`)
      .join('\n');
    console.log(
      `${check.requests} requests in ${Date.now() - started} ms, ` +
        `${check.violations.length} violations\nstatuses seen:\n${seen}`,
    );
    if (check.violations.length > 0) {
      throw new Error(
        `${check.violations.length} violations of openapi/openapi.yaml:\n${check.report()}`,
      );
    }
    expect(check.requests).toBeGreaterThan(100);
  });
});
