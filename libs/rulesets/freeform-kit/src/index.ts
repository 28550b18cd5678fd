/**
 * @pratzen/rulesets/freeform-kit — the plumbing every free-form ruleset shares, parameterised by
 * the ruleset's own catalogue, footprints and table. Pure; cites no rule case. README.md.
 */
export * from './wire-codec';
export * from './set-down';
export * from './action-space';
export * from './evolve-helpers';
export * from './frame';
export * from './contact';
export * from './retreat-search';
export * from './sight-line';
export * from './ruler';
export * from './table-features';
export * from './sweeps';
export * from './sealed-choices';
