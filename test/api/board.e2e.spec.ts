import path from 'node:path';
import { dataValues, parseSvg, visibleStrings } from '../../libs/render/testing/parse-svg';
import { startServer, type TestServer } from './support/server';
import { getSvg } from './support/svg';
import type { CreatedGame } from './support/types';

// A server per describe, and ts-jest transpiling the rules on first use: seconds on a loaded machine
// (one run beside another suite timed out at Jest's 5 s in beforeAll).
jest.setTimeout(30_000);

/** Issue #15 item 2 over real HTTP: GET /v1/games/{id}/board.svg on hex games (SPI, DG). */
describe('the board picture of a hex game', () => {
  let server: TestServer;
  let spi: CreatedGame;
  let reserve: string[];
  const token = (side: string): string => spi.seats[side]?.token ?? '';
  const board = (query = '', who?: string, headers?: Record<string, string>) =>
    getSvg(server.base, `/v1/games/${spi.game.id}/board.svg${query}`, who, headers);

  beforeAll(async () => {
    server = await startServer();
    spi = await server.client.createGame();
    // 12.0: the French write the reserve's deployment down (version 2)
    const [plot] = await server.client.actions(
      spi.game.id,
      token('french'),
      '?type=PlotReserveDeployment',
    );
    const r = await server.client.command(spi.game.id, token('french'), plot!.command);
    expect(r.status).toBe(201);
    reserve = (plot!.command['deployments'] as { unitId: string }[]).map((d) => d.unitId).sort();
  });
  afterAll(() => server.close());

  test('a spectator gets valid SVG, image/svg+xml, with an ETag answered by 304', async () => {
    const r = await board();
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const root = parseSvg(r.text);
    expect(dataValues(root, 'hex').length).toBeGreaterThan(500);
    expect(dataValues(root, 'unit').length).toBeGreaterThan(40);
    const tag = r.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    const again = await board('', undefined, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // deterministic: the same request, the same bytes
    expect((await board()).text).toBe(r.text);
  });

  test('12.0: the plotted reserve is drawn for the French seat and the referee only', async () => {
    for (const who of [token('french'), spi.refereeToken]) {
      const root = parseSvg((await board('', who)).text);
      expect(
        dataValues(root, 'unit')
          .filter((id) => reserve.includes(id))
          .sort(),
      ).toEqual(reserve);
    }
    for (const who of [token('allied'), undefined]) {
      const r = await board('', who);
      expect(r.status).toBe(200);
      const strings = visibleStrings(parseSvg(r.text)).join('\n');
      for (const id of reserve) expect(strings).not.toContain(id);
      expect(r.text).not.toContain('plotted');
    }
    // the Allies' board at version 2 is their board of version 1: the plot added nothing to it
    const boardPart = (svg: string): string =>
      svg.slice(svg.indexOf('<g class="board"'), svg.indexOf('<g class="legend"'));
    const before = boardPart((await board('?at=1', token('allied'))).text);
    const after = boardPart((await board('?at=2', token('allied'))).text);
    expect(before.length).toBeGreaterThan(1000);
    expect(after === before).toBe(true);
  });

  test('?at= draws the board after that event; outside 1..version is 400 VERSION_OUT_OF_RANGE', async () => {
    const first = await board('?at=1', token('french'));
    expect(first.status).toBe(200);
    expect(first.text).not.toContain('class="plotted"');
    expect((await board('?at=2', token('french'))).text).toContain('class="plotted"');
    const late = await board('?at=99');
    expect(late.status).toBe(400);
    expect(late.headers.get('content-type')).toContain('application/problem+json');
    expect(late.problem?.code).toBe('VERSION_OUT_OF_RANGE');
    for (const bad of ['?at=0', '?at=abc', '?at=1.5', '?at=-3']) {
      const r = await board(bad);
      expect([r.status, r.problem?.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  test('highlight: the unit moves for its seat; an unknown unit is 404 UNIT_NOT_FOUND, an overlong id 400', async () => {
    await server.client.command(spi.game.id, token('allied'), { type: 'EndPhase' });
    const moves = await server.client.actions(
      spi.game.id,
      token('allied'),
      '?unit=kienmayer&type=MoveUnit',
    );
    expect(moves.length).toBeGreaterThan(0);
    const r = await board('?highlight=kienmayer', token('allied'));
    expect(r.status).toBe(200);
    const hexes = new Set(moves.map((m) => m['hex'] as string));
    const root = parseSvg(r.text);
    const drawn = [...root.getElementsByTagName('g')]
      .filter((g) => g.getAttribute('class') === 'reachable')
      .map((g) => g.getAttribute('data-hex'));
    expect(new Set(drawn)).toEqual(hexes);
    // a spectator has no moves: the ring only
    expect((await board('?highlight=kienmayer')).text).not.toContain('class="reachable"');
    for (const [query, status, code] of [
      ['?highlight=no-such-unit', 404, 'UNIT_NOT_FOUND'],
      [`?highlight=${'x'.repeat(200)}`, 400, 'VALIDATION_FAILED'],
    ] as const) {
      const bad = await board(query, token('allied'));
      expect([bad.status, bad.problem?.code]).toEqual([status, code]);
    }
  });

  test('a bad token is 401, an unknown game 404, as for GET state', async () => {
    expect((await board('', 'not-a-token')).status).toBe(401);
    const r = await getSvg(server.base, '/v1/games/nope/board.svg');
    expect([r.status, r.problem?.code]).toEqual([404, 'GAME_NOT_FOUND']);
  });

  test('DG 2006 draws too; GraphQL gives the picture path', async () => {
    const dg = await server.client.createGame({ rulesetId: 'dg-2006', scenarioId: 'historical' });
    const gql = await server.client.post<{ data: { game: { boardUrl: string; plain: string } } }>(
      '/graphql',
      {
        body: {
          query: `{ game(id: "${dg.game.id}") { boardUrl(at: 1, highlight: "al-kienmayer-inf") plain: boardUrl } }`,
        },
      },
    );
    expect(gql.body.data.game.plain).toBe(`/v1/games/${dg.game.id}/board.svg`);
    const url = gql.body.data.game.boardUrl;
    expect(url).toBe(`/v1/games/${dg.game.id}/board.svg?at=1&highlight=al-kienmayer-inf`);
    const r = await getSvg(server.base, url, dg.seats['allied']?.token);
    expect(r.status).toBe(200);
    expect(r.text).toContain('class="reachable"');
    expect(dataValues(parseSvg(r.text), 'unit').length).toBeGreaterThan(10);
  });
});

const FIXTURE = path.resolve(__dirname, '../fixtures/freeform-duel/ruleset.ts');

describe('the board picture of a free-form game (a1805 and the fixture)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ RULESET_MODULES: FIXTURE });
  });
  afterAll(() => server.close());

  test.each([
    ['a1805', 'pratzen-example', 'fr-iv-margaron'],
    ['freeform-duel', 'duel', 'blue-1'],
  ])(
    '%s (%s): footprints, and the reach of %s for its seat',
    async (rulesetId, scenarioId, unit) => {
      const game = await server.client.createGame({ rulesetId, scenarioId });
      const plain = await getSvg(server.base, `/v1/games/${game.game.id}/board.svg`);
      expect(plain.status).toBe(200);
      const root = parseSvg(plain.text);
      expect(dataValues(root, 'unit')).toContain(unit);
      expect(plain.text).toContain('class="footprint"');
      expect(plain.text).toContain('class="facing"');
      // a1805 moves in its Movement Phase: end the phases before it
      for (let i = 0; i < 6; i++) {
        const s = await server.client.summary(game.game.id);
        const token = game.seats[s.activeSide]?.token;
        const actions = await server.client.actions(
          game.game.id,
          token,
          `?unit=${unit}&type=MoveUnit`,
        );
        if (actions.length > 0) {
          const r = await getSvg(
            server.base,
            `/v1/games/${game.game.id}/board.svg?highlight=${unit}`,
            token,
          );
          expect(r.status).toBe(200);
          expect(r.text).toContain('class="reach"');
          return;
        }
        await server.client.command(game.game.id, token, { type: 'EndPhase' });
      }
      throw new Error(`${unit} never had a move`);
    },
  );
});
