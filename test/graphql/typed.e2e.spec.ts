import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { GraphQLNamedType, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { componentPrefix } from '../../apps/api/src/openapi/typed-shapes';
import { bearer, GraphqlServer } from './graphql-harness';
import { missing, projected, selectAll, untyped, withoutNulls } from './typed-selection';

/**
 * Issue #32 item 2: the typed fields (`turnStatus`, `typedState`, `typedLegalActions`,
 * `typedVictory`, `typedMap`, `GameEvent.typed`) answer, for every viewer of a game of every
 * ruleset, exactly what their JSON twins answer, read back through the schema (enum names to
 * REST values, entries to objects): the same redaction, nothing hidden added, nothing changed.
 * Members a schema leaves undescribed are listed (and must stay few), never different.
 */

jest.setTimeout(120_000);

const SESSION = new Set(['Resign', 'OfferDraw', 'AcceptDraw', 'DeclineDraw', 'Adjudicate']);

interface Game {
  readonly id: string;
  readonly rulesetId: string;
  readonly viewers: Readonly<Record<string, string | undefined>>;
  readonly seats: Readonly<Record<string, string>>;
}

let server: GraphqlServer;
let schema: GraphQLSchema;

beforeAll(async () => {
  server = await GraphqlServer.start();
  schema = server.app.get(GraphQLSchemaHost).schema;
});

afterAll(async () => {
  await server.stop();
});

const type = (name: string): GraphQLNamedType => {
  const t = schema.getType(name);
  if (t === undefined || t === null) throw new Error(`no type ${name}`);
  return t;
};
const field = (typeName: string, name: string) =>
  (type(typeName) as GraphQLObjectType).getFields()[name]!.type;

async function createGame(rulesetId: string): Promise<Game> {
  const { ruleset } = await server.ok<{ ruleset: { scenarios: { id: string }[] } }>(
    'query($id: ID!) { ruleset(id: $id) { scenarios { id } } }',
    { id: rulesetId },
  );
  const { createGame } = await server.ok<{
    createGame: {
      game: { id: string };
      seats: { side: string; token: string }[];
      refereeToken: string;
    };
  }>(
    `mutation($input: CreateGameInput!) {
      createGame(input: $input) { game { id } seats { side token } refereeToken }
    }`,
    { input: { rulesetId, scenarioId: ruleset.scenarios[0]!.id } },
  );
  const seats = Object.fromEntries(createGame.seats.map((s) => [s.side, bearer(s.token)]));
  return {
    id: createGame.game.id,
    rulesetId,
    seats,
    viewers: { spectator: undefined, ...seats, referee: bearer(createGame.refereeToken) },
  };
}

/** Plays `count` commands taken from the acting side's legal actions (moves first, then EndPhase). */
async function play(game: Game, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const { game: now } = await server.ok<{
      game: { activeSide: string; pendingDecision: { side: string } | null; status: string };
    }>('query($id: ID!) { game(id: $id) { activeSide pendingDecision status } }', { id: game.id });
    if (now.status !== 'active') return;
    const token = game.seats[now.pendingDecision?.side ?? now.activeSide];
    const { game: g } = await server.ok<{
      game: { legalActions: { command: { type: string } }[] };
    }>('query($id: ID!) { game(id: $id) { legalActions { command } } }', { id: game.id }, token);
    const actions = g.legalActions.filter((a) => !SESSION.has(a.command.type));
    const pick =
      i % 3 === 2
        ? (actions.find((a) => a.command.type === 'EndPhase') ?? actions[0])
        : (actions.find((a) => a.command.type !== 'EndPhase') ?? actions[0]);
    if (pick === undefined) return;
    const result = await server.query(
      'mutation($id: ID!, $command: JSON!) { submitCommand(gameId: $id, command: $command) { version } }',
      { id: game.id, command: pick.command },
      token,
    );
    if (result.errors !== undefined) throw new Error(JSON.stringify(result.errors));
  }
}

/** `game { <json> <typed> }` for a viewer: the JSON answer and the typed one read back. */
async function both(
  game: Game,
  viewer: string | undefined,
  json: string,
  typed: string,
  typedType: string,
  selection: string,
  args = '',
): Promise<{ json: unknown; typed: unknown }> {
  const data = await server.ok<{ game: Record<string, unknown> }>(
    `query($id: ID!) { game(id: $id) { ${json} ${typed}${args} ${selection} } }`,
    { id: game.id },
    viewer,
  );
  const jsonKey = json.split(/[\s({]/)[0]!;
  return {
    json: data.game[jsonKey],
    typed: untyped(schema, data.game[typed], field(typedType, typed)),
  };
}

const RULESETS = ['spi-1980', 'dg-2006', 'a1805', 'a20', 'atw'];

describe.each(RULESETS)('%s: typed fields answer what the JSON fields answer', (rulesetId) => {
  let game: Game;
  const prefix = componentPrefix(rulesetId);
  const undescribed = new Set<string>();

  beforeAll(async () => {
    game = await createGame(rulesetId);
    await play(game, 6);
  });

  afterAll(() => {
    // What a ruleset's schemas leave out is listed here, for the README (never compared away).
    if (undescribed.size > 0)
      console.log(`${rulesetId} undescribed: ${[...undescribed].join(', ')}`);
  });

  it('turnStatus: the summary typed (phase and side as the ruleset enums)', async () => {
    const data = await server.ok<{ game: Record<string, unknown> }>(
      `query($id: ID!) { game(id: $id) { turn phase activeSide pendingDecision turnStatus ${selectAll(type('TypedTurnStatus'), prefix)} } }`,
      { id: game.id },
    );
    const status = data.game['turnStatus'] as Record<string, unknown>;
    expect(status['__typename']).toBe(`${prefix}TurnStatus`);
    expect(untyped(schema, status, field('Game', 'turnStatus'))).toEqual(
      withoutNulls({
        turn: data.game['turn'],
        phase: data.game['phase'],
        activeSide: data.game['activeSide'],
        pendingDecision: projected(data.game['pendingDecision'], status['pendingDecision']),
      }),
    );
    expect(type(`${prefix}Phase`).toString()).toBe(`${prefix}Phase`);
  });

  it.each(['spectator', 'french', 'allied', 'referee'])(
    'state, legal actions, events: the same for the %s',
    async (who) => {
      const viewer = game.viewers[who];
      const state = await both(
        game,
        viewer,
        'state',
        'typedState',
        'Game',
        selectAll(type('TypedGameState'), prefix),
      );
      expect(state.typed).toEqual(projected(state.json, state.typed));
      for (const path of missing(state.json, state.typed)) undescribed.add(`state${path}`);
      if (rulesetId !== 'a20') expect(missing(state.json, state.typed)).toHaveLength(0);

      // The members of the command types offered (one query of every member is over the text limit).
      const offered = await server.ok<{ game: { legalActions: { command: { type: string } }[] } }>(
        'query($id: ID!) { game(id: $id) { legalActions { command } } }',
        { id: game.id },
        viewer,
      );
      const types = new Set(
        offered.game.legalActions.map((a) => `${prefix}${a.command.type}LegalAction`),
      );
      const actions = await both(
        game,
        viewer,
        'legalActions { command space details }',
        'typedLegalActions',
        'Game',
        selectAll(type('TypedLegalAction'), (m) => types.has(m)),
      );
      // REST's (and the typed) form spreads the details beside `command`.
      const flat = (
        actions.json as { command: unknown; space: unknown; details: object | null }[]
      ).map(({ details, ...rest }) => ({ ...rest, ...(details ?? {}) }));
      expect(actions.typed).toEqual(projected(flat, actions.typed));
      expect(missing(flat, actions.typed)).toEqual([]);

      const logged = await server.ok<{ game: { events: { type: string }[] } }>(
        'query($id: ID!) { game(id: $id) { events(limit: 1000) { type } } }',
        { id: game.id },
        viewer,
      );
      // One event type per query: all of them at once is over the cost limit.
      const kinds = [...new Set(logged.game.events.map((e) => `${prefix}${e.type}Event`))];
      const events = {
        game: { events: [] as { type: string; typed: unknown; [k: string]: unknown }[] },
      };
      for (let i = 0; i < kinds.length; i += 1) {
        const some = new Set(kinds.slice(i, i + 1));
        const page = await server.ok<{
          game: { events: { type: string; typed: unknown; [k: string]: unknown }[] };
        }>(
          `query($id: ID!) { game(id: $id) { events(limit: 1000) { gameId version type data meta typed ${selectAll(type('TypedEvent'), (m) => some.has(m))} } } }`,
          { id: game.id },
          viewer,
        );
        events.game.events.push(
          ...page.game.events.filter((e) => some.has(`${prefix}${e.type}Event`)),
        );
      }
      expect(events.game.events.length).toBeGreaterThan(1);
      for (const { typed, ...json } of events.game.events) {
        expect((typed as { __typename: string }).__typename).toBe(`${prefix}${json.type}Event`);
        const back = untyped(schema, typed, field('GameEvent', 'typed'));
        expect(back).toEqual(projected(json, back));
        for (const path of missing(json, back)) undescribed.add(`${json.type}${path}`);
      }
    },
  );

  it('victory and map: the same, typed', async () => {
    const victory = await both(
      game,
      undefined,
      'victory',
      'typedVictory',
      'Game',
      selectAll(type('Victory')),
    );
    expect(victory.typed).toEqual(withoutNulls(victory.json));
    const map = await both(game, undefined, 'map', 'typedMap', 'Game', selectAll(type('GameMap')));
    expect(map.typed).toEqual(projected(map.json, map.typed));
    for (const path of missing(map.json, map.typed)) undescribed.add(`map${path}`);
  });
});

describe('the typed shapes are all reachable and hidden information stays hidden', () => {
  it('a seat sees no more in typedState than in state (SPI reserve plot hidden from the Allies)', async () => {
    const game = await createGame('spi-1980');
    await play(game, 3);
    const sel = selectAll(type('TypedGameState'), 'Spi1980');
    const french = await both(game, game.viewers['french'], 'state', 'typedState', 'Game', sel);
    const allied = await both(game, game.viewers['allied'], 'state', 'typedState', 'Game', sel);
    expect(allied.typed).toEqual(withoutNulls(allied.json));
    expect(french.typed).toEqual(withoutNulls(french.json));
  });
});
