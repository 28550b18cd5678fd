/**
 * Reads from KurrentDB for one store: a stream's raw events (a stream that does not exist reads
 * as empty), and pages of `$all` after a position, filtered to the store's scope.
 */
import {
  FORWARDS,
  type BACKWARDS,
  type ReadRevision,
  type RecordedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { StoredEvent } from './event-store';
import { type KurrentDbClientPort, isStreamNotFound, storeError } from './kurrentdb-client';
import { commitPositionOf, fromAfter } from './kurrentdb-mapping';
import type { StreamScope } from './kurrentdb-scope';

export type ReadDirection = typeof FORWARDS | typeof BACKWARDS;

export class KurrentDbReader {
  constructor(
    private readonly client: KurrentDbClientPort,
    private readonly scope: StreamScope,
  ) {}

  /** Up to `maxCount` events of the port's stream `streamId` from `fromRevision`, as recorded. */
  async readStream(
    streamId: string,
    fromRevision: ReadRevision,
    maxCount: number,
    direction: ReadDirection,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(this.scope.name(streamId), {
        fromRevision,
        maxCount,
        direction,
      });
      for await (const resolved of read as AsyncIterable<ResolvedEvent>) {
        if (resolved.event !== undefined) events.push(resolved.event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw storeError(`reading ${streamId}`, error);
    }
    return events;
  }

  /** Up to `limit` (none: every) events of the store after `after`, in `$all` order. */
  async readAll(after: number, limit: number | undefined): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    let from = after;
    // Reads from a position include the event at it, and the client-side re-check may drop an
    // event the server let through: read pages until `limit` events are kept or $all ends.
    for (;;) {
      const want = limit === undefined ? undefined : limit - out.length + 1;
      let seen = 0;
      try {
        const page = this.client.readAll({
          fromPosition: fromAfter(from),
          direction: FORWARDS,
          filter: this.scope.filter(),
          ...(want === undefined ? {} : { maxCount: want }),
        });
        for await (const resolved of page) {
          seen += 1;
          const event = resolved.event;
          if (event === undefined) continue;
          const position = commitPositionOf(event, resolved);
          if (position <= from) continue;
          from = position;
          if (this.scope.accepts(event)) out.push(this.scope.decode(event, position));
        }
      } catch (error) {
        throw storeError('reading $all', error);
      }
      if (want === undefined || seen < want || out.length >= (limit ?? Infinity)) break;
    }
    return limit === undefined ? out : out.slice(0, limit);
  }
}
