import { type Command, type RuleViolation, isViolation } from '@pratzen/engine';
import type { AnyRuleset } from './ruleset-registry';

/** A ruleset's optional preview split into the preview or the violation it found. */
export function previewOf(
  ruleset: AnyRuleset,
  state: unknown,
  command: Command,
): { readonly preview?: unknown; readonly violation?: RuleViolation } {
  const result = ruleset.preview?.(state, command);
  if (result === undefined) return {};
  return isViolation(result) ? { violation: result } : { preview: result };
}
