import { facingOf } from './bearing';
import { facingVector } from './rotation';

describe('facingOf', () => {
  test('the cardinal and diagonal directions', () => {
    expect(facingOf({ x: 0, y: 5 })).toBe(0);
    expect(facingOf({ x: 5, y: 0 })).toBe(900);
    expect(facingOf({ x: 0, y: -5 })).toBe(1800);
    expect(facingOf({ x: -5, y: 0 })).toBe(2700);
    expect(facingOf({ x: 7, y: 7 })).toBe(450);
    expect(facingOf({ x: -7, y: 7 })).toBe(3150);
  });
  test('property: the facing of a table direction of length 10,000 ticks is that facing', () => {
    for (let f = 0; f < 3600; f += 7) expect(facingOf(facingVector(f, 10_000))).toBe(f);
  });
  test('a zero vector has none', () => {
    expect(() => facingOf({ x: 0, y: 0 })).toThrow(RangeError);
  });
});
