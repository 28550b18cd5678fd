import { randomUUID } from 'node:crypto';
import { InMemoryEventStore } from '@pratzen/event-store';
import { configFromEnv } from '../config';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { GAME_CREATED, gameStream } from './game-created';
import { GamesRepository } from './games.repository';

/** A bare SPI game stream (GameCreated alone): what `load` needs to rebuild it. */
async function storeGame(store: InMemoryEventStore): Promise<string> {
  const gameId = randomUUID();
  const data = {
    gameId,
    rulesetId: 'spi-1980',
    rulesetVersion: '1',
    scenarioId: 'historical',
    optionalRules: [],
    setup: null,
    custom: false,
    dice: { mode: 'manual', commitment: null },
    seats: ['french', 'allied'],
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

describe('GamesRepository: games in memory capped by bytes (GAME_CACHE_LIMIT_BYTES)', () => {
  const repositoryWith = (store: InMemoryEventStore, bytes: number): GamesRepository =>
    new GamesRepository(
      store,
      new RulesetRegistry(),
      configFromEnv({ GAME_CACHE_LIMIT_BYTES: String(bytes) }),
    );

  it('keeps the estimated bytes of its games under the cap, the least recently used evicted', async () => {
    const store = new InMemoryEventStore();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await storeGame(store));
    const repository = repositoryWith(store, 400_000);
    for (const id of ids) await repository.load(id);
    const { games, bytes } = repository.cached;
    // An SPI state of ~6 KB of JSON counts ~60 KB: a handful fit, never 12.
    expect(bytes).toBeLessThanOrEqual(400_000);
    expect(games).toBeGreaterThan(0);
    expect(games).toBeLessThan(12);
    // An evicted game is rebuilt from its stream when asked for.
    const first = await repository.load(ids[0] as string);
    expect(first.id).toBe(ids[0]);
    expect(repository.cached.bytes).toBeLessThanOrEqual(400_000);
  });

  it('with a cap of 0 keeps nothing and still serves every game', async () => {
    const store = new InMemoryEventStore();
    const id = await storeGame(store);
    const repository = repositoryWith(store, 0);
    expect((await repository.load(id)).version).toBe(1);
    expect(repository.cached).toEqual({ games: 0, bytes: 0 });
  });
});
