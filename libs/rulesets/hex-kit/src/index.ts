/**
 * The hex kit: the plumbing every hex ruleset shares (board index, occupancy, counter manifest,
 * map and scenario data, the hex label and custom-position schemas). Rules stay in the rulesets.
 */
export * from './hex-schema';
export * from './grid-index';
export * from './counter-manifest';
export * from './unit-queries';
export * from './map-data';
export * from './scenario-data';
export * from './position-schema';
export * from './hex-ruleset';
export * from './hex-board';
export * from './game-view';
export * from './austerlitz-sides';
export * from './custom-position';
export * from './hex-game-state';
export * from './view-schema-kit';
export * from './compact-moves';
export * from './obligation-search';
export * from './hex-legal-actions';
