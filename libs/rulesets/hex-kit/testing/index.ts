/**
 * The shared specs of the hex rulesets (for jest specs only): each ruleset's `schemas`,
 * `legal-actions-agree` and property shard specs call these with its own parts.
 */
export * from './subject';
export * from './command-schemas-spec';
export * from './legal-actions-agree-spec';
export * from './property-shard';
export * from './compact-round-trip';
