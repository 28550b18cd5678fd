import { violation, type Decision, type RuleViolation } from '@pratzen/engine';
import type { DgEvent } from './events';
import { RULESET_ID } from './vocabulary';

export type DgDecision = Decision<DgEvent>;

/** A rule violation of this ruleset: stable code, the case cited, a sentence. */
export function breach(
  code: string,
  rule: string | null,
  message: string,
  details?: Record<string, unknown>,
): RuleViolation {
  return violation(RULESET_ID, code, rule, message, details);
}

export function reject(
  code: string,
  rule: string | null,
  message: string,
  details?: Record<string, unknown>,
): DgDecision {
  return { ok: false, violation: breach(code, rule, message, details) };
}

export function accept(events: readonly DgEvent[]): DgDecision {
  return { ok: true, events };
}
