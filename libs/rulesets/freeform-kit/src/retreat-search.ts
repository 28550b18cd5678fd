import {
  type Ring,
  boxOf,
  convexHull,
  convexOverlap,
  disjoint,
  facingVector,
  lastClear,
} from '@pratzen/geometry';

/** Where a slide (a retreat, an evade, a recoil) ends. */
export type SlideOutcome<P, O> =
  | { readonly kind: 'moved'; readonly pose: P; readonly distance: number }
  /**
   * It touched `by` (a unit that stops it) and stopped there; `pose` null (and `distance` 0)
   * when it already touched it at the start (it stays where it was).
   */
  | { readonly kind: 'stopped'; readonly pose: P | null; readonly distance: number; readonly by: O }
  /**
   * Something that blocks it (a unit, or `'terrain'`) is in the way; `distance` is the farthest
   * it could slide before meeting it (−1 when it meets it where it starts).
   */
  | { readonly kind: 'blocked'; readonly by: string; readonly distance: number };

export interface SlideSearch<P, O> {
  /** The pose the slide starts from (already turned as the ruleset turns it). */
  readonly start: P;
  /** Which way it slides (tenths of a degree; the pose's own facing is kept). */
  readonly heading: number;
  /** How far (ticks). */
  readonly length: number;
  /** The footprint at a pose (the ruleset's). */
  readonly ringAt: (pose: P) => Ring;
  /** The other units in play. */
  readonly others: readonly O[];
  readonly idOf: (other: O) => string;
  readonly ringOf: (other: O) => Ring;
  /** Whether touching `other` stops the slide there (else it blocks it). */
  readonly stopsAt: (other: O) => boolean;
  /** Whether the slide may pass through `other`, meeting it only if it would end on it. */
  readonly through?: (other: O) => boolean;
  /** Whether the ground blocks the slide: the footprint at a distance and the ring swept so far. */
  readonly groundBad: (footprint: Ring, swept: Ring) => boolean;
}

const overlaps = (a: Ring, b: Ring): boolean =>
  !disjoint(boxOf(a), boxOf(b)) && convexOverlap(a, b);

/**
 * A footprint slid straight along `heading` for `length`, the first thing in the way found
 * exactly (bisection over whole ticks on the swept hull): nothing (moved the whole length), a
 * unit that stops it (stopped just short, touching), or one that blocks it, or the ground
 * (blocked). At equal distances a blocker comes before a unit that stops it.
 */
export function slideSearch<P extends { readonly x: number; readonly y: number }, O>(
  s: SlideSearch<P, O>,
): SlideOutcome<P, O> {
  const { start: turned, heading, length, ringAt } = s;
  const first = ringAt(turned);
  const poseAt = (d: number): P => {
    const v = facingVector(heading, d);
    return { ...turned, x: turned.x + v.x, y: turned.y + v.y };
  };
  const sweep = (d: number): Ring =>
    d === 0 ? first : convexHull([...first, ...ringAt(poseAt(d))]);
  const safe = (bad: (d: number) => boolean): number => lastClear(bad, length);
  const full = sweep(length);
  const end = ringAt(poseAt(length));
  const obstacles: { d: number; by: string; friend: O | null }[] = [];
  for (const o of s.others) {
    const ring = s.ringOf(o);
    if (!overlaps(full, ring)) continue;
    if (s.through !== undefined && s.through(o) && !overlaps(end, ring)) continue;
    obstacles.push({
      d: safe((d) => overlaps(sweep(d), ring)),
      by: s.idOf(o),
      friend: s.stopsAt(o) ? o : null,
    });
  }
  const ground = safe((d) => s.groundBad(ringAt(poseAt(d)), sweep(d)));
  if (ground < length) obstacles.push({ d: ground, by: 'terrain', friend: null });
  if (obstacles.length === 0) return { kind: 'moved', pose: poseAt(length), distance: length };
  obstacles.sort((a, b) => a.d - b.d || (a.friend === null ? -1 : 1));
  const met = obstacles[0]!;
  if (met.friend === null) return { kind: 'blocked', by: met.by, distance: met.d };
  if (met.d < 0) return { kind: 'stopped', pose: null, distance: 0, by: met.friend };
  return { kind: 'stopped', pose: poseAt(met.d), distance: met.d, by: met.friend };
}
