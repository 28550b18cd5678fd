import { InMemoryEventStore } from './memory';
import { eventStoreContract } from '../testing/contract';

eventStoreContract('in-memory', async ({ now }) => {
  const store = new InMemoryEventStore({ now });
  return { store, cleanup: () => store.close() };
});

describe('InMemoryEventStore', () => {
  it('defaults to the real clock', async () => {
    const store = new InMemoryEventStore();
    const before = Date.now();
    const { events } = await store.appendToStream(
      'game-1',
      [{ type: 'Started', data: {}, meta: {} }],
      { expectedVersion: 0 },
    );
    const recorded = Date.parse(events[0]?.recordedAt ?? '');

    expect(recorded).toBeGreaterThanOrEqual(before);
    expect(recorded).toBeLessThanOrEqual(Date.now());
    await store.close();
  });
});
