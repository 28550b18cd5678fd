import { footprintRing, point } from '@pratzen/geometry';
import { wireCodec } from '../src/wire-codec';
import {
  assertActingIsActiveSide,
  assertNoOverlaps,
  assertOutOf,
  assertReplays,
  assertWireRoundTrip,
  assertWithin,
} from './invariants';
import { type ToyEvent, toy, toyInitial } from './toy-ruleset';

const block = (id: string, x: number, y: number) => ({
  id,
  ring: footprintRing({ position: point(x, y), facing: 0, width: 200, depth: 100 }),
});

describe('free-form invariants', () => {
  test('assertNoOverlaps: touching passes, overlapping fails naming both', () => {
    const row = [block('c', 400, 0), block('a', 0, 0), block('b', 200, 0)];
    expect(() => assertNoOverlaps(row, 'e1')).not.toThrow();
    expect(() => assertNoOverlaps([...row, block('d', 250, -50)], 'e2')).toThrow(
      /overlaps d after e2|d overlaps/,
    );
  });

  test('assertWithin and assertOutOf', () => {
    const table = { minX: -100, minY: -100, maxX: 1_000, maxY: 1_000 };
    expect(() => assertWithin([block('a', 0, 0)], table, 'e')).not.toThrow();
    expect(() => assertWithin([block('a', 950, 0)], table, 'e')).toThrow('a off the table after e');
    const pond = (ring: readonly { y: number }[]) =>
      ring.some((c) => c.y > 500) ? { id: 'pond-1' } : undefined;
    expect(() => assertOutOf([block('a', 0, 0)], pond, 'a pond', 'e')).not.toThrow();
    expect(() => assertOutOf([block('a', 0, 600)], pond, 'a pond', 'e')).toThrow(
      'a in a pond pond-1 after e',
    );
  });

  type Ev = { type: 'Moved'; x: number } | { type: 'Rolled'; die: number };
  const codec = wireCodec<Ev>({ Moved: { ticks: ['x'] }, Rolled: {} });

  test('assertWireRoundTrip: exact wire events pass; a fourth decimal or a float count fails', () => {
    expect(() =>
      assertWireRoundTrip(
        [
          { type: 'Moved', x: 1.25 },
          { type: 'Rolled', die: 3 },
        ],
        codec,
      ),
    ).not.toThrow();
    expect(() => assertWireRoundTrip([{ type: 'Moved', x: 1.0005 }], codec)).toThrow(/distance/);
    expect(() => assertWireRoundTrip([{ type: 'Rolled', die: 2.5 }], codec)).toThrow();
    // an encoder that is not the decoder's inverse
    const skewed = {
      ...codec,
      encodeEvent: (e: Ev) => (e.type === 'Moved' ? { ...e, x: e.x / 100 } : e),
    };
    expect(() => assertWireRoundTrip([{ type: 'Moved', x: 2 }], skewed)).toThrow(/encodes back/);
  });

  test('assertActingIsActiveSide', () => {
    const fine = {
      view: () => ({ acting: 'north' }),
      status: () => ({ activeSide: 'north' }) as never,
    };
    expect(() => assertActingIsActiveSide(fine, {})).not.toThrow();
    const split = { ...fine, view: () => ({ acting: 'south' }) };
    expect(() => assertActingIsActiveSide(split, {}, '(fire)')).toThrow(
      'acting south, activeSide north (fire)',
    );
  });

  test('assertReplays: the events rebuild the final state, or it fails', () => {
    const events: ToyEvent[] = [{ type: 'Moved', unitId: 'a', y: 700 }, { type: 'PhaseEnded' }];
    const final = events.reduce(toy.evolve, toyInitial());
    expect(() => assertReplays(toy, toyInitial(), events, final)).not.toThrow();
    expect(() => assertReplays(toy, toyInitial(), events.slice(1), final)).toThrow();
  });
});
