import type { EventStore, NewEvent, StoredEvent } from '../src/event-store';

/** A settable clock: `recordedAt` must come from it, never from the wall clock. */
export class TestClock {
  static readonly START = '2025-12-02T07:30:00.000Z';
  private current = TestClock.START;

  now(): Date {
    return new Date(this.current);
  }

  set(iso: string): void {
    this.current = iso;
  }

  reset(): void {
    this.current = TestClock.START;
  }
}

export const newEvent = (
  type: string,
  data: unknown = {},
  meta: Record<string, unknown> = {},
): NewEvent => ({ type, data, meta });

/** `count` events typed `${prefix}1`, `${prefix}2`... carrying their index. */
export const newEvents = (count: number, prefix = 'Event'): NewEvent[] =>
  Array.from({ length: count }, (_, i) => newEvent(`${prefix}${i + 1}`, { n: i + 1 }));

export const positions = (events: readonly StoredEvent[]): number[] =>
  events.map((e) => e.position);

export const versions = (events: readonly StoredEvent[]): number[] => events.map((e) => e.version);

export const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Appends `count` events to `streams` streams, round-robin, in batches of `batch`. */
export async function seed(
  store: EventStore,
  count: number,
  { streams = 3, batch = 1, prefix = 'seed' } = {},
): Promise<void> {
  for (let i = 0; i * batch < count; i++) {
    const size = Math.min(batch, count - i * batch);
    await store.appendToStream(`${prefix}-${i % streams}`, newEvents(size), {
      expectedVersion: 'any',
    });
  }
}

const macrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Lets pending deliveries run (several event-loop turns plus a short pause for I/O adapters). */
export async function settle(ms = 20): Promise<void> {
  for (let i = 0; i < 5; i++) await macrotask();
  await new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export function isStrictlyIncreasing(values: readonly number[]): boolean {
  return values.every((v, i) => i === 0 || v > (values[i - 1] ?? -Infinity));
}
