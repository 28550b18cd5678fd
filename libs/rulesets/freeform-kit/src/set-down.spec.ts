import type { SetupProblem } from '@pratzen/engine';
import { placeEach, readPose } from './set-down';

describe('readPose', () => {
  test('units and degrees to ticks and tenths', () => {
    const problems: SetupProblem[] = [];
    expect(readPose({ x: 12.5, y: '0.125', facing: 90.5 }, '/units/0', problems)).toEqual({
      x: 12_500,
      y: 125,
      facing: 905,
    });
    expect(problems).toEqual([]);
  });
  test('each bad member is a problem at its path; no pose', () => {
    const problems: SetupProblem[] = [];
    expect(readPose({ x: 1.0005, y: 2, facing: 'north' }, '/units/4', problems)).toBeNull();
    expect(problems.map((p) => p.path)).toEqual(['/units/4/x', '/units/4/facing']);
    expect(problems[0]?.code).toBe('PRECISION');
  });
});

describe('placeEach', () => {
  const place = (p: { id: string; ok: boolean }, i: number, problems: SetupProblem[]) => {
    if (p.ok) return { id: p.id, index: i };
    problems.push({ code: 'NOPE', path: `/units/${i}`, message: 'refused by the ruleset' });
    return null;
  };
  test('places each, refuses a second placement of an id', () => {
    const problems: SetupProblem[] = [];
    const units = placeEach(
      [
        { id: 'a', ok: true },
        { id: 'b', ok: false },
        { id: 'a', ok: true },
        { id: 'c', ok: true },
      ],
      place,
      problems,
    );
    expect(units).toEqual([
      { id: 'a', index: 0 },
      { id: 'c', index: 3 },
    ]);
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['NOPE', '/units/1'],
      ['DUPLICATE_UNIT', '/units/2/id'],
    ]);
  });
});
