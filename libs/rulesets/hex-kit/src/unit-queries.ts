/** What a hex ruleset's unit state holds at least: where the unit is, and its hex on the map. */
export interface PlacedUnit {
  readonly id: string;
  readonly location: string;
  /** The hex it occupies when on the map, else null. */
  readonly hex: string | null;
}

const occupancyCache = new WeakMap<
  readonly PlacedUnit[],
  ReadonlyMap<string, readonly PlacedUnit[]>
>();

/**
 * Units on the map by hex. Memoised per `units` array: states are immutable and evolve keeps the
 * array when no unit changed, so every state sharing it shares the map.
 */
export function occupancyOf<U extends PlacedUnit>(
  units: readonly U[],
): ReadonlyMap<string, readonly U[]> {
  let occ = occupancyCache.get(units);
  if (occ === undefined) {
    const m = new Map<string, U[]>();
    for (const u of units) {
      if (u.location !== 'map' || u.hex === null) continue;
      const list = m.get(u.hex);
      if (list === undefined) m.set(u.hex, [u]);
      else list.push(u);
    }
    occ = m;
    occupancyCache.set(units, occ);
  }
  return occ as ReadonlyMap<string, readonly U[]>;
}

/**
 * The units array with the unit at `index` replaced by `f(unit)`; the other units are shared
 * (so every memo keyed on them stays valid). The same array when there is no unit there.
 */
export function unitsWith<U>(units: readonly U[], index: number, f: (u: U) => U): readonly U[] {
  const u = units[index];
  if (u === undefined) return units;
  const out = units.slice();
  out[index] = f(u);
  return out;
}

/** The board queries every hex ruleset needs about its units, for one ruleset's state. */
export interface UnitQueries<S, U, Side> {
  occupancy(state: S): ReadonlyMap<string, readonly U[]>;
  unitsAt(state: S, hex: string): readonly U[];
  /** The side whose units occupy a hex, or null when it is empty. */
  sideAt(state: S, hex: string): Side | null;
  /** A unit by id, or undefined for an unknown id. */
  unit(state: S, id: string): U | undefined;
  unitsOf(state: S, side: Side): readonly U[];
  /** The ids of the phasing side's units in manifest order, or just `only` when given. */
  phasingIds(state: S & { readonly side: Side }, only?: string): readonly string[];
}

/**
 * The unit queries of a ruleset whose `state.units` is indexed as its counter manifest:
 * `sideOf` reads a unit's printed side, `indexOf` its place in the manifest.
 */
export function unitQueries<S extends { readonly units: readonly U[] }, U extends PlacedUnit, Side>(
  sideOf: (u: { readonly id: string }) => Side,
  indexOf: (id: string) => number | undefined,
): UnitQueries<S, U, Side> {
  const NONE: readonly U[] = [];
  const unitsAt = (state: S, hex: string): readonly U[] =>
    occupancyOf(state.units).get(hex) ?? NONE;
  return {
    occupancy: (state) => occupancyOf(state.units),
    unitsAt,
    sideAt: (state, hex) => {
      const first = unitsAt(state, hex)[0];
      return first === undefined ? null : sideOf(first);
    },
    unit: (state, id) => {
      const i = indexOf(id);
      return i === undefined ? undefined : state.units[i];
    },
    unitsOf: (state, side) => state.units.filter((u) => sideOf(u) === side),
    phasingIds: (state, only) =>
      only !== undefined
        ? [only]
        : state.units.filter((u) => sideOf(u) === state.side).map((u) => u.id),
  };
}
