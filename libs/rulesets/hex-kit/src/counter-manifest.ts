import { catalogue } from '@pratzen/engine';

/** A counter manifest file (data/counters.json): its provenance and one entry per counter. */
export interface CounterManifestJson {
  readonly provenance: string;
  readonly source: string;
  readonly notes: readonly string[];
  readonly units: readonly object[];
}

/** The counters of a manifest, each given its index (its place in the state's `units`). */
export interface CounterManifest<C extends { readonly id: string; readonly index: number }> {
  readonly counters: readonly C[];
  /** The counter of an id from outside, or undefined. */
  readonly of: (id: string) => C | undefined;
  /** The counter of a unit known to exist (internal use after validation); throws otherwise. */
  readonly get: (id: string) => C;
  readonly provenance: {
    readonly provenance: string;
    readonly source: string;
    readonly notes: readonly string[];
  };
}

/**
 * Loads a manifest as the ruleset's `Counter` type `C`. The entries are trusted to have C's
 * shape (the ruleset's data spec checks the file); only `index` is added.
 */
export function loadCounterManifest<C extends { readonly id: string; readonly index: number }>(
  json: CounterManifestJson,
): CounterManifest<C> {
  const counters = json.units.map((u, index) => ({ ...u, index }) as unknown as C);
  const units = catalogue(counters, 'unit');
  return {
    counters,
    of: units.of,
    get: units.get,
    provenance: { provenance: json.provenance, source: json.source, notes: json.notes },
  };
}
