import { compactEntries, compactPositions, positionPoint, positionUnits } from './custom-position';

const counters = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('positionUnits', () => {
  it('places the listed units, in manifest order, and marks the others unlisted', () => {
    const units = positionUnits(
      counters,
      [
        { unitId: 'c', hex: '0101' },
        { unitId: 'a', hex: '0202', strength: 2 },
      ],
      (c, e) => `${c.id}@${e.hex}${e.strength ?? ''}`,
      (c) => `${c.id} out`,
    );
    expect(units).toEqual(['a@02022', 'b out', 'c@0101']);
  });
});

describe('positionPoint', () => {
  it('is custom, at the turn, phase and active side given', () => {
    expect(positionPoint({ turn: 4, phase: 'combat', activeSide: 'french', units: [] })).toEqual({
      custom: true,
      turn: 4,
      phase: 'combat',
      side: 'french',
    });
  });
});

describe('compactEntries', () => {
  it('reads a bare hex or an object with the hex and more', () => {
    expect(compactEntries({ a: '0101', b: { hex: '0202', strength: 3 } })).toEqual([
      { unitId: 'a', hex: '0101' },
      { unitId: 'b', hex: '0202', strength: 3 },
    ]);
  });
});

describe('compactPositions', () => {
  it('builds the position and hands it to the set-up', () => {
    type P = {
      turn: number;
      phase: 'movement';
      activeSide: 'allied';
      units: { unitId: string; hex: string }[];
      lost?: number;
    };
    const at = compactPositions<P, P>((p) => p);
    expect(at(2, 'movement', 'allied', { a: '0101' }, { lost: 3 })).toEqual({
      turn: 2,
      phase: 'movement',
      activeSide: 'allied',
      units: [{ unitId: 'a', hex: '0101' }],
      lost: 3,
    });
  });
});
