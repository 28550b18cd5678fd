import { moveWithRiders, replaceUnits } from './evolve-helpers';

interface U {
  id: string;
  x: number;
  rider?: string;
}

describe('moveWithRiders', () => {
  const units: U[] = [
    { id: 'a', x: 0 },
    { id: 'g', x: 0, rider: 'b' },
    { id: 'b', x: 1 },
    { id: 'c', x: 2 },
  ];
  const move = (id: string) =>
    moveWithRiders(
      units,
      id,
      (u) => ({ ...u, x: u.x + 10 }),
      (u, host) => u.rider === host,
      (r, m) => ({ ...r, x: m.x }),
    );

  test('the mover and its riders replaced, in one new array; the others the same objects', () => {
    const r = move('b')!;
    expect(r.units).toEqual([
      { id: 'a', x: 0 },
      { id: 'g', x: 11, rider: 'b' },
      { id: 'b', x: 11 },
      { id: 'c', x: 2 },
    ]);
    expect(r.mover).toEqual({ id: 'b', x: 11 });
    expect(r.before).toBe(units[2]);
    expect(r.units).not.toBe(units);
    expect(r.units[0]).toBe(units[0]);
    expect(r.units[3]).toBe(units[3]);
    expect(units[2]).toEqual({ id: 'b', x: 1 });
  });
  test('a unit without riders moves alone; an unknown id is null', () => {
    const r = move('c')!;
    expect(r.units.map((u) => u.x)).toEqual([0, 0, 1, 12]);
    expect(move('zz')).toBeNull();
  });
});

describe('replaceUnits', () => {
  const units: U[] = [
    { id: 'a', x: 0 },
    { id: 'b', x: 1 },
  ];
  test('replaces by id; the same array when nothing changed', () => {
    expect(replaceUnits(units, new Map([['b', { id: 'b', x: 5 }]]))).toEqual([
      { id: 'a', x: 0 },
      { id: 'b', x: 5 },
    ]);
    expect(replaceUnits(units, new Map())).toBe(units);
  });
});
