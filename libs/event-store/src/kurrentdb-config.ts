/**
 * EVENT_STORE=kurrentdb: its configuration, read from the environment. Kept out of factory.ts
 * so that the factory only gains a case line per adapter.
 */
import { EventStoreConfigError } from './errors';

export interface KurrentDbConfig {
  readonly kind: 'kurrentdb';
  /** e.g. `kurrentdb://kurrentdb:2113?tls=false` (the client's connection-string format). */
  readonly connectionString: string;
  /** Prepended to every stream name; `$all` reads and subscriptions see only these streams. */
  readonly streamPrefix?: string;
}

/** Schemes the client accepts (`esdb` is the deprecated EventStoreDB one). */
const SCHEME = /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//;

const read = (env: Readonly<Record<string, string | undefined>>, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * KURRENTDB_CONNECTION_STRING (required), KURRENTDB_STREAM_PREFIX (optional: lets several
 * deployments or test runs share one server without seeing each other's events).
 */
export function kurrentDbConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): KurrentDbConfig {
  const connectionString = read(env, 'KURRENTDB_CONNECTION_STRING');
  if (connectionString === undefined) {
    throw new EventStoreConfigError(
      'EVENT_STORE=kurrentdb needs KURRENTDB_CONNECTION_STRING (e.g. kurrentdb://localhost:2113?tls=false)',
    );
  }
  if (!SCHEME.test(connectionString)) {
    throw new EventStoreConfigError(
      'KURRENTDB_CONNECTION_STRING must start with kurrentdb://, kurrentdb+discover:// (or kurrent, kdb, esdb)',
    );
  }
  const streamPrefix = read(env, 'KURRENTDB_STREAM_PREFIX');
  if (streamPrefix?.startsWith('$')) {
    throw new EventStoreConfigError(
      'KURRENTDB_STREAM_PREFIX must not start with $ (system streams)',
    );
  }
  return streamPrefix === undefined
    ? { kind: 'kurrentdb', connectionString }
    : { kind: 'kurrentdb', connectionString, streamPrefix };
}
