import { a1805Evaluator } from './a1805';
import { dgEvaluator } from './dg-2006';
import type { Evaluator } from './evaluator';

export * from './evaluator';
export * from './hex-label';
export { a1805Evaluator, estimateA1805, redLocations } from './a1805';
export { dgEvaluator, estimateDg, positionalDg } from './dg-2006';

/** Each ruleset's evaluator by id; a ruleset not listed is played on tally and material alone. */
export const EVALUATORS: Readonly<Record<string, Evaluator>> = {
  a1805: a1805Evaluator,
  'dg-2006': dgEvaluator,
};
