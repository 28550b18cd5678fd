/**
 * What one KurrentDB store sees of the server: the streams under its prefix. The port's stream
 * `s` is KurrentDB stream `${prefix}s`; `$all` reads and subscriptions are filtered to them
 * server-side and re-checked here; and events read back become the port's StoredEvents.
 */
import {
  excludeSystemEvents,
  streamNameFilter,
  type Filter,
  type RecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { StoredEvent } from './event-store';
import { InvalidArgumentError } from './errors';
import {
  commitPositionOf,
  decodeData,
  decodeMetadata,
  isSystemName,
  revisionToVersion,
} from './kurrentdb-mapping';

export class StreamScope {
  constructor(readonly prefix: string) {
    if (isSystemName(prefix)) {
      throw new InvalidArgumentError('streamPrefix must not start with $ (system streams)');
    }
  }

  /** The KurrentDB stream of the port's stream `streamId`. */
  name(streamId: string): string {
    return this.prefix + streamId;
  }

  /** Server-side filter: this store's streams (prefix), or no `$` event types (no prefix). */
  filter(checkpointReached?: Filter['checkpointReached']): Filter {
    const extra = checkpointReached ? { checkpointReached } : {};
    return this.prefix
      ? streamNameFilter({ prefixes: [this.prefix], ...extra })
      : excludeSystemEvents(extra);
  }

  /** The client-side re-check of the filter: this store's streams, no system stream or type. */
  accepts(event: RecordedEvent): boolean {
    return (
      event.streamId.startsWith(this.prefix) &&
      !isSystemName(event.streamId) &&
      !isSystemName(event.type)
    );
  }

  decode(event: RecordedEvent, position = commitPositionOf(event)): StoredEvent {
    const { meta, recordedAt } = decodeMetadata(event.metadata, event.created);
    return {
      streamId: event.streamId.slice(this.prefix.length),
      version: revisionToVersion(event.revision),
      position,
      type: event.type,
      data: decodeData(event.data, event.isJson),
      meta,
      recordedAt,
    };
  }
}
