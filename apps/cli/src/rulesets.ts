/** The rulesets whose records this CLI verifies: the shared registry (libs/rulesets/registry). */
export { type AnyRuleset, RULESETS, rulesetById } from '@pratzen/rulesets';
