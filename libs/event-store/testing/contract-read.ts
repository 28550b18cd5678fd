import type { ReadAllOptions, ReadStreamOptions } from '../src/event-store';
import { InvalidArgumentError } from '../src/errors';
import type { ContractContext } from './contract';
import { newEvents, positions, range, seed, versions } from './contract-helpers';

export function readContract(ctx: ContractContext): void {
  it('reads an unknown stream as empty, at version 0', async () => {
    expect(await ctx.store.readStream('nowhere')).toEqual([]);
    expect(await ctx.store.streamVersion('nowhere')).toBe(0);
  });

  it("reads only the stream's own events, in version order", async () => {
    await seed(ctx.store, 12, { streams: 3, prefix: 'game' });

    const stream = await ctx.store.readStream('game-1');
    expect(stream.every((e) => e.streamId === 'game-1')).toBe(true);
    expect(versions(stream)).toEqual([1, 2, 3, 4]);
  });

  it.each<[ReadStreamOptions, number[]]>([
    [{}, range(1, 10)],
    [{ fromVersion: 3 }, range(3, 10)],
    [{ toVersion: 4 }, range(1, 4)],
    [{ fromVersion: 3, toVersion: 5 }, [3, 4, 5]],
    [{ limit: 3 }, [1, 2, 3]],
    [{ fromVersion: 4, limit: 2 }, [4, 5]],
    [{ fromVersion: 2, toVersion: 9, limit: 3 }, [2, 3, 4]],
    [{ fromVersion: 8, limit: 10 }, [8, 9, 10]],
    [{ toVersion: 20 }, range(1, 10)],
    [{ fromVersion: 11 }, []],
    [{ fromVersion: 6, toVersion: 5 }, []],
    [{ toVersion: 0 }, []],
    [{ limit: 0 }, []],
  ])('readStream %j → versions %j', async (options, expected) => {
    await ctx.store.appendToStream('game-1', newEvents(10), { expectedVersion: 0 });
    await ctx.store.appendToStream('game-2', newEvents(3), { expectedVersion: 0 });

    expect(versions(await ctx.store.readStream('game-1', options))).toEqual(expected);
  });

  it('tracks the stream version as events are appended', async () => {
    await ctx.store.appendToStream('game-1', newEvents(3), { expectedVersion: 0 });
    await ctx.store.appendToStream('game-2', newEvents(1), { expectedVersion: 0 });
    await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 3 });

    expect(await ctx.store.streamVersion('game-1')).toBe(5);
    expect(await ctx.store.streamVersion('game-2')).toBe(1);
  });

  it('reads all streams in commit order, after a position, with a limit', async () => {
    await seed(ctx.store, 10, { streams: 4 });
    const all = await ctx.store.readAll();
    const at = (i: number): number => all[i]?.position ?? -1;

    expect(all).toHaveLength(10);
    expect(all.map((e) => e.streamId)).toEqual(range(0, 9).map((i) => `seed-${i % 4}`));
    expect(await ctx.store.readAll({ after: at(3) })).toEqual(all.slice(4));
    expect(await ctx.store.readAll({ limit: 4 })).toEqual(all.slice(0, 4));
    expect(await ctx.store.readAll({ after: at(2), limit: 3 })).toEqual(all.slice(3, 6));
    expect(await ctx.store.readAll({ after: at(9) })).toEqual([]);
    expect(await ctx.store.readAll({ limit: 0 })).toEqual([]);
  });

  it('pages through the whole log with after + limit', async () => {
    await seed(ctx.store, 23, { streams: 5, batch: 3 });
    const pages: number[] = [];
    let after = 0;
    for (;;) {
      const page = await ctx.store.readAll({ after, limit: 5 });
      if (page.length === 0) break;
      pages.push(...positions(page));
      after = page[page.length - 1]?.position ?? after;
    }

    expect(pages).toEqual(positions(await ctx.store.readAll()));
    expect(pages).toHaveLength(23);
  });

  it.each<[string, ReadStreamOptions]>([
    ['fromVersion 0', { fromVersion: 0 }],
    ['a negative limit', { limit: -1 }],
    ['a fractional toVersion', { toVersion: 2.5 }],
  ])('rejects readStream with %s', async (_, options) => {
    await expect(ctx.store.readStream('game-1', options)).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
  });

  it.each<[string, ReadAllOptions]>([
    ['a negative after', { after: -1 }],
    ['a fractional limit', { limit: 0.5 }],
  ])('rejects readAll with %s', async (_, options) => {
    await expect(ctx.store.readAll(options)).rejects.toBeInstanceOf(InvalidArgumentError);
  });
}
