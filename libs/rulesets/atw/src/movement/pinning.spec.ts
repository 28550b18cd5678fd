import { scriptedDice } from '@pratzen/engine';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { needsPinTest, pinnersOf } from './pinning';

const pinning = (s: AtwState): AtwState => ({ ...s, optionalRules: ['pinning'] });
const run = (s: AtwState, steps: MoveStep[], dice: number[] = [6]) =>
  decide(s, { type: 'MoveUnit', unitId: 'a', steps }, scriptedDice(dice));
const code = (d: ReturnType<typeof run>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const types = (d: ReturnType<typeof run>) => (d.ok ? d.events.map((e) => e.type) : []);
const face: MoveStep = { kind: 'face', facing: 20 };
/** Allied column 'a' at (30, 20) facing north; a French line facing it, its front `gap`" away. */
const facing = (gap: number, more = {}, extra: ReturnType<typeof unit>[] = []) =>
  pinning(
    position(
      [
        unit('a', 30, 20, 0, { grade: 'B' }),
        unit('e', 30, 20 + gap, 180, { side: 'french', formation: 'line', files: 12, ...more }),
        ...extra,
      ],
      { bare: true },
    ),
  );
const byId = (s: AtwState, id: string) => s.units.find((u) => u.id === id)!;

describe('atw 12.3 pinned units (optional)', () => {
  test('atw 12.3: a good enemy pins the 6" ahead of its front; a unit there tests before turning (grade B: 2, +2 with the enemy able to attack: 4)', () => {
    const s = facing(5);
    expect(pinnersOf(s, byId(s, 'a')).map((u) => u.id)).toEqual(['e']);
    expect(types(run(s, [face], [3]))).toEqual(['PinTested']);
    const passed = run(s, [face], [4]);
    expect(types(passed)).toEqual(['PinTested', 'UnitMoved']);
    expect(passed.ok && passed.events[0]).toMatchObject({
      by: 'e',
      roll: 4,
      need: 4,
      result: 'passed',
    });
    // 7" away: out of the zone, no test
    expect(types(run(facing(7), [face]))).toEqual(['UnitMoved']);
  });

  test('atw 12.3: failed, the unit does not move and may make only free moves this turn', () => {
    const s = facing(5);
    const failed = run(s, [face], [1]);
    expect(types(failed)).toEqual(['PinTested']);
    const after = (failed.ok ? failed.events : []).reduce<AtwState>(
      (t, e: AtwEvent) => evolve(t, e),
      s,
    );
    expect(code(run(after, [{ kind: 'sidestep', direction: 'left', distance: 1 }]))).toBe(
      'PINNED 12.3',
    );
    expect(types(run(after, [{ kind: 'wheel', corner: 'left', angle: 10 }]))).toEqual([
      'UnitMoved',
    ]);
  });

  test('atw 12.3: wheels, forward moves and shallow obliques need no test; sidesteps, backsteps, changes and wide obliques do', () => {
    expect(needsPinTest([{ kind: 'wheel', corner: 'left', angle: 30 }])).toBe(false);
    expect(needsPinTest([{ kind: 'oblique', angle: 22.5, distance: 2 }])).toBe(false);
    expect(needsPinTest([{ kind: 'oblique', angle: 30, distance: 2 }])).toBe(true);
    expect(needsPinTest([{ kind: 'backstep', distance: 1 }])).toBe(true);
    expect(needsPinTest([{ kind: 'formation', formation: 'line', files: 12 }])).toBe(true);
  });

  test('atw 12.3-1/2: shaken units and squares exert no zone', () => {
    const a = (s: AtwState) => pinnersOf(s, byId(s, 'a')).length;
    expect(a(facing(5, { morale: 'shaken' }))).toBe(0);
    expect(a(facing(5, { formation: 'square' }))).toBe(0);
  });

  test('atw 12.3: an intervening unit or impassable ground stops the zone; without the option nothing is tested', () => {
    const screened = facing(5, {}, [unit('m', 30, 23, 0, { formation: 'line', files: 12 })]);
    expect(pinnersOf(screened, byId(screened, 'a'))).toEqual([]);
    const walled = pinning(
      position(
        [
          unit('a', 30, 20, 0, { grade: 'B' }),
          unit('e', 30, 25, 180, { side: 'french', formation: 'line', files: 12 }),
        ],
        { features: [area('w', 'impassable', 20, 21, 40, 22)] },
      ),
    );
    expect(pinnersOf(walled, byId(walled, 'a'))).toEqual([]);
    const off = { ...facing(5), optionalRules: [] };
    expect(types(run(off, [face]))).toEqual(['UnitMoved']);
  });
});
