/**
 * @pratzen/rulesets/freeform-kit/testing — what a free-form ruleset's specs and property tests
 * share (specs and simulations only: the build leaves testing/ out).
 */
export * from './positions';
export * from './free-play';
export * from './invariants';
export * from './purity';
