/** Lookup by id over a ruleset's fixed data (counters, scenarios...). */
export interface Catalogue<T extends { readonly id: string }> {
  /** The item, or undefined for an unknown id (ids from outside). */
  of(id: string): T | undefined;
  /** The item of an id known to exist (internal use after validation); throws otherwise. */
  get(id: string): T;
}

export function catalogue<T extends { readonly id: string }>(
  items: readonly T[],
  what: string,
): Catalogue<T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    of: (id) => byId.get(id),
    get: (id) => {
      const item = byId.get(id);
      if (item === undefined) throw new RangeError(`unknown ${what} ${id}`);
      return item;
    },
  };
}
