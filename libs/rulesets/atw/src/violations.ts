import { type RuleViolation, violation } from '@pratzen/engine';
import { RULESET_ID } from './vocabulary';

/** A refusal of *Austerlitz to Waterloo*: a stable code, the rule case, the evidence in `details`. */
export const refuse = (
  code: string,
  rule: string | null,
  message: string,
  details?: Record<string, unknown>,
): RuleViolation => violation(RULESET_ID, code, rule, message, details);
