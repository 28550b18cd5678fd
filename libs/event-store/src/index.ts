export * from './event-store';
export * from './errors';
export { InMemoryEventStore, type InMemoryEventStoreOptions } from './memory';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export type { SqliteSynchronous } from './sqlite-schema';
export {
  KurrentDbEventStore,
  type KurrentDbClientPort,
  type KurrentDbEventStoreOptions,
  type KurrentDbSubscribeOptions,
} from './kurrentdb';
export { type KurrentDbConfig, kurrentDbConfigFromEnv } from './kurrentdb-config';
export {
  DEFAULT_DATABASE_URL,
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres';
export { type PostgresConfig, postgresConfigFromEnv } from './postgres-config';
export { checkPostgresSchema, migratePostgresSchema } from './postgres-schema';
export * from './factory';
