import { EventStoreClosedError } from '../src/errors';
import type { ContractContext } from './contract';
import { newEvents } from './contract-helpers';

export function lifecycleContract(ctx: ContractContext): void {
  it('reports healthy while open and unhealthy once closed', async () => {
    expect((await ctx.store.health()).ok).toBe(true);
    await ctx.store.close();
    expect(await ctx.store.health()).toMatchObject({ ok: false });
  });

  it('rejects every call after close with EventStoreClosedError; close is idempotent', async () => {
    await ctx.store.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });
    await ctx.store.close();
    await ctx.store.close();

    const closed = expect.any(EventStoreClosedError) as unknown;
    await expect(
      ctx.store.appendToStream('game-1', newEvents(1), { expectedVersion: 'any' }),
    ).rejects.toEqual(closed);
    await expect(ctx.store.readStream('game-1')).rejects.toEqual(closed);
    await expect(ctx.store.streamVersion('game-1')).rejects.toEqual(closed);
    await expect(ctx.store.readAll()).rejects.toEqual(closed);
    expect(() => ctx.store.subscribeToAll(0, () => undefined)).toThrow(EventStoreClosedError);
  });
}
