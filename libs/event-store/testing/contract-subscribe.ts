import type { StoredEvent } from '../src/event-store';
import { InvalidArgumentError } from '../src/errors';
import type { ContractContext } from './contract';
import {
  isStrictlyIncreasing,
  newEvents,
  positions,
  seed,
  settle,
  waitFor,
} from './contract-helpers';

const append = (ctx: ContractContext, streamId: string, count = 1) =>
  ctx.store.appendToStream(streamId, newEvents(count), { expectedVersion: 'any' });

export function subscribeContract(ctx: ContractContext): void {
  it('catches up on stored events, then delivers new ones live, in order', async () => {
    await seed(ctx.store, 5);
    const seen: StoredEvent[] = [];
    const subscription = ctx.store.subscribeToAll(0, (e) => seen.push(e));
    await waitFor(() => seen.length === 5, 'catch-up');
    await append(ctx, 'live-1', 2);
    await append(ctx, 'live-2');
    await waitFor(() => seen.length === 8, 'live events');
    subscription.close();

    expect(seen).toEqual(await ctx.store.readAll());
  });

  it('starts after the given position', async () => {
    await seed(ctx.store, 6);
    const all = await ctx.store.readAll();
    const from = all[2]?.position ?? 0;
    const seen: number[] = [];
    const subscription = ctx.store.subscribeToAll(from, (e) => seen.push(e.position));
    await waitFor(() => seen.length === 3, 'events after the position');
    await settle();
    subscription.close();

    expect(seen).toEqual(positions(all.slice(3)));
  });

  it('never calls the handler before subscribeToAll has returned', async () => {
    await seed(ctx.store, 3);
    let returned = false;
    let calledEarly = false;
    const subscription = ctx.store.subscribeToAll(0, () => {
      calledEarly ||= !returned;
    });
    returned = true;
    await settle();
    subscription.close();

    expect(calledEarly).toBe(false);
  });

  it('delivers each event exactly once when appends interleave with the catch-up', async () => {
    await seed(ctx.store, 600, { streams: 7, batch: 10 });
    const seen: StoredEvent[] = [];
    const fromHandler: Promise<unknown>[] = [];
    const subscription = ctx.store.subscribeToAll(0, (e) => {
      seen.push(e);
      // Appends made while the subscription is still in the middle of a page.
      if (seen.length % 100 === 0 && fromHandler.length < 5) {
        fromHandler.push(append(ctx, 'from-handler'));
      }
    });
    const burst = Promise.all(Array.from({ length: 100 }, (_, i) => append(ctx, `burst-${i % 4}`)));
    let trickled = 0;
    for (let i = 0; i < 20; i++) {
      trickled += (await append(ctx, 'trickle', 1 + (i % 3))).events.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await burst;
    const expected = 600 + 100 + trickled + 5; // the handler appends 5 times
    await waitFor(() => seen.length >= expected, `${expected} events`, 15_000);
    await Promise.all(fromHandler);
    await settle();
    subscription.close();

    const all = await ctx.store.readAll();
    expect(all).toHaveLength(expected);
    expect(positions(seen)).toEqual(positions(all));
    expect(isStrictlyIncreasing(positions(seen))).toBe(true);
  }, 30_000);

  it('delivers events appended from inside the handler, with nothing appended after', async () => {
    await seed(ctx.store, 10);
    const seen: StoredEvent[] = [];
    let reactions = 0;
    // A reaction chain (like a process manager): the first event, mid-page, triggers an append,
    // and each appended event triggers the next, until three have been appended.
    const subscription = ctx.store.subscribeToAll(0, (e) => {
      seen.push(e);
      if ((seen.length === 1 || e.streamId === 'reactions') && reactions < 3) {
        reactions += 1;
        void append(ctx, 'reactions');
      }
    });
    await waitFor(() => seen.length === 13, 'the chained reactions');
    await settle();
    subscription.close();

    expect(positions(seen)).toEqual(positions(await ctx.store.readAll()));
    expect(seen.filter((e) => e.streamId === 'reactions')).toHaveLength(3);
  });

  it('delivers every event to every subscriber', async () => {
    await seed(ctx.store, 4);
    const a: number[] = [];
    const b: number[] = [];
    const subA = ctx.store.subscribeToAll(0, (e) => a.push(e.position));
    await append(ctx, 'game-x', 3);
    const subB = ctx.store.subscribeToAll(0, (e) => b.push(e.position));
    await append(ctx, 'game-y', 2);
    await waitFor(() => a.length === 9 && b.length === 9, 'both subscribers');
    subA.close();
    subB.close();

    expect(a).toEqual(b);
  });

  it('stops delivering once closed', async () => {
    const seen: number[] = [];
    const subscription = ctx.store.subscribeToAll(0, (e) => seen.push(e.position));
    await append(ctx, 'game-1', 2);
    await waitFor(() => seen.length === 2, 'the first events');
    subscription.close();
    subscription.close(); // idempotent
    await append(ctx, 'game-1', 3);
    await settle();

    expect(seen).toHaveLength(2);
  });

  it('stops at once when the handler closes its subscription mid catch-up', async () => {
    await seed(ctx.store, 50);
    const seen: number[] = [];
    const subscription = ctx.store.subscribeToAll(0, (e) => {
      seen.push(e.position);
      if (seen.length === 7) subscription.close();
    });
    await settle();
    await append(ctx, 'game-1');
    await settle();

    expect(seen).toHaveLength(7);
  });

  it('ends every subscription when the store closes', async () => {
    const seen: number[] = [];
    ctx.store.subscribeToAll(0, (e) => seen.push(e.position));
    await append(ctx, 'game-1');
    await waitFor(() => seen.length === 1, 'one event');
    await ctx.store.close();
    await settle();

    expect(seen).toHaveLength(1);
  });

  it('closes a subscription whose handler throws and reports the event to onError', async () => {
    await seed(ctx.store, 5);
    const failures: [unknown, StoredEvent | undefined][] = [];
    const seen: number[] = [];
    const healthy: number[] = [];
    const boom = new Error('projection bug');
    ctx.store.subscribeToAll(
      0,
      (e) => {
        if (seen.length === 2) throw boom;
        seen.push(e.position);
      },
      { onError: (error, event) => failures.push([error, event]) },
    );
    const other = ctx.store.subscribeToAll(0, (e) => healthy.push(e.position));
    await waitFor(() => failures.length === 1 && healthy.length === 5, 'the failure');
    await append(ctx, 'game-1');
    await waitFor(() => healthy.length === 6, 'the healthy subscriber');
    await settle();
    other.close();

    const all = positions(await ctx.store.readAll());
    expect(seen).toEqual(all.slice(0, 2));
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[0]).toBe(boom);
    expect(failures[0]?.[1]?.position).toBe(all[2]);
    expect(healthy).toEqual(all);
  });

  it('rejects a negative or fractional start position', () => {
    expect(() => ctx.store.subscribeToAll(-1, () => undefined)).toThrow(InvalidArgumentError);
    expect(() => ctx.store.subscribeToAll(1.5, () => undefined)).toThrow(InvalidArgumentError);
  });
}
