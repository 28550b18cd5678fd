/**
 * Estimated sizes of cached values, in bytes, for the byte caps of the in-process caches.
 *
 * Measured on the SPI 1980 opening (Node 20): a legal-action list of 874 KB of JSON holds
 * ~856 KB of heap, a spectator's state view of 13 KB ~22 KB, a JSON text ~1.05 bytes per
 * character. Objects are therefore counted as OBJECT_FACTOR times their JSON length, which
 * errs on the large side.
 */
export const OBJECT_FACTOR = 2;

/** Arrays longer than this are sized from an evenly spread sample of SAMPLE elements. */
const SAMPLE = 32;

/** Bytes a JSON text takes (V8 keeps ASCII text one byte per character). */
export const textBytes = (text: string): number => text.length + 32;

/**
 * The length of `value` as JSON, without serialising all of a long array: its elements are
 * sampled, so a list of thousands of legal actions costs a few microseconds, not milliseconds.
 */
export function jsonLength(value: unknown): number {
  if (Array.isArray(value) && value.length > SAMPLE) {
    const step = value.length / SAMPLE;
    let sampled = 0;
    for (let i = 0; i < SAMPLE; i++) {
      sampled += (JSON.stringify(value[Math.floor(i * step)]) ?? 'null').length + 1;
    }
    return Math.ceil((sampled / SAMPLE) * value.length) + 2;
  }
  if (typeof value === 'string') return value.length + 2;
  return (JSON.stringify(value) ?? '').length;
}

/** Estimated heap bytes of a cached value: a string as text, anything else as objects. */
export const estimatedBytes = (value: unknown): number =>
  typeof value === 'string' ? textBytes(value) : jsonLength(value) * OBJECT_FACTOR + 64;
