import type { Decision, DomainEvent } from './messages';
import { type RuleViolation, violation } from './violation';

/** A ruleset's shorthand for its decisions: violations carry its id, the case and a sentence. */
export interface DecisionKit<E extends DomainEvent> {
  breach(
    code: string,
    rule: string | null,
    message: string,
    details?: Record<string, unknown>,
  ): RuleViolation;
  reject(
    code: string,
    rule: string | null,
    message: string,
    details?: Record<string, unknown>,
  ): Decision<E>;
  accept(events: readonly E[]): Decision<E>;
}

/** The kit of one ruleset; its functions need no `this`, so they may be destructured. */
export function decisionKit<E extends DomainEvent>(rulesetId: string): DecisionKit<E> {
  const breach: DecisionKit<E>['breach'] = (code, rule, message, details) =>
    violation(rulesetId, code, rule, message, details);
  return {
    breach,
    reject: (code, rule, message, details) => ({
      ok: false,
      violation: breach(code, rule, message, details),
    }),
    accept: (events) => ({ ok: true, events }),
  };
}
