import { type Command, type DomainEvent, REFEREE, type Ruleset, replay } from '@pratzen/engine';
import { assertIntegerEvents } from '@pratzen/engine/testing';
import { type Box, type Ring, boxOf, convexOverlap, disjoint, within } from '@pratzen/geometry';
import type { WireCodec } from '../src/wire-codec';

/**
 * The invariants of the free-form random-game property (issue #13, #29): footprints on the
 * table, out of what they may not stand in, never overlapping; events of integers inside the
 * rules and exact on the wire; one meaning of the side to act; replay equality. For Jest specs:
 * each throws an Error naming what broke and `after` (the event or command it followed), or
 * fails a Jest expectation.
 */

/** A footprint with the id it is reported by. */
export interface Labelled {
  readonly id: string;
  readonly ring: Ring;
}

/** Every footprint wholly inside the table's box. */
export function assertWithin(items: readonly Labelled[], bbox: Box, after: string): void {
  for (const { id, ring } of items) {
    if (!within(ring, bbox)) throw new Error(`${id} off the table after ${after}`);
  }
}

/** No footprint in a feature `under` finds (e.g. impassable terrain), named by `what`. */
export function assertOutOf(
  items: readonly Labelled[],
  under: (ring: Ring) => { readonly id: string } | undefined,
  what: string,
  after: string,
): void {
  for (const { id, ring } of items) {
    const f = under(ring);
    if (f !== undefined) throw new Error(`${id} in ${what} ${f.id} after ${after}`);
  }
}

/** No two footprints overlap: every pair whose boxes meet (a sweep along x, sorted by left edge). */
export function assertNoOverlaps(items: readonly Labelled[], after: string): void {
  const boxed = items
    .map((it) => ({ it, box: boxOf(it.ring) }))
    .sort((a, b) => a.box.minX - b.box.minX);
  for (const [i, a] of boxed.entries()) {
    for (let j = i + 1; j < boxed.length && boxed[j]!.box.minX <= a.box.maxX; j += 1) {
      const b = boxed[j]!;
      if (!disjoint(a.box, b.box) && convexOverlap(a.it.ring, b.it.ring)) {
        throw new Error(`${a.it.id} overlaps ${b.it.id} after ${after}`);
      }
    }
  }
}

/**
 * Wire events read strictly (distances ≤ 3 decimals, angles ≤ 1: `decodeEventStrict` throws
 * otherwise), every other number an integer, and the conversion exact both ways:
 * encode(decode(w)) is w byte for byte, decode(encode(i)) is i.
 */
export function assertWireRoundTrip<E extends DomainEvent>(
  events: readonly E[],
  codec: Pick<WireCodec<E>, 'encodeEvent' | 'decodeEvent' | 'decodeEventStrict'>,
): void {
  const inside = events.map(codec.decodeEventStrict);
  assertIntegerEvents(inside);
  for (const [i, w] of events.entries()) {
    const d = inside[i]!;
    expect(codec.decodeEvent(w)).toEqual(d);
    const again = codec.encodeEvent(d);
    if (JSON.stringify(again) !== JSON.stringify(w)) {
      throw new Error(`${JSON.stringify(w)} encodes back as ${JSON.stringify(again)}`);
    }
    expect(codec.decodeEvent(again)).toEqual(d);
  }
}

/** One meaning of the side to act: the referee's state view's `acting` is the status's `activeSide`. */
export function assertActingIsActiveSide<S>(
  ruleset: Pick<Ruleset<S>, 'view' | 'status'>,
  state: S,
  label = '',
): void {
  const acting = (ruleset.view(state, REFEREE) as { acting?: unknown }).acting;
  const active = ruleset.status(state).activeSide;
  if (acting !== active) throw new Error(`acting ${String(acting)}, activeSide ${active} ${label}`);
}

/** The events folded from `initial` rebuild `final` (Jest's deep equality). */
export function assertReplays<S, E extends DomainEvent>(
  ruleset: Pick<Ruleset<S, Command, E>, 'evolve'>,
  initial: S,
  events: readonly E[],
  final: S,
): void {
  expect(replay(ruleset, initial, events)).toEqual(final);
}
