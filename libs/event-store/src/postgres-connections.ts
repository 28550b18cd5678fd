/**
 * The PostgreSQL store's connections: the pool every statement runs on, and the dedicated LISTEN
 * connection (postgres-listener.ts), both from the store's options.
 */
import { Pool, type PoolConfig } from 'pg';
import { PgListener, type PgListenerOptions } from './postgres-listener';

/** The store options that shape its connections (part of PostgresEventStoreOptions). */
export interface PgConnectionOptions {
  /** Connection string, e.g. `postgres://user:pass@host:5432/db`. */
  readonly url: string;
  /** Pool size (default 10). */
  readonly maxConnections?: number;
  /** Server-side statement_timeout for every pooled connection (default 30 000 ms). */
  readonly statementTimeoutMs?: number;
  /** How long to wait for a connection (default 10 000 ms). */
  readonly connectionTimeoutMs?: number;
  /** Extra node-postgres pool settings (ssl...); the options above take precedence. */
  readonly pool?: Omit<PoolConfig, 'connectionString'>;
}

const connectionTimeoutOf = (options: PgConnectionOptions): number =>
  options.connectionTimeoutMs ?? 10_000;

export function createPool(options: PgConnectionOptions): Pool {
  const pool = new Pool({
    application_name: 'pratzen-event-store',
    idleTimeoutMillis: 30_000,
    ...options.pool,
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    connectionTimeoutMillis: connectionTimeoutOf(options),
  });
  // An idle pooled connection that dies (server restart, terminated backend) must not crash
  // the process: the pool drops it and opens a new one on demand.
  pool.on('error', (error) => {
    console.error('[event-store] idle PostgreSQL connection failed', error);
  });
  return pool;
}

/** The LISTEN connection on `channel`; it connects on `start()` and reconnects when it drops. */
export function createListener(
  options: PgConnectionOptions,
  channel: string,
  handlers: Pick<PgListenerOptions, 'onNotification' | 'onConnected'>,
): PgListener {
  return new PgListener({
    client: {
      connectionString: options.url,
      ...(options.pool?.ssl !== undefined ? { ssl: options.pool.ssl } : {}),
      application_name: 'pratzen-event-store-listen',
      connectionTimeoutMillis: connectionTimeoutOf(options),
    },
    channel,
    onNotification: handlers.onNotification,
    onConnected: handlers.onConnected,
    onError: (error) => console.error('[event-store] LISTEN connection lost; reconnecting', error),
  });
}
