/**
 * Errors raised by every adapter, beside the port's ConcurrencyError. Typed classes so callers
 * (the API's error filter, the CLI) can map them without parsing messages.
 */

/** Base class: `instanceof EventStoreError` catches every store failure except ConcurrencyError. */
export class EventStoreError extends Error {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A stream id, expected version or read option that no adapter could accept. */
export class InvalidArgumentError extends EventStoreError {}

/** An event that cannot be stored: bad type, non-object meta, data that is not JSON. */
export class InvalidEventError extends EventStoreError {
  constructor(
    readonly index: number,
    reason: string,
    options?: { readonly cause?: unknown },
  ) {
    super(`event #${index} cannot be stored: ${reason}`, options);
  }
}

/** Any call made after `close()`. */
export class EventStoreClosedError extends EventStoreError {
  constructor() {
    super('the event store is closed');
  }
}

/** The database was written by a newer Pratzen (unknown migrations): refuse rather than guess. */
export class SchemaVersionError extends EventStoreError {}

/** EVENT_STORE / PRATZEN_DATA_DIR / SQLITE_PATH could not be turned into a store config. */
export class EventStoreConfigError extends EventStoreError {}
