/**
 * The KurrentDB client as the adapter sees it: the part of it the adapter calls (a port, so
 * tests can hand in a stand-in), its creation from the store's options, and how its failures
 * surface: every one but a version conflict as an EventStoreError, the port's promise.
 */
import { ErrorType, KurrentDBClient, StreamNotFoundError } from '@kurrent/kurrentdb-client';
import { ConcurrencyError } from './event-store';
import { EventStoreConfigError, EventStoreError, InvalidArgumentError } from './errors';

/** The part of the client the adapter uses (tests may hand in a stand-in). */
export type KurrentDbClientPort = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/** The client given, else one for the connection string (which only connects on first use). */
export function kurrentDbClient(options: {
  readonly connectionString?: string;
  readonly client?: KurrentDbClientPort;
}): KurrentDbClientPort {
  if (options.client) return options.client;
  if (options.connectionString) {
    try {
      return KurrentDBClient.connectionString(options.connectionString);
    } catch (cause) {
      throw new EventStoreConfigError(`invalid KurrentDB connection string: ${messageOf(cause)}`, {
        cause,
      });
    }
  }
  throw new InvalidArgumentError('KurrentDbEventStore needs a connectionString or a client');
}

export const isStreamNotFound = (error: unknown): boolean =>
  error instanceof StreamNotFoundError ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === ErrorType.STREAM_NOT_FOUND);

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Every failure but a version conflict surfaces as an EventStoreError (the port's promise). */
export function storeError(what: string, error: unknown): Error {
  if (error instanceof EventStoreError || error instanceof ConcurrencyError) return error;
  return new EventStoreError(`KurrentDB: ${what} failed: ${messageOf(error)}`, { cause: error });
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
