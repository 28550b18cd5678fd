import path from 'node:path';
import { type AnyRuleset, RULESETS } from '@pratzen/rulesets';
import { ConfigError } from '../config';

const loaded = new Map<string, AnyRuleset>();

function isRuleset(x: unknown): x is AnyRuleset {
  const r = x as Partial<AnyRuleset> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.info?.id === 'string' &&
    typeof r.decide === 'function' &&
    typeof r.evolve === 'function' &&
    typeof r.initialState === 'function' &&
    typeof r.legalActions === 'function'
  );
}

/**
 * A ruleset module named by RULESET_MODULES: a file exporting `ruleset` (or a default export)
 * that implements the engine's contract — a rule system of one's own, or a test fixture, served
 * and verified without being registered in libs/rulesets/registry. Loaded once per process
 * (the server and each verification worker load the same paths). Fails fast, naming the file.
 */
export function loadRulesetModule(file: string): AnyRuleset {
  const absolute = path.resolve(file);
  const known = loaded.get(absolute);
  if (known !== undefined) return known;
  let exported: { ruleset?: unknown; default?: unknown };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module named by configuration
    exported = require(absolute) as typeof exported;
  } catch (e) {
    throw new ConfigError(`RULESET_MODULES: cannot load ${absolute}: ${(e as Error).message}`);
  }
  const ruleset = exported.ruleset ?? exported.default;
  if (!isRuleset(ruleset)) {
    throw new ConfigError(
      `RULESET_MODULES: ${absolute} exports no ruleset (\`ruleset\` or default, with info, initialState, decide, evolve, legalActions)`,
    );
  }
  if (RULESETS.some((r) => r.info.id === ruleset.info.id)) {
    throw new ConfigError(
      `RULESET_MODULES: ${absolute} reuses the id of a built-in ruleset, ${ruleset.info.id}`,
    );
  }
  loaded.set(absolute, ruleset);
  return ruleset;
}

/** Every ruleset served: the registry's, then those of RULESET_MODULES (ids unique). */
export function rulesetsWith(modules: readonly string[]): readonly AnyRuleset[] {
  const extra = modules.map(loadRulesetModule);
  const ids = new Set<string>();
  for (const r of extra) {
    if (ids.has(r.info.id))
      throw new ConfigError(`RULESET_MODULES: two modules define ${r.info.id}`);
    ids.add(r.info.id);
  }
  return extra.length === 0 ? RULESETS : [...RULESETS, ...extra];
}
