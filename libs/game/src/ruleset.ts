import type { Command, DomainEvent, Ruleset } from '@pratzen/engine';

/** A ruleset of any state type: the one a game names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
export type AnyRuleset = Ruleset<any, Command, DomainEvent>;
