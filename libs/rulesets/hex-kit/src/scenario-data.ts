import type { CounterManifest } from './counter-manifest';

/**
 * api.md "scenarios/{scenarioId}": a scenario with the ruleset's fixed facts (`facts`: ruleset
 * id, turns, first side...), the counters' provenance and every counter (without its index).
 * Null for an unknown scenario.
 */
export function scenarioCatalogue<
  S extends { readonly id: string },
  F extends object,
  C extends { readonly id: string; readonly index: number },
>(scenarios: readonly S[], facts: F, manifest: CounterManifest<C>) {
  return (scenarioId: string) => {
    const scenario = scenarios.find((s) => s.id === scenarioId);
    if (scenario === undefined) return null;
    return {
      ...scenario,
      ...facts,
      counters: { ...manifest.provenance },
      units: manifest.counters.map(({ index: _index, ...c }) => c),
    };
  };
}
