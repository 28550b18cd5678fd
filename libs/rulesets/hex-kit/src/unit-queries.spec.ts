import { occupancyOf, unitQueries, unitsWith, type PlacedUnit } from './unit-queries';

type Side = 'allied' | 'french';
const SIDE: Record<string, Side> = { a1: 'allied', a2: 'allied', f1: 'french', f2: 'french' };
const INDEX: Record<string, number> = { a1: 0, a2: 1, f1: 2, f2: 3 };
interface State {
  readonly units: readonly PlacedUnit[];
}

const state: State = {
  units: [
    { id: 'a1', location: 'map', hex: '0101' },
    { id: 'a2', location: 'map', hex: '0101' },
    { id: 'f1', location: 'map', hex: '0202' },
    { id: 'f2', location: 'eliminated', hex: null },
  ],
};
const q = unitQueries<State, PlacedUnit, Side>(
  (u) => SIDE[u.id] as Side,
  (id) => INDEX[id],
);

describe('occupancyOf', () => {
  it('groups the units on the map by hex, leaving out those off it', () => {
    expect([...occupancyOf(state.units)].map(([h, us]) => [h, us.map((u) => u.id)])).toEqual([
      ['0101', ['a1', 'a2']],
      ['0202', ['f1']],
    ]);
  });
  it('is computed once per units array', () => {
    expect(occupancyOf(state.units)).toBe(occupancyOf(state.units));
    expect(occupancyOf([...state.units])).not.toBe(occupancyOf(state.units));
  });
});

describe('unitQueries', () => {
  it('finds units by hex and the side holding a hex', () => {
    expect(q.unitsAt(state, '0101').map((u) => u.id)).toEqual(['a1', 'a2']);
    expect(q.unitsAt(state, '0303')).toEqual([]);
    expect(q.sideAt(state, '0202')).toBe('french');
    expect(q.sideAt(state, '0303')).toBeNull();
  });
  it('finds a unit by id through the manifest index, undefined for an unknown id', () => {
    expect(q.unit(state, 'f1')?.hex).toBe('0202');
    expect(q.unit(state, 'zz')).toBeUndefined();
  });
  it('lists the units of a side, on the map or not', () => {
    expect(q.unitsOf(state, 'french').map((u) => u.id)).toEqual(['f1', 'f2']);
  });
});

describe('phasingIds', () => {
  it("lists the phasing side's unit ids, or just the one asked for", () => {
    expect(q.phasingIds({ ...state, side: 'allied' })).toEqual(['a1', 'a2']);
    expect(q.phasingIds({ ...state, side: 'allied' }, 'f1')).toEqual(['f1']);
  });
});

describe('unitsWith', () => {
  it('replaces one unit and shares the others', () => {
    const units = unitsWith(state.units, 2, (u) => ({ ...u, hex: '0303' }));
    expect(units[2]?.hex).toBe('0303');
    expect(units[0]).toBe(state.units[0]);
    expect(state.units[2]?.hex).toBe('0202');
  });
  it('gives the same array for an index with no unit', () => {
    expect(unitsWith(state.units, 9, (u) => u)).toBe(state.units);
  });
});
