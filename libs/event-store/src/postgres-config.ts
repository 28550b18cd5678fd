/**
 * EVENT_STORE=postgres: its configuration, read from the environment. Kept out of factory.ts
 * so that the factory only gains a case line per adapter.
 */
import { EventStoreConfigError } from './errors';

export interface PostgresConfig {
  readonly kind: 'postgres';
  /** e.g. `postgres://pratzen:secret@db:5432/pratzen` (libpq URL; `?sslmode=...` works). */
  readonly url: string;
  /** Schema holding the tables (default `public`). */
  readonly schema?: string;
  /** Group commit (PostgresEventStoreOptions.groupCommit); absent: the default, on. */
  readonly groupCommit?: boolean;
}

const SCHEME = /^postgres(ql)?:\/\//;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

const read = (env: Readonly<Record<string, string | undefined>>, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * DATABASE_URL (required), DATABASE_SCHEMA (optional, default `public`), PG_GROUP_COMMIT
 * (optional, `true` or `false`, default true: postgres-group.ts).
 */
export function postgresConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): PostgresConfig {
  const url = read(env, 'DATABASE_URL');
  if (url === undefined) {
    throw new EventStoreConfigError(
      'EVENT_STORE=postgres needs DATABASE_URL (e.g. postgres://user:password@localhost:5432/pratzen)',
    );
  }
  if (!SCHEME.test(url)) {
    throw new EventStoreConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const schema = read(env, 'DATABASE_SCHEMA');
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new EventStoreConfigError(
      `DATABASE_SCHEMA must be a lower-case identifier of at most 48 characters (got "${schema}")`,
    );
  }
  const group = read(env, 'PG_GROUP_COMMIT');
  if (group !== undefined && group !== 'true' && group !== 'false') {
    throw new EventStoreConfigError(`PG_GROUP_COMMIT must be true or false (got "${group}")`);
  }
  return {
    kind: 'postgres',
    url,
    ...(schema !== undefined ? { schema } : {}),
    ...(group !== undefined ? { groupCommit: group === 'true' } : {}),
  };
}
