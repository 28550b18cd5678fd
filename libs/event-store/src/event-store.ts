/**
 * The EventStore port: one stream per game (`game-<id>`), optimistic concurrency on the stream
 * version, a global order over all streams, and subscriptions from a global position.
 * Adapters (in-memory, SQLite; later PostgreSQL, KurrentDB) all pass the same contract suite.
 */

/** An event to append: the store adds the stream version, global position and time. */
export interface NewEvent {
  readonly type: string;
  readonly data: unknown;
  /** Envelope metadata (commandId, commandType, actor, rulesetVersion...). JSON only. */
  readonly meta: Readonly<Record<string, unknown>>;
}

export interface StoredEvent {
  readonly streamId: string;
  /** 1-based position in its stream. */
  readonly version: number;
  /** Position in the store's global order (strictly increasing, gaps allowed). */
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
  /** ISO-8601 time the store recorded it. */
  readonly recordedAt: string;
}

/**
 * What the stream must look like for an append to succeed: a version number (the number of
 * events already in the stream; 0 = the stream does not exist yet), or 'any'.
 */
export type ExpectedVersion = number | 'any';

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

export interface AppendResult {
  /** The stream's version after the append (= version of the last event appended). */
  readonly version: number;
  readonly events: readonly StoredEvent[];
}

export interface ReadStreamOptions {
  /** First version to read (1-based, default 1). */
  readonly fromVersion?: number;
  /** Last version to read, inclusive. */
  readonly toVersion?: number;
  readonly limit?: number;
}

export interface ReadAllOptions {
  /** Read events with position strictly greater than this (default 0: from the start). */
  readonly after?: number;
  readonly limit?: number;
}

export interface Subscription {
  close(): void;
}

/** Optional addition to the lead's port (backwards compatible): what to do when a handler throws. */
export interface SubscribeOptions {
  /**
   * Called once if `handler` throws (with the event it was handling) or reading the store fails
   * (without one). The subscription is closed first, so nothing is ever skipped: resubscribe from
   * the last position handled to resume. Without it, adapters log the error to stderr.
   */
  readonly onError?: (error: unknown, event?: StoredEvent) => void;
}

export interface AppendOptions {
  readonly expectedVersion: ExpectedVersion;
  /**
   * Optional hint (default true): false lets an adapter return the appended events with the
   * caller's own `data` and `meta` objects instead of copies decoded from what it stored,
   * sparing a JSON decode of what it just encoded. For callers whose events are plain JSON
   * values that they will not change afterwards; an adapter may return copies anyway. The
   * SQLite adapter deep-freezes those objects and hands the same ones to this instance's
   * subscriptions too (they are shared, hence frozen: a handler that tries to change one gets a
   * TypeError in strict-mode code).
   */
  readonly copies?: boolean;
}

export interface EventStore {
  /** Appends atomically: all events or none; ConcurrencyError when the version does not match. */
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]>;
  /** The stream's current version (0 when it does not exist). */
  streamVersion(streamId: string): Promise<number>;
  /** Events of all streams in global order. */
  readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]>;
  /**
   * Calls `handler` for every event after `after` in global order — first those already stored
   * (catch-up), then each new one as it is appended — never skipping or repeating one.
   */
  subscribeToAll(
    after: number,
    handler: (event: StoredEvent) => void,
    options?: SubscribeOptions,
  ): Subscription;
  /** Liveness for /health. */
  health(): Promise<{ readonly ok: boolean; readonly detail?: string }>;
  close(): Promise<void>;
}
