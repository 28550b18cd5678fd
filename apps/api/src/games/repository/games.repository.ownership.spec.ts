import { randomUUID } from 'node:crypto';
import { InMemoryEventStore, type StoredEvent } from '@pratzen/event-store';
import { GAME_CREATED, gameStream } from '@pratzen/game';
import type { Ownership } from '../../cluster/membership';
import { configFromEnv } from '../../config';
import { RulesetRegistry } from '../../rulesets/ruleset-registry';
import { GamesRepository } from './games.repository';

/** A bare SPI game stream (GameCreated alone). */
async function storeGame(store: InMemoryEventStore): Promise<StoredEvent> {
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
  const r = await store.appendToStream(gameStream(gameId), [{ type: GAME_CREATED, data, meta }], {
    expectedVersion: 0,
  });
  return r.events[0] as StoredEvent;
}

/** Owns the games in `mine`; `move` changes them and tells the listeners, as a heartbeat would. */
class TestOwnership implements Ownership {
  readonly members = ['a', 'b'];
  private readonly listeners: (() => void)[] = [];
  constructor(private mine: Set<string>) {}
  owns(gameId: string): boolean {
    return this.mine.has(gameId);
  }
  onChange(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => undefined;
  }
  move(mine: Set<string>): void {
    this.mine = mine;
    for (const l of this.listeners) l();
  }
}

describe('GamesRepository with game ownership (issue #33)', () => {
  const setUp = async () => {
    const store = new InMemoryEventStore();
    const owned = await storeGame(store);
    const other = await storeGame(store);
    const ownership = new TestOwnership(new Set([owned.streamId.slice('game-'.length)]));
    const repository = new GamesRepository(
      store,
      new RulesetRegistry(),
      configFromEnv({}),
      undefined,
      ownership,
    );
    const id = (e: StoredEvent) => e.streamId.slice('game-'.length);
    return { store, owned, other, ownership, repository, id };
  };

  it("keeps its own games; another node's game is read on demand and not held", async () => {
    const { owned, other, repository, id } = await setUp();
    expect((await repository.load(id(other))).id).toBe(id(other));
    expect(repository.cached.games).toBe(0);
    expect((await repository.load(id(owned))).id).toBe(id(owned));
    expect(repository.cached.games).toBe(1);
    expect(repository.owns(id(owned))).toBe(true);
    expect(repository.owns(id(other))).toBe(false);
  });

  it("folds the feed's events of its own games only", async () => {
    const { owned, other, repository, id } = await setUp();
    // GameCreated of another node's game: a record for its first summary, not kept
    const created = repository.applyStored(other);
    expect(created?.id).toBe(id(other));
    expect(repository.cached.games).toBe(0);
    // a later event of another node's game: not folded (no record), whatever it is
    expect(repository.applyStored({ ...other, version: 2, type: 'Anything' })).toBeUndefined();
    // its own game's GameCreated is kept
    expect(repository.applyStored(owned)?.id).toBe(id(owned));
    expect(repository.cached.games).toBe(1);
  });

  it('drops the games that moved away at a membership change, and still serves them', async () => {
    const { owned, other, ownership, repository, id } = await setUp();
    await repository.load(id(owned));
    expect(repository.cached.games).toBe(1);
    ownership.move(new Set([id(other)]));
    expect(repository.cached.games).toBe(0);
    expect((await repository.load(id(owned))).id).toBe(id(owned));
    expect(repository.cached.games).toBe(0);
    await repository.load(id(other));
    expect(repository.cached.games).toBe(1);
  });
});
