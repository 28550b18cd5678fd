import type { ExpectedVersion } from '../src/event-store';
import { InvalidArgumentError, InvalidEventError } from '../src/errors';
import type { ContractContext } from './contract';
import {
  TestClock,
  isStrictlyIncreasing,
  newEvent,
  newEvents,
  positions,
  range,
  versions,
} from './contract-helpers';

export function appendContract(ctx: ContractContext): void {
  it('appends to a new stream with expectedVersion 0', async () => {
    const result = await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });

    expect(result.version).toBe(2);
    expect(result.events.map((e) => [e.streamId, e.version, e.type])).toEqual([
      ['game-1', 1, 'Event1'],
      ['game-1', 2, 'Event2'],
    ]);
    expect(await ctx.store.streamVersion('game-1')).toBe(2);
  });

  it("appends to a new stream with expectedVersion 'any', then at the end of it", async () => {
    await ctx.store.appendToStream('game-1', newEvents(1), { expectedVersion: 'any' });
    const second = await ctx.store.appendToStream('game-1', newEvents(2), {
      expectedVersion: 'any',
    });

    expect(second.version).toBe(3);
    expect(versions(second.events)).toEqual([2, 3]);
  });

  it('numbers versions from 1, contiguous across appends', async () => {
    let version = 0;
    for (const size of [3, 1, 2]) {
      version = (
        await ctx.store.appendToStream('game-1', newEvents(size), { expectedVersion: version })
      ).version;
    }

    expect(version).toBe(6);
    expect(versions(await ctx.store.readStream('game-1'))).toEqual(range(1, 6));
  });

  it('gives global positions strictly increasing across streams, in commit order', async () => {
    const appended: number[] = [];
    for (const streamId of ['game-a', 'game-b', 'game-a', 'game-c', 'game-b']) {
      const result = await ctx.store.appendToStream(streamId, newEvents(2), {
        expectedVersion: 'any',
      });
      appended.push(...positions(result.events));
    }

    expect(isStrictlyIncreasing(appended)).toBe(true);
    expect(positions(await ctx.store.readAll())).toEqual(appended);
  });

  it('returns the events exactly as readers will see them', async () => {
    const result = await ctx.store.appendToStream('game-1', newEvents(3), { expectedVersion: 0 });

    expect(await ctx.store.readStream('game-1')).toEqual(result.events);
    expect(await ctx.store.readAll()).toEqual(result.events);
  });

  it('treats an empty batch as a version check that writes nothing', async () => {
    await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });

    expect(await ctx.store.appendToStream('game-1', [], { expectedVersion: 2 })).toEqual({
      version: 2,
      events: [],
    });
    expect(await ctx.store.appendToStream('game-2', [], { expectedVersion: 0 })).toEqual({
      version: 0,
      events: [],
    });
    expect(await ctx.store.readAll()).toHaveLength(2);
  });

  it.each<[string, string, ExpectedVersion]>([
    ['an empty stream id', '', 0],
    ['a negative expected version', 'game-1', -1],
    ['a fractional expected version', 'game-1', 1.5],
    ['a NaN expected version', 'game-1', Number.NaN],
  ])('rejects %s with InvalidArgumentError', async (_, streamId, expectedVersion) => {
    await expect(
      ctx.store.appendToStream(streamId, newEvents(1), { expectedVersion }),
    ).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(await ctx.store.readAll()).toEqual([]);
  });

  it('round-trips data and meta as JSON', async () => {
    const data = {
      unit: 'II/4e Ligne',
      hex: '1521',
      strength: 4,
      ratio: 1.5,
      routed: false,
      leader: null,
      path: ['1521', '1522', { river: true }],
      quote: 'it said "Vive l\'Empereur!" — 🇫🇷 \u0000 end',
      nested: { deep: { deeper: [[], {}] } },
      // JSON semantics: undefined properties vanish, dates become ISO strings.
      dropped: undefined,
      at: new Date('1805-12-02T08:00:00.000Z'),
    };
    const meta = { commandId: 'c-1', actor: { side: 'french' }, rulesetVersion: 3 };
    await ctx.store.appendToStream('game-1', [newEvent('UnitMoved', data, meta)], {
      expectedVersion: 0,
    });
    const [stored] = await ctx.store.readStream('game-1');

    expect(stored?.data).toEqual(JSON.parse(JSON.stringify(data)));
    expect(stored?.data).not.toHaveProperty('dropped');
    expect(stored?.meta).toEqual(meta);
    for (const scalar of [0, 'text', true, null, [1, 'two']]) {
      await ctx.store.appendToStream('scalars', [newEvent('Scalar', scalar)], {
        expectedVersion: 'any',
      });
    }
    const scalars = await ctx.store.readStream('scalars');
    expect(scalars.map((e) => e.data)).toEqual([0, 'text', true, null, [1, 'two']]);
  });

  it('hands out copies: mutating an event read or returned does not change the store', async () => {
    const data = { strength: 4 };
    const result = await ctx.store.appendToStream('game-1', [newEvent('Hit', data)], {
      expectedVersion: 0,
    });
    data.strength = 0;
    (result.events[0]?.data as { strength: number }).strength = 1;
    const [first] = await ctx.store.readStream('game-1');
    (first?.data as { strength: number }).strength = 2;

    expect((await ctx.store.readStream('game-1'))[0]?.data).toEqual({ strength: 4 });
  });

  it.each<[string, unknown, unknown]>([
    ['BigInt data', { n: BigInt(1) }, {}],
    [
      'circular data',
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      })(),
      {},
    ],
    ['undefined data', undefined, {}],
    ['array meta', {}, ['not', 'an', 'object']],
    ['null meta', {}, null],
  ])('rejects %s with InvalidEventError, writing nothing of the batch', async (_, data, meta) => {
    const bad = { type: 'Bad', data, meta } as never;
    const batch = [...newEvents(2), bad];

    const error: unknown = await ctx.store
      .appendToStream('game-1', batch, { expectedVersion: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEventError);
    expect((error as InvalidEventError).index).toBe(2);
    expect(await ctx.store.streamVersion('game-1')).toBe(0);
    expect(await ctx.store.readAll()).toEqual([]);
  });

  it('rejects an event without a type', async () => {
    await expect(
      ctx.store.appendToStream('game-1', [newEvent('')], { expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(InvalidEventError);
  });

  it("stamps recordedAt as an ISO string from the store's clock, one time per append", async () => {
    const first = await ctx.store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });
    ctx.clock.set('2025-12-02T09:15:30.250Z');
    const second = await ctx.store.appendToStream('game-2', newEvents(1), { expectedVersion: 0 });

    expect(first.events.map((e) => e.recordedAt)).toEqual([TestClock.START, TestClock.START]);
    expect(second.events[0]?.recordedAt).toBe('2025-12-02T09:15:30.250Z');
    expect((await ctx.store.readAll()).map((e) => e.recordedAt)).toEqual([
      TestClock.START,
      TestClock.START,
      '2025-12-02T09:15:30.250Z',
    ]);
  });
}
