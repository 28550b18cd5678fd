/**
 * A rule violation is a value, never an exception: `decide` returns it when a well-formed
 * command is forbidden by the rules. `code` is stable (UPPER_SNAKE) and `rule` cites the case.
 */
export interface RuleViolation {
  readonly kind: 'violation';
  readonly code: string;
  /** The rule case cited, e.g. "4.5"; null when no single case applies (e.g. an unknown unit). */
  readonly rule: string | null;
  readonly rulesetId: string;
  readonly message: string;
  /** Extra machine-readable facts (the offending hex, the unit...). Must hold nothing hidden. */
  readonly details?: Readonly<Record<string, unknown>>;
}

export function violation(
  rulesetId: string,
  code: string,
  rule: string | null,
  message: string,
  details?: Record<string, unknown>,
): RuleViolation {
  return details === undefined
    ? { kind: 'violation', code, rule, rulesetId, message }
    : { kind: 'violation', code, rule, rulesetId, message, details };
}

export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'violation';
}
