import type { UnitState } from '../state';
import { centreOf } from '../movement/pose';
import { AL_LINE, FR_LINE, at, position } from '../testing/positions';
import { attackDirection } from './direction';

/**
 * 13.9, 13.14, 5.4: where an attack comes from, at the edges of the defender's block. The
 * defender's front centre is at (10000, 10000) facing north (its front edge the line y = 10000,
 * its rear edge 0.4 UM behind: a line's depth); the attacker faces south, so its centre is half
 * its depth (0.2 UM) north of its front centre. Exact ticks: facings of whole right angles.
 */
const s = position([at(FR_LINE, 10, 10, 0, 'line'), at(AL_LINE, 30, 10, 180, 'line')]);
const defender = s.units.find((u) => u.id === FR_LINE)!;
const attacker = s.units.find((u) => u.id === AL_LINE)!;

/** The attacker (facing south) with its centre at (x, y) in ticks. */
const attackerCentredAt = (x: number, y: number): UnitState => {
  const placed = { ...attacker, x, y: y - 200 };
  expect(centreOf(placed.kind, placed)).toEqual({ x, y });
  return placed;
};

describe('13.9, 13.14 the side an attack comes from (combat/direction.ts)', () => {
  test('13.9, 13.14 ahead of the front edge or level with it: the front; behind the rear edge or level with it: the rear; between: a flank', () => {
    const from = (x: number, y: number) => attackDirection(attackerCentredAt(x, y), defender);
    expect(from(10000, 10001)).toBe('front');
    expect(from(10000, 10000)).toBe('front');
    expect(from(11500, 10000)).toBe('front');
    expect(from(11500, 9999)).toBe('flank');
    expect(from(8500, 9601)).toBe('flank');
    expect(from(8500, 9600)).toBe('rear');
    expect(from(10000, 9599)).toBe('rear');
  });

  test('13.9 in the frame of the defender: turned to face east, its front is to the east', () => {
    const east = { ...defender, facing: 900 };
    const placed = (x: number, y: number): UnitState => ({ ...attacker, x, y });
    // its front edge is the line x = 10000, its rear edge x = 9600
    expect(attackDirection(placed(9999, 11200), east)).toBe('flank');
    expect(attackDirection(placed(10000, 11200), east)).toBe('front');
    expect(attackDirection(placed(9600, 11200), east)).toBe('rear');
    expect(attackDirection(placed(9601, 11200), east)).toBe('flank');
  });

  test('5.4 an attack on a square comes via its front, from whatever side', () => {
    const square = { ...defender, formation: 'square' as const };
    expect(attackDirection(attackerCentredAt(10000, 9000), square)).toBe('front');
    expect(attackDirection(attackerCentredAt(10000, 9000), defender)).toBe('rear');
  });
});
