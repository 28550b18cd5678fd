import { type Command, type RuleViolation, type Viewer, isViolation } from '@pratzen/engine';
import type { AnyRuleset } from './ruleset-registry';

/** A ruleset's optional preview (of any command, for `viewer`) split into the preview or the violation it found. */
export function previewOf(
  ruleset: AnyRuleset,
  state: unknown,
  command: Command,
  viewer: Viewer,
): { readonly preview?: unknown; readonly violation?: RuleViolation } {
  const result = ruleset.preview?.(state, command, viewer);
  if (result === undefined) return {};
  return isViolation(result) ? { violation: result } : { preview: result };
}
