import { type Decision, decisionKit } from '@pratzen/engine';
import type { A20Event } from './events';
import { RULESET_ID } from './vocabulary';

export type A20Decision = Decision<A20Event>;

/** Violations of this ruleset (stable code, the case cited, a sentence) and decisions. */
export const { breach, reject, accept } = decisionKit<A20Event>(RULESET_ID);
