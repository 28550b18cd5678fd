import { type Ring, footprintRing, point } from '@pratzen/geometry';
import { slideSearch } from './retreat-search';

interface P {
  x: number;
  y: number;
  facing: number;
}
interface O {
  id: string;
  friend: boolean;
  at: P;
}

/** A synthetic 200 × 100 footprint. */
const ringAt = (p: P): Ring =>
  footprintRing({ position: point(p.x, p.y), facing: p.facing, width: 200, depth: 100 });

const search = (others: O[], extra: Partial<Parameters<typeof slideSearch<P, O>>[0]> = {}) =>
  slideSearch<P, O>({
    start: { x: 0, y: 0, facing: 0 },
    heading: 1800, // south: backwards, keeping its facing
    length: 1_000,
    ringAt,
    others,
    idOf: (o) => o.id,
    ringOf: (o) => ringAt(o.at),
    stopsAt: (o) => o.friend,
    groundBad: () => false,
    ...extra,
  });

describe('slideSearch', () => {
  test('nothing in the way: the whole length along the heading, facing kept', () => {
    expect(search([])).toEqual({
      kind: 'moved',
      pose: { x: 0, y: -1_000, facing: 0 },
      distance: 1_000,
    });
  });

  test('a unit that stops it: stopped where the footprints touch', () => {
    // the friend's front edge at y = -600; the mover's rear edge starts at y = -100
    const friend = { id: 'f', friend: true, at: { x: 0, y: -600, facing: 0 } };
    const out = search([friend]);
    expect(out).toEqual({
      kind: 'stopped',
      pose: { x: 0, y: -500, facing: 0 },
      distance: 500,
      by: friend,
    });
  });

  test('a unit that blocks it, met first, blocks it; a stopper met first stops it', () => {
    const friend = { id: 'f', friend: true, at: { x: 0, y: -800, facing: 0 } };
    const enemy = { id: 'e', friend: false, at: { x: 0, y: -400, facing: 0 } };
    expect(search([friend, enemy])).toEqual({ kind: 'blocked', by: 'e', distance: 300 });
    const nearFriend = { ...friend, at: { x: 0, y: -300, facing: 0 } };
    expect(search([nearFriend, enemy])).toMatchObject({
      kind: 'stopped',
      by: nearFriend,
      distance: 200,
    });
  });

  test('touching a stopper at the start: stopped with no pose', () => {
    const friend = { id: 'f', friend: true, at: { x: 0, y: -50, facing: 0 } };
    expect(search([friend])).toEqual({ kind: 'stopped', pose: null, distance: 0, by: friend });
  });

  test('units it may pass through meet it only where it would end on them', () => {
    const passed = { id: 'p', friend: true, at: { x: 0, y: -400, facing: 0 } };
    expect(search([passed], { through: () => true }).kind).toBe('moved');
    const under = { id: 'u', friend: true, at: { x: 0, y: -950, facing: 0 } };
    expect(search([under], { through: () => true })).toMatchObject({
      kind: 'stopped',
      distance: 850,
    });
  });

  test('the ground blocks it where the predicate first holds, the last clear distance given', () => {
    const edge = search([], { groundBad: (ring) => ring.some((c) => c.y < -700) });
    expect(edge).toEqual({ kind: 'blocked', by: 'terrain', distance: 600 });
    expect(search([], { groundBad: () => true })).toEqual({
      kind: 'blocked',
      by: 'terrain',
      distance: -1,
    });
  });
});
