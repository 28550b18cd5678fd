import { ConcurrencyError, type AppendResult } from '../src/event-store';
import type { ContractContext } from './contract';
import { isStrictlyIncreasing, newEvents, positions, range, versions } from './contract-helpers';

async function conflict(promise: Promise<AppendResult>): Promise<ConcurrencyError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConcurrencyError);
  return error as ConcurrencyError;
}

export function concurrencyContract(ctx: ContractContext): void {
  it('rejects a stale expectedVersion with the actual version, writing nothing', async () => {
    await ctx.store.appendToStream('game-1', newEvents(3), { expectedVersion: 0 });
    const before = await ctx.store.readAll();

    const error = await conflict(
      ctx.store.appendToStream('game-1', newEvents(4, 'Late'), { expectedVersion: 1 }),
    );

    expect(error).toMatchObject({ streamId: 'game-1', expected: 1, actual: 3 });
    expect(error.message).toContain('game-1');
    expect(await ctx.store.streamVersion('game-1')).toBe(3);
    expect(await ctx.store.readAll()).toEqual(before);
  });

  it('rejects an expectedVersion ahead of the stream without creating it', async () => {
    const error = await conflict(
      ctx.store.appendToStream('game-new', newEvents(2), { expectedVersion: 5 }),
    );

    expect(error).toMatchObject({ streamId: 'game-new', expected: 5, actual: 0 });
    expect(await ctx.store.streamVersion('game-new')).toBe(0);
    expect(await ctx.store.readStream('game-new')).toEqual([]);
  });

  it('rejects expectedVersion 0 when the stream already exists', async () => {
    await ctx.store.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });

    const error = await conflict(
      ctx.store.appendToStream('game-1', newEvents(1), { expectedVersion: 0 }),
    );
    expect(error.actual).toBe(1);
  });

  it('keeps a rejected batch all-or-nothing and the stream usable afterwards', async () => {
    await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });
    await conflict(ctx.store.appendToStream('game-1', newEvents(5), { expectedVersion: 1 }));

    const next = await ctx.store.appendToStream('game-1', newEvents(2, 'Next'), {
      expectedVersion: 2,
    });
    const stream = await ctx.store.readStream('game-1');
    expect(versions(next.events)).toEqual([3, 4]);
    expect(stream.map((e) => e.type)).toEqual(['Event1', 'Event2', 'Next1', 'Next2']);
  });

  it('lets exactly one of 50 concurrent appends with the same expectedVersion win', async () => {
    await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });

    const outcomes = await Promise.allSettled(
      range(1, 50).map((i) =>
        ctx.store.appendToStream('game-1', newEvents(2, `Writer${i}-`), { expectedVersion: 2 }),
      ),
    );

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(ConcurrencyError);
      expect(reason).toMatchObject({ expected: 2, actual: 4 });
    }
    const stream = await ctx.store.readStream('game-1');
    expect(versions(stream)).toEqual([1, 2, 3, 4]);
    expect(stream.slice(2)).toEqual(won[0]?.value.events);
  });

  it("serialises 50 concurrent 'any' appends to one stream without losing one", async () => {
    const results = await Promise.all(
      range(1, 50).map((i) =>
        ctx.store.appendToStream('game-1', newEvents(1, `W${i}-`), { expectedVersion: 'any' }),
      ),
    );

    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual(range(1, 50));
    const stream = await ctx.store.readStream('game-1');
    expect(versions(stream)).toEqual(range(1, 50));
    expect(new Set(stream.map((e) => e.type)).size).toBe(50);
  });

  it('appends concurrently to different streams with distinct increasing positions', async () => {
    await Promise.all(
      range(1, 20).map((i) =>
        ctx.store.appendToStream(`game-${i}`, newEvents(2), { expectedVersion: 0 }),
      ),
    );

    const all = await ctx.store.readAll();
    expect(all).toHaveLength(40);
    expect(isStrictlyIncreasing(positions(all))).toBe(true);
    for (const i of range(1, 20)) expect(await ctx.store.streamVersion(`game-${i}`)).toBe(2);
  });
}
