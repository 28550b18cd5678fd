/** One unit of a custom position: where it stands (and, where the ruleset has steps, its strength). */
export interface PositionEntry {
  readonly unitId: string;
  readonly hex: string;
  readonly strength?: number;
}

/**
 * A custom position (api.md `setup`): the sequence point, and the units on the map by hex;
 * scenario units not listed are not in play. Rulesets add their own fields.
 */
export interface CustomPositionHead<
  Phase extends string,
  Side extends string,
  E extends PositionEntry,
> {
  readonly turn: number;
  readonly phase: Phase;
  readonly activeSide: Side;
  readonly units: readonly E[];
}

/**
 * Every counter's unit state in a custom position, in manifest order: `placed(counter, entry)`
 * for a listed unit, `unlisted(counter)` for the others.
 */
export function positionUnits<C extends { readonly id: string }, E extends PositionEntry, U>(
  counters: readonly C[],
  entries: readonly E[],
  placed: (c: C, e: E) => U,
  unlisted: (c: C) => U,
): U[] {
  const listed = new Map(entries.map((e) => [e.unitId, e]));
  return counters.map((c) => {
    const e = listed.get(c.id);
    return e === undefined ? unlisted(c) : placed(c, e);
  });
}

/** Where play stands in a state set up from a custom position. */
export function positionPoint<Phase extends string, Side extends string>(
  p: CustomPositionHead<Phase, Side, PositionEntry>,
) {
  return { custom: true, turn: p.turn, phase: p.phase, side: p.activeSide } as const;
}

/**
 * Position entries written compactly (specs, tools): `{ unitId: hex }` or `{ unitId: { hex, ... } }`.
 */
export function compactEntries<E extends PositionEntry>(
  units: Readonly<Record<string, string | Omit<E, 'unitId'>>>,
): E[] {
  return Object.entries(units).map(
    ([unitId, spec]) =>
      (typeof spec === 'string' ? { unitId, hex: spec } : { unitId, ...spec }) as E,
  );
}

type Head = 'turn' | 'phase' | 'activeSide' | 'units';

/**
 * Compact positions for specs and tools: `at(turn, phase, side, { unitId: hex }, extra)` is
 * `positionState` of that position (units written as `compactEntries` reads them).
 */
export function compactPositions<P extends CustomPositionHead<string, string, PositionEntry>, S>(
  positionState: (p: P) => S,
) {
  return (
    turn: number,
    phase: P['phase'],
    activeSide: P['activeSide'],
    units: Readonly<Record<string, string | Omit<P['units'][number], 'unitId'>>>,
    extra: Partial<Omit<P, Head>> = {},
  ): S =>
    positionState({
      turn,
      phase,
      activeSide,
      units: compactEntries<P['units'][number]>(units),
      ...extra,
    } as unknown as P); // a ruleset's own position fields are optional: `extra` may leave them out
}
