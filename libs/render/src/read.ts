/**
 * Defensive readers over the JSON a ruleset's view and map are (`unknown` in the contract): the
 * renderer draws what it recognises and skips the rest, never throws on a shape it does not know.
 */

export type Json = Readonly<Record<string, unknown>>;

export const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const record = (v: unknown): Json => (isRecord(v) ? v : {});

export const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

export const records = (v: unknown): readonly Json[] => list(v).filter(isRecord);

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const finite = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

export const strings = (v: unknown): readonly string[] =>
  list(v).filter((x): x is string => typeof x === 'string');

/** Strings sorted by UTF-16 code units (never the locale: output must not depend on it). */
export const sorted = <T>(items: readonly T[], key: (t: T) => string): T[] =>
  [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });

/**
 * Ids a pending decision or a combat names (`unitId`, `units`, `attackers`, `defenders`…), in
 * the object itself and one level down (SPI's combat holds them in its `plan`).
 */
export function unitIdsIn(v: unknown): readonly string[] {
  const r = record(v);
  const ids = new Set<string>();
  for (const level of [r, ...Object.values(r).filter(isRecord)]) {
    for (const key of ['unitId', 'unit', 'attacker', 'defender'])
      if (typeof level[key] === 'string') ids.add(level[key] as string);
    for (const key of ['units', 'unitIds', 'attackers', 'defenders', 'bombarding'])
      for (const id of strings(level[key])) ids.add(id);
  }
  return [...ids].sort();
}
