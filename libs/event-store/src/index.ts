export * from './event-store';
export * from './errors';
export { InMemoryEventStore, type InMemoryEventStoreOptions } from './memory';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export type { SqliteSynchronous } from './sqlite-schema';
export * from './factory';
