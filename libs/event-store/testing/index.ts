/** Test kit for adapters: `eventStoreContract(name, makeStore)`. Not part of the runtime API. */
export * from './contract';
export { TestClock, newEvent, newEvents } from './contract-helpers';
