import {
  createSpiGame,
  type GqlError,
  GraphqlServer,
  type GqlResponse,
  type Seats,
} from './graphql-harness';
import { type Command, legalActions, SUBMIT } from './turn-player';

let server: GraphqlServer;
let seats: Seats;
let plot: Command;

beforeAll(async () => {
  server = await GraphqlServer.start();
  seats = await createSpiGame(server);
  const [first] = await legalActions(server, seats.gameId, seats.french, {});
  if (first === undefined) throw new Error('no reserve plot offered');
  plot = first;
});

afterAll(async () => {
  await server.stop();
});

/** The one error of a response, checked for what no error may carry. */
function onlyError(response: GqlResponse<unknown>): GqlError {
  expect(response.errors).toHaveLength(1);
  const [error] = response.errors ?? [];
  if (error === undefined) throw new Error('no error');
  expect(JSON.stringify(error)).not.toMatch(/stacktrace|\.ts:\d+|at Object\./);
  return error;
}

const submit = (command: unknown, authorization?: string, extra: Record<string, unknown> = {}) =>
  server.query(SUBMIT, { gameId: seats.gameId, command, ...extra }, authorization);

describe('GraphQL errors carry extensions.code and the HTTP-equivalent status', () => {
  it('401: a token that is not this game’s, and acting without one', async () => {
    const state = await server.query(
      'query($id: ID!) { game(id: $id) { id state } }',
      {
        id: seats.gameId,
      },
      'Bearer pzt_not-a-real-token',
    );
    expect(onlyError(state)).toMatchObject({
      path: ['game', 'state'],
      extensions: { code: 'INVALID_TOKEN', status: 401 },
    });
    expect(state.data).toEqual({ game: { id: seats.gameId, state: null } });
    expect(onlyError(await submit(plot)).extensions).toMatchObject({
      code: 'TOKEN_REQUIRED',
      status: 401,
    });
  });

  it('403: the Allied seat answering the French reserve plot', async () => {
    expect(onlyError(await submit(plot, seats.allied))).toMatchObject({
      path: ['submitCommand'],
      extensions: { code: 'NOT_YOUR_TURN', status: 403, rulesetId: 'spi-1980' },
    });
  });

  it('404: an unknown game, for a query and a mutation, and an unknown ruleset', async () => {
    const game = await server.query('{ game(id: "no-such-game") { id } }');
    expect(onlyError(game).extensions).toEqual({ code: 'GAME_NOT_FOUND', status: 404 });
    const mutation = await server.query(SUBMIT, { gameId: 'no-such-game', command: plot });
    expect(onlyError(mutation).extensions).toMatchObject({ code: 'GAME_NOT_FOUND', status: 404 });
    const ruleset = await server.query('{ ruleset(id: "no-such-ruleset") { id } }');
    expect(onlyError(ruleset).extensions).toMatchObject({ code: 'RULESET_NOT_FOUND', status: 404 });
  });

  it('409: a stale expectedVersion', async () => {
    const stale = await submit(plot, seats.french, { expectedVersion: 0 });
    expect(onlyError(stale).extensions).toMatchObject({ code: 'VERSION_CONFLICT', status: 409 });
  });

  it('422: a well-formed command the rules forbid names the rule and the ruleset', async () => {
    const deployments = (plot['deployments'] as { unitId: string }[]).map((d) => ({
      ...d,
      hex: '0101',
    }));
    const error = onlyError(await submit({ ...plot, deployments }, seats.french));
    expect(error).toMatchObject({
      path: ['submitCommand'],
      extensions: {
        code: 'OUTSIDE_RESERVE_ZONE',
        status: 422,
        rule: '12.0',
        rulesetId: 'spi-1980',
      },
    });
    const validation = await server.ok<{ validateCommand: unknown }>(
      `mutation($id: ID!, $c: JSON!) {
        validateCommand(gameId: $id, command: $c) { valid violation { status code rule } } }`,
      { id: seats.gameId, c: { ...plot, deployments } },
      seats.french,
    );
    expect(validation.validateCommand).toEqual({
      valid: false,
      violation: { status: 422, code: 'OUTSIDE_RESERVE_ZONE', rule: '12.0' },
    });
  });

  it('400: malformed commands and arguments, with field violations', async () => {
    const malformed = onlyError(await submit({ type: 'MoveUnit' }, seats.allied));
    expect(malformed.extensions).toMatchObject({ code: 'INVALID_COMMAND', status: 400 });
    expect(malformed.extensions['violations']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: expect.stringContaining('unitId') }),
      ]),
    );
    const create = await server.query(
      'mutation { createGame(input: {rulesetId: "", scenarioId: "historical"}) { refereeToken } }',
    );
    expect(onlyError(create).extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      violations: [expect.objectContaining({ path: 'rulesetId' })],
    });
    const unknown = await server.query(
      'mutation { createGame(input: {rulesetId: "nope", scenarioId: "historical"}) { refereeToken } }',
    );
    expect(onlyError(unknown).extensions).toMatchObject({ code: 'UNKNOWN_RULESET', status: 400 });
    const page = onlyError(await server.query('{ games(first: 1000) { items { id } } }'));
    expect(page.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      violations: [expect.objectContaining({ path: 'first' })],
    });
  });

  it('400: GraphQL parse and validation errors keep their codes', async () => {
    const unknownField = await server.query('{ game(id: "x") { nope } }');
    expect(unknownField.httpStatus).toBe(400);
    expect(onlyError(unknownField).extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    });
    const syntax = await server.query('{ game(id: ');
    expect(syntax.httpStatus).toBe(400);
    expect(onlyError(syntax).extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
    const badVariable = await server.query('query($n: Int) { games(first: $n) { nextCursor } }', {
      n: 'ten',
    });
    expect(onlyError(badVariable).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
    });
  });

  it('400 QUERY_TOO_DEEP: following game → ruleset → games links more than 8 levels', async () => {
    const link = (inner: string) => `ruleset { games(first: 1) { items { ${inner} } } }`;
    const query = (inner: string) =>
      server.query(`query($id: ID!) { game(id: $id) { ${inner} } }`, { id: seats.gameId });
    // game.ruleset.games.items.ruleset.games.items.id: 7 levels
    expect((await query(link(link('id')))).errors).toBeUndefined();
    const deep = await query(link(link('ruleset { id }'))); // 9 levels
    expect(deep.httpStatus).toBe(400);
    expect(deep.data).toBeUndefined();
    expect(onlyError(deep)).toEqual({
      message: 'the operation nests 9 levels; at most 8',
      extensions: { code: 'QUERY_TOO_DEEP', status: 400, limit: 8 },
    });
  });

  it('introspection: the standard query passes; fanning out through fields does not', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    expect((await server.query(getIntrospectionQuery())).errors).toBeUndefined();
    const fanOut = await server.query(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    );
    expect(onlyError(fanOut).extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    });
  });

  it('400 QUERY_TOO_COMPLEX: many games’ states at once, or a hundred aliased commands', async () => {
    const states = await server.query(
      '{ games(first: 100) { items { state legalActions { command } } } }',
    );
    expect(onlyError(states).extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', status: 400 });
    const aliases = Array.from(
      { length: 101 },
      (_, i) => `c${i}: endPhase(gameId: "${seats.gameId}") { version }`,
    );
    const batch = await server.query(`mutation { ${aliases.join(' ')} }`);
    expect(batch.httpStatus).toBe(400);
    expect(onlyError(batch).extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  });
});
