/**
 * Argument checks and the JSON encoding shared by every adapter, so that they all accept,
 * reject and round-trip exactly the same things (the contract suite holds them to it).
 */
import type {
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
} from './event-store';
import { InvalidArgumentError, InvalidEventError } from './errors';

/** An event as it is persisted: data and meta already serialised to JSON text. */
export interface EncodedEvent {
  readonly type: string;
  readonly data: string;
  readonly meta: string;
}

/** A stored event before decoding; the shape the SQL adapters read back. */
export interface EncodedStoredEvent extends EncodedEvent {
  readonly streamId: string;
  readonly version: number;
  readonly position: number;
  readonly recordedAt: string;
}

export interface StreamRange {
  readonly fromVersion: number;
  readonly toVersion: number;
  /** `undefined`: no limit. */
  readonly limit: number | undefined;
}

export interface AllRange {
  readonly after: number;
  readonly limit: number | undefined;
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

export function checkStreamId(streamId: string): void {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw new InvalidArgumentError('streamId must be a non-empty string');
  }
}

export function checkExpectedVersion(expected: ExpectedVersion): void {
  if (expected !== 'any' && !isCount(expected)) {
    throw new InvalidArgumentError(
      `expectedVersion must be 'any' or an integer >= 0, got ${String(expected)}`,
    );
  }
}

export const versionMatches = (expected: ExpectedVersion, actual: number): boolean =>
  expected === 'any' || expected === actual;

function toJson(value: unknown, index: number, what: string): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (cause) {
    // BigInt, cycles, throwing toJSON: the event would not survive a round trip.
    throw new InvalidEventError(index, `${what} is not JSON-serialisable`, { cause });
  }
  // JSON.stringify returns undefined for undefined, functions and symbols.
  if (json === undefined) throw new InvalidEventError(index, `${what} is not a JSON value`);
  return json;
}

/** Encodes a whole batch before anything is written, so a bad event fails the batch up front. */
export function encodeEvents(events: readonly NewEvent[]): EncodedEvent[] {
  if (!Array.isArray(events)) throw new InvalidArgumentError('events must be an array');
  return events.map((event, index) => {
    if (typeof event.type !== 'string' || event.type.length === 0) {
      throw new InvalidEventError(index, 'type must be a non-empty string');
    }
    const meta: unknown = event.meta;
    if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
      throw new InvalidEventError(index, 'meta must be a JSON object');
    }
    return {
      type: event.type,
      data: toJson(event.data, index, 'data'),
      meta: toJson(meta, index, 'meta'),
    };
  });
}

/** Parses a fresh copy on every read: callers may mutate what they get without harm. */
export function decodeEvent(e: EncodedStoredEvent): StoredEvent {
  return {
    streamId: e.streamId,
    version: e.version,
    position: e.position,
    type: e.type,
    data: JSON.parse(e.data) as unknown,
    meta: JSON.parse(e.meta) as Record<string, unknown>,
    recordedAt: e.recordedAt,
  };
}

function optionalCount(value: number | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!isCount(value) || value < min) {
    throw new InvalidArgumentError(`${name} must be an integer >= ${min}, got ${String(value)}`);
  }
  return value;
}

export function streamRange(options: ReadStreamOptions = {}): StreamRange {
  return {
    fromVersion: optionalCount(options.fromVersion, 'fromVersion', 1) ?? 1,
    toVersion: optionalCount(options.toVersion, 'toVersion', 0) ?? Number.MAX_SAFE_INTEGER,
    limit: optionalCount(options.limit, 'limit', 0),
  };
}

export function allRange(options: ReadAllOptions = {}): AllRange {
  return {
    after: optionalCount(options.after, 'after', 0) ?? 0,
    limit: optionalCount(options.limit, 'limit', 0),
  };
}

/**
 * Freezes a JSON value in place, every object and array in it, and returns it: how an adapter
 * shares a `copies: false` append's own data and meta with its subscribers (AppendOptions).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return Object.freeze(value);
}
