import { parseTenths, parseTicks, tenthsToWire, ticksToWire } from '@pratzen/geometry';

/**
 * The units of an event's numbers at a free-form ruleset's boundary. Inside, the rules decide and
 * fold integers only (freeform.md: ticks, 1,000 per distance unit; tenths of a degree); on the
 * wire, events speak as commands and the state view do: distances in the ruleset's unit (at most
 * 3 decimals) and angles in degrees (at most 1). Each ruleset states which members of each event
 * are distances and which angles (its own table, keyed by every event type); every other number
 * of an event (dice, totals, turns) is a count and stays as it is.
 */
export interface Numbers {
  /** Members in ticks (positions, distances). */
  readonly ticks?: readonly string[];
  /** Members in tenths of a degree (facings). */
  readonly tenths?: readonly string[];
}

/** A pose's numbers: `x`, `y` in ticks, `facing` in tenths. */
export const POSE_NUMBERS: Numbers = { ticks: ['x', 'y'], tenths: ['facing'] };

/** One conversion of a number (ticks ↔ units, tenths ↔ degrees). */
export type Convert = (n: number) => number;

/** The flat members of `value` converted: `distance` on the ticks, `angle` on the tenths. */
export function converted<T extends object>(
  value: T,
  members: Numbers,
  distance: Convert,
  angle: Convert,
): T {
  const out = { ...value } as Record<string, unknown>;
  for (const k of members.ticks ?? []) {
    const v = out[k];
    if (typeof v === 'number') out[k] = distance(v);
  }
  for (const k of members.tenths ?? []) {
    const v = out[k];
    if (typeof v === 'number') out[k] = angle(v);
  }
  return out as T;
}

/** Units or degrees (≤ 3 or ≤ 1 decimals) back to integer ticks or tenths: exact. */
export const toTicks: Convert = (units) => Math.round(units * 1000) + 0;
export const toTenths: Convert = (degrees) => Math.round(degrees * 10) + 0;

/** An event type's members that are not flat numbers (arrays of points, nested poses). */
export type Nested<E> = (event: E, distance: Convert, angle: Convert) => E;

/** Per event type, its `Nested` conversion, typed by that event. */
export type NestedByType<E extends { readonly type: string }> = {
  readonly [K in E['type']]?: Nested<Extract<E, { readonly type: K }>>;
};

export interface WireCodec<E extends { readonly type: string }> {
  /** A decided event (integers) in its wire form: units and degrees. */
  readonly encodeEvent: (event: E) => E;
  /** A wire event (units and degrees) back to the integers the rules fold. */
  readonly decodeEvent: (event: E) => E;
  /**
   * A wire event read strictly: throws when a distance has more than 3 decimals or an angle more
   * than 1 (what `decodeEvent` would round). For tests and clients checking a stream.
   */
  readonly decodeEventStrict: (event: E) => E;
  /** The event with its distances and angles converted (the same members both ways). */
  readonly mapEvent: (event: E, distance: Convert, angle: Convert) => E;
}

/**
 * The codec of a ruleset's events from its table of members per event type and, for the types
 * whose numbers are nested, a function converting those (after the flat members). Types with
 * nothing to convert pass through as they are (the same object: replay's hot path).
 */
export function wireCodec<E extends { readonly type: string }>(
  members: Readonly<Record<E['type'], Numbers>>,
  nested: NestedByType<E> = {},
): WireCodec<E> {
  const table = members as Readonly<Record<string, Numbers>>;
  const deep = nested as Partial<Readonly<Record<string, Nested<E>>>>;
  const unitless = new Set(
    Object.keys(table).filter(
      (type) =>
        (table[type]!.ticks ?? []).length === 0 &&
        (table[type]!.tenths ?? []).length === 0 &&
        deep[type] === undefined,
    ),
  );
  const mapEvent = (event: E, distance: Convert, angle: Convert): E => {
    if (unitless.has(event.type)) return event;
    const flat = table[event.type];
    const e = flat === undefined ? event : converted(event, flat, distance, angle);
    const more = deep[event.type];
    return more === undefined ? e : more(e, distance, angle);
  };
  const decodeEventStrict = (event: E): E => {
    const strict =
      (parse: (v: unknown) => ReturnType<typeof parseTicks>, what: string): Convert =>
      (v) => {
        const r = parse(v);
        if (!r.ok) throw new RangeError(`${event.type}: ${what} ${v}: ${r.error.message}`);
        return r.value;
      };
    return mapEvent(event, strict(parseTicks, 'distance'), strict(parseTenths, 'angle'));
  };
  return {
    encodeEvent: (event) => mapEvent(event, ticksToWire, tenthsToWire),
    decodeEvent: (event) => mapEvent(event, toTicks, toTenths),
    decodeEventStrict,
    mapEvent,
  };
}
