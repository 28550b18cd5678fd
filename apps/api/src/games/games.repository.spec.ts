import { randomUUID } from 'node:crypto';
import { InMemoryEventStore } from '@pratzen/event-store';
import { configFromEnv } from '../config';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { GAME_CREATED, gameStream } from './game-created';
import { GamesRepository } from './games.repository';
import { isSharedInitialState } from './shared-initial-states';

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
    const repository = repositoryWith(store, 40_000);
    for (const id of ids) await repository.load(id);
    const { games, bytes } = repository.cached;
    // A game at its scenario's opening counts 4 KB (the opening itself is shared): 9 fit, never 12.
    expect(bytes).toBeLessThanOrEqual(40_000);
    expect(games).toBeGreaterThan(0);
    expect(games).toBeLessThan(12);
    // An evicted game is rebuilt from its stream when asked for.
    const first = await repository.load(ids[0] as string);
    expect(first.id).toBe(ids[0]);
    expect(repository.cached.bytes).toBeLessThanOrEqual(40_000);
  });

  it('games at the same opening share one deep-frozen state', async () => {
    const store = new InMemoryEventStore();
    const a = await repositoryWith(store, 1_000_000).load(await storeGame(store));
    const b = await repositoryWith(store, 1_000_000).load(await storeGame(store));
    expect(a.state).toBe(b.state);
    expect(isSharedInitialState(a.state)).toBe(true);
    expect(Object.isFrozen(a.state)).toBe(true);
    const units = (a.state as { units: Record<string, unknown>[] | Record<string, unknown> }).units;
    const unit = Object.values(units)[0] as object;
    expect(Object.isFrozen(unit)).toBe(true);
    expect(() => {
      (unit as Record<string, unknown>)['hex'] = 'X';
    }).toThrow(TypeError);
    // the sharing saves the cache's estimate too: 12 openings cost 12 × 4 KB, not 12 × 60 KB
    const repository = repositoryWith(store, 1_000_000);
    for (let i = 0; i < 12; i++) await repository.load(await storeGame(store));
    expect(repository.cached.bytes).toBeLessThan(12 * 8192);
  });

  it("asks the store for a game's version once per run of promise jobs, again after a tick", async () => {
    const store = new InMemoryEventStore();
    const id = await storeGame(store);
    const repository = repositoryWith(store, 1_000_000);
    await repository.load(id); // read from the store and cached
    await new Promise((r) => setImmediate(r));
    const asked = jest.spyOn(store, 'streamVersion');
    // a read's viewer, ETag and body, one after the other without waiting on I/O
    await repository.load(id);
    await repository.load(id);
    await repository.load(id);
    expect(asked).toHaveBeenCalledTimes(1);
    await new Promise((r) => setImmediate(r)); // another request: checked again
    await repository.load(id);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('with a cap of 0 keeps nothing and still serves every game', async () => {
    const store = new InMemoryEventStore();
    const id = await storeGame(store);
    const repository = repositoryWith(store, 0);
    expect((await repository.load(id)).version).toBe(1);
    expect(repository.cached).toEqual({ games: 0, bytes: 0 });
  });
});
