export * from './violation';
export * from './dice';
export * from './viewer';
export * from './messages';
export * from './contract';
export * from './emitter';
export * from './session';
