import { randomUUID } from 'node:crypto';
import { type DomainEvent, type Ruleset, scriptedDice } from '@pratzen/engine';
import {
  type AppendResult,
  ConcurrencyError,
  InMemoryEventStore,
  type NewEvent,
  type StoredEvent,
} from '@pratzen/event-store';
import type { SpiCommand, SpiEvent, SpiState } from '@pratzen/rulesets/spi-1980';
import { defaultReserveDeployment } from '../../../../../libs/rulesets/spi-1980/src/sequence/reserve';
import { configFromEnv } from '../../config';
import { RulesetRegistry } from '../../rulesets/ruleset-registry';
import { GAME_CREATED, gameStream, storedPartsOf } from '@pratzen/game';
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

describe("GamesRepository.append: the feed's copy of an append in flight", () => {
  /** The in-memory store, with a feed that delivers each append's events before it returns. */
  class EarlyFeedStore extends InMemoryEventStore {
    feed: ((e: StoredEvent) => void) | null = null;
    /** Events "another process" appends right after the next append, also fed early. */
    then: NewEvent[] = [];

    override async appendToStream(
      ...args: Parameters<InMemoryEventStore['appendToStream']>
    ): Promise<AppendResult> {
      const result = await super.appendToStream(...args);
      for (const e of result.events) this.feed?.(e);
      if (this.then.length > 0) {
        const other = await super.appendToStream(args[0], this.then, { expectedVersion: 'any' });
        this.then = [];
        for (const e of other.events) this.feed?.(e);
      }
      return result;
    }
  }

  const asNew = (events: readonly DomainEvent[]): NewEvent[] =>
    events.map((e) => ({ ...storedPartsOf(e), meta: {} }));

  /** A cached SPI game at its opening, fed early, and the French reserve plot decided on it. */
  async function plotted() {
    const store = new EarlyFeedStore();
    const id = await storeGame(store);
    const repository = new GamesRepository(store, new RulesetRegistry(), configFromEnv({}));
    store.feed = (e) => void repository.applyStored(e);
    const record = await repository.load(id);
    const spi = record.ruleset as Ruleset<SpiState, SpiCommand, SpiEvent>;
    const opening = record.state as SpiState;
    const plot = spi.decide(
      opening,
      { type: 'PlotReserveDeployment', deployments: defaultReserveDeployment(opening) },
      scriptedDice([]),
    );
    if (!plot.ok) throw new Error(plot.violation.message);
    return { store, id, repository, record, spi, opening, plot: plot.events };
  }

  it('folds its own batch once (the decided state), then what another process appended meanwhile', async () => {
    const { store, id, repository, record, spi, opening, plot } = await plotted();
    const decided = plot.reduce((s, e) => spi.evolve(s, e), opening);
    const next = spi.decide(decided, { type: 'EndPhase' }, scriptedDice([]));
    if (!next.ok) throw new Error(next.violation.message);
    store.then = asNew(next.events);
    const evolve = jest.spyOn(spi, 'evolve');

    await repository.append(record, asNew(plot), { state: decided });

    // The plot's events were not evolved again (only the other process's were, after them).
    expect(evolve).toHaveBeenCalledTimes(next.events.length);
    expect(evolve.mock.calls[0]?.[0]).toBe(decided);
    expect(record.version).toBe(1 + plot.length + next.events.length);
    expect((record.state as SpiState).phase).toBe(
      next.events.reduce((s, e) => spi.evolve(s, e), decided).phase,
    );
    // The feed folds as before once no append is in flight.
    evolve.mockClear();
    const later = spi.decide(record.state as SpiState, { type: 'EndPhase' }, scriptedDice([]));
    if (!later.ok) throw new Error(later.violation.message);
    const stored = await InMemoryEventStore.prototype.appendToStream.call(
      store,
      gameStream(id),
      asNew(later.events),
      { expectedVersion: 'any' },
    );
    for (const e of stored.events) repository.applyStored(e);
    expect(evolve).toHaveBeenCalledTimes(later.events.length);
    expect(record.version).toBe(stored.version);
  });

  it('after a failed append, the events the feed held back are folded in', async () => {
    const { store, id, repository, record, opening, plot } = await plotted();
    // Another process got there first: its plot is stored and fed while ours is in flight.
    const theirs = await InMemoryEventStore.prototype.appendToStream.call(
      store,
      gameStream(id),
      asNew(plot),
      { expectedVersion: 1 },
    );
    // The feed hands their events over while our append is in flight: held back, not folded.
    const appending = repository.append(record, asNew(plot), { state: opening });
    for (const e of theirs.events) repository.applyStored(e);
    expect(record.version).toBe(1);
    await expect(appending).rejects.toBeInstanceOf(ConcurrencyError);
    expect(record.version).toBe(theirs.version);
  });
});
