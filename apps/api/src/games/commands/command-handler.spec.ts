import { randomUUID } from 'node:crypto';
import type { Dice } from '@pratzen/engine';
import { InMemoryEventStore } from '@pratzen/event-store';
import { GAME_CREATED, gameStream } from '@pratzen/game';
import { ApiProblem } from '../../common/problem';
import { configFromEnv } from '../../config';
import type { LiveBus } from '../../redis/live-bus';
import type { AnyRuleset, RulesetRegistry } from '../../rulesets/ruleset-registry';
import { CommandParser } from './command-parser';
import { GamesCommands } from './games.commands';
import type { GamesProjection } from '../reads/games.projection';
import { GamesRepository } from '../repository/games.repository';

/**
 * The one command handler (GamesCommands.submit): load → the engine plays the command once per
 * attempt (its dice counted with it) → seal → append at the version seen → another attempt only
 * after a concurrency conflict. Over a fake ruleset whose `Roll` rolls three dice.
 */
const decide = jest.fn((_state: unknown, _command: unknown, dice: Dice) => ({
  ok: true as const,
  events: [{ type: 'Rolled', faces: [dice.roll('a'), dice.roll('b'), dice.roll('c')] }],
}));
const ruleset = {
  info: { id: 'fake-dice', version: '1.0.0', title: 'fake', sides: ['a', 'b'], geometry: 'hex' },
  commandSchemas: {
    Roll: { type: 'object', required: ['type'], properties: { type: { const: 'Roll' } } },
  },
  initialState: () => ({ ok: true, state: { rolled: 0 } }),
  decide,
  evolve: (s: { rolled: number }) => ({ rolled: s.rolled + 1 }),
  actingSide: () => 'a',
  status: () => ({ over: false }),
  redactEvent: (e: unknown) => e,
} as unknown as AnyRuleset;

const store = new InMemoryEventStore();
const registry = { get: (id: string) => (id === 'fake-dice' ? ruleset : undefined) };
const repository = new GamesRepository(
  store,
  registry as unknown as RulesetRegistry,
  configFromEnv({}),
);
const commands = new GamesCommands(
  repository,
  { update: () => undefined } as unknown as GamesProjection,
  new CommandParser(),
  { publish: () => undefined } as unknown as LiveBus,
);

/** A manual-dice game of the fake ruleset (GameCreated alone). */
async function newGame(): Promise<string> {
  const gameId = randomUUID();
  const data = {
    gameId,
    rulesetId: 'fake-dice',
    rulesetVersion: '1.0.0',
    scenarioId: 'only',
    optionalRules: [],
    setup: null,
    custom: false,
    dice: { mode: 'manual', commitment: null },
    seats: ['a', 'b'],
    label: null,
    tournament: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const meta = { commandId: randomUUID(), commandType: 'CreateGame', actor: 'system' };
  await store.appendToStream(gameStream(gameId), [{ type: GAME_CREATED, data, meta }], {
    expectedVersion: 0,
  });
  return gameId;
}

const side = { kind: 'side', side: 'a' } as const;

async function problemOf(promise: Promise<unknown>): Promise<ApiProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiProblem)) throw new Error(`expected a problem, got ${String(error)}`);
  return error;
}

describe('the command handler', () => {
  beforeEach(() => decide.mockClear());

  it('decides once, and counts the dice a short manual command needs with that decision', async () => {
    const id = await newGame();
    const problem = await problemOf(commands.submit(id, side, { type: 'Roll', dice: [4] }, {}));
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('DICE_COUNT');
    expect(problem.extra.details).toEqual({ needed: 3, given: 1 });
    expect(decide).toHaveBeenCalledTimes(1);
  });

  it('plays a command with its dice once, and appends it', async () => {
    const id = await newGame();
    const result = await commands.submit(id, side, { type: 'Roll', dice: [1, 2, 3] }, {});
    expect(result.version).toBe(2);
    expect(result.events[0]).toMatchObject({ type: 'Rolled', data: { faces: [1, 2, 3] } });
    expect(decide).toHaveBeenCalledTimes(1);
  });

  it('after a concurrency conflict (another writer behind the cached game) decides again, once', async () => {
    const id = await newGame();
    await commands.submit(id, side, { type: 'Roll', dice: [1, 2, 3] }, {});
    // another process appends: this process's cached game is now one event behind the store
    const meta = { commandId: randomUUID(), commandType: 'Roll', actor: 'a', dice: [] };
    await store.appendToStream(gameStream(id), [{ type: 'Rolled', data: { faces: [] }, meta }], {
      expectedVersion: 2,
    });
    decide.mockClear();
    const result = await commands.submit(id, side, { type: 'Roll', dice: [6, 6, 6] }, {});
    expect(result.version).toBe(4);
    expect(decide).toHaveBeenCalledTimes(2); // the cached attempt, then the fresh one
  });

  it('answers a stale expectedVersion with 409 without deciding', async () => {
    const id = await newGame();
    const problem = await problemOf(
      commands.submit(id, side, { type: 'Roll', dice: [1, 2, 3] }, { expectedVersion: 7 }),
    );
    expect([problem.status, problem.code]).toEqual([409, 'VERSION_CONFLICT']);
    expect(decide).not.toHaveBeenCalled();
  });

  it('the referee rule is the engine’s, with one status: a seat sending Adjudicate is 403 REFEREE_ONLY', async () => {
    const id = await newGame();
    const adjudicate = { type: 'Adjudicate', winner: 'a', level: 'marginal' };
    const problem = await problemOf(commands.submit(id, side, adjudicate, {}));
    expect([problem.status, problem.code]).toEqual([403, 'REFEREE_ONLY']);
    // answered as the command is played: a malformed Adjudicate is first a 400 (status change:
    // it was 403 before the body was read, docs/errors.md)
    const malformed = await problemOf(commands.submit(id, side, { ...adjudicate, winner: 1 }, {}));
    expect([malformed.status, malformed.code]).toEqual([400, 'INVALID_COMMAND']);
  });
});
