/**
 * Folding helpers of a free-form ruleset's `evolve`. A replay folds thousands of events over
 * arrays of unit states, so each helper copies the array once and replaces only what changed
 * (untouched units stay the same objects: memoised footprints stay valid).
 */

/** A unit state's identity. */
export interface Identified {
  readonly id: string;
}

/**
 * The units with `unitId` replaced by `moved(unit)` and each of its riders (`ridesWith(u,
 * unitId)`: e.g. a general attached to it) by `carried(rider, newMover)`; `null` when no unit has
 * that id. The mover is replaced first, so `carried` sees where it now stands.
 */
export function moveWithRiders<U extends Identified>(
  units: readonly U[],
  unitId: string,
  moved: (unit: U) => U,
  ridesWith: (u: U, unitId: string) => boolean,
  carried: (rider: U, mover: U) => U,
): { readonly units: U[]; readonly mover: U; readonly before: U } | null {
  const at = units.findIndex((u) => u.id === unitId);
  if (at < 0) return null;
  const before = units[at]!;
  const out = units.slice();
  const mover = moved(before);
  out[at] = mover;
  for (let i = 0; i < out.length; i += 1) {
    const u = out[i]!;
    if (i !== at && ridesWith(u, unitId)) out[i] = carried(u, mover);
  }
  return { units: out, mover, before };
}

/** The units with each one named in `changed` replaced (one copy; `units` itself when none is). */
export function replaceUnits<U extends Identified>(
  units: readonly U[],
  changed: ReadonlyMap<string, U>,
): readonly U[] {
  if (changed.size === 0) return units;
  return units.map((u) => changed.get(u.id) ?? u);
}
