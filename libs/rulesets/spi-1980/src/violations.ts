import { type Decision, decisionKit } from '@pratzen/engine';
import type { SpiEvent } from './events';
import { RULESET_ID } from './vocabulary';

export type SpiDecision = Decision<SpiEvent>;

/** Violations of this ruleset (stable code, the case cited, a sentence) and decisions. */
export const { breach, reject, accept } = decisionKit<SpiEvent>(RULESET_ID);
