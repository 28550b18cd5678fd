import { type Decision, decisionKit } from '@pratzen/engine';
import type { DgEvent } from './events';
import { RULESET_ID } from './vocabulary';

export type DgDecision = Decision<DgEvent>;

/** Violations of this ruleset (stable code, the case cited, a sentence) and decisions. */
export const { breach, reject, accept } = decisionKit<DgEvent>(RULESET_ID);
