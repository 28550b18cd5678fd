import { isViolation, type RuleViolation } from './violation';

/** What `f` makes of each item, leaving out the items it refuses (a RuleViolation). */
export function successes<X, T>(items: Iterable<X>, f: (x: X) => T | RuleViolation): T[] {
  const out: T[] = [];
  for (const x of items) {
    const y = f(x);
    if (!isViolation(y)) out.push(y);
  }
  return out;
}
