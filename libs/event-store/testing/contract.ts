/**
 * The EventStore contract: one suite every adapter must pass. It talks to the port only (no
 * SQL, no files), so PostgreSQL and KurrentDB adapters can run it unchanged:
 *
 *   eventStoreContract('postgres', async ({ now }) => {
 *     const store = new PostgresEventStore({ url, now });
 *     return { store, cleanup: async () => { await store.close(); await dropSchema(); } };
 *   });
 *
 * `makeStore` must return an empty store that takes its `recordedAt` from `now`; `cleanup`
 * must tolerate a store the test already closed.
 */
import type { EventStore } from '../src/event-store';
import { appendContract } from './contract-append';
import { concurrencyContract } from './contract-concurrency';
import { TestClock } from './contract-helpers';
import { lifecycleContract } from './contract-lifecycle';
import { readContract } from './contract-read';
import { subscribeContract } from './contract-subscribe';

export interface ContractFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

export interface ContractStoreOptions {
  /** The clock the store must use for `recordedAt`. */
  readonly now: () => Date;
}

export type MakeStore = (options: ContractStoreOptions) => Promise<ContractFixture>;

/** What each part of the suite sees: the store of the running test and its clock. */
export interface ContractContext {
  readonly store: EventStore;
  readonly clock: TestClock;
}

export function eventStoreContract(name: string, makeStore: MakeStore): void {
  describe(`EventStore contract: ${name}`, () => {
    const clock = new TestClock();
    let fixture: ContractFixture | undefined;
    const context: ContractContext = {
      clock,
      get store(): EventStore {
        if (!fixture) throw new Error('no store: used outside a test');
        return fixture.store;
      },
    };

    beforeEach(async () => {
      clock.reset();
      fixture = await makeStore({ now: () => clock.now() });
    });

    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    describe('appending', () => appendContract(context));
    describe('optimistic concurrency', () => concurrencyContract(context));
    describe('reading', () => readContract(context));
    describe('subscribing to all', () => subscribeContract(context));
    describe('lifecycle', () => lifecycleContract(context));
  });
}
