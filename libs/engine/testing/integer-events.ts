/**
 * freeform.md: "Events carry only integers and strings" — a float computed on one Node version
 * must never reach a record another re-decides. `nonIntegerPaths` lists where a JSON value holds
 * anything else: a non-integer number (or NaN, ±Infinity, -0), a boolean, null, undefined, a
 * bigint, a function. Objects and arrays are walked. Booleans and null are refused too: a flag is
 * a string (`"line"`, `"column"`) in a free-form event, so one rule covers every event.
 */
export function nonIntegerPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [];
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? []
      : [`${path || '/'}: ${String(value)}`];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => nonIntegerPaths(v, `${path}/${i}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => nonIntegerPaths(v, `${path}/${k}`));
  }
  return [`${path || '/'}: ${value === null ? 'null' : typeof value}`];
}

/** Throws, naming the event and the path, unless every event holds only integers and strings. */
export function assertIntegerEvents(events: readonly unknown[]): void {
  for (const [i, event] of events.entries()) {
    const bad = nonIntegerPaths(event);
    if (bad.length > 0) {
      throw new Error(
        `event ${i} (${JSON.stringify(event)}) holds non-integer values: ${bad.join(', ')}`,
      );
    }
  }
}
