import type { GameSetup, SetupResult } from '@pratzen/engine';
import { at, positionBuilder } from './positions';

interface S {
  units: { id: string; x: number }[];
  phase: string;
  seen: GameSetup;
}
type P = ReturnType<typeof at<'line' | 'column'>>;

/** A synthetic set-up: units in thousandths (ticks), a unit named 'bad' refused. */
const initialState = (setup: GameSetup): SetupResult<S> => {
  const units = (setup.position as { units: P[] }).units;
  if (units.some((u) => u.id === 'bad'))
    return { ok: false, problems: [{ code: 'UNKNOWN_UNIT', message: 'no unit bad' }] };
  return {
    ok: true,
    state: {
      units: units.map((u) => ({ id: u.id, x: Math.round(u.x * 1000) })),
      phase: 'setup',
      seen: setup,
    },
  };
};

describe('testing/positions', () => {
  test('at: a placement in wire units, extra members after', () => {
    expect(at('a', 1.5, 2, 90, 'line')).toEqual({
      id: 'a',
      x: 1.5,
      y: 2,
      facing: 90,
      formation: 'line',
    });
    expect(at('g', 0, 0, 0, 'none', { attachedTo: 'a' })).toEqual({
      id: 'g',
      x: 0,
      y: 0,
      facing: 0,
      formation: 'none',
      attachedTo: 'a',
    });
  });

  const position = positionBuilder<S, P, { phase?: string }>({
    initialState,
    setupOf: (units) => ({ scenarioId: 'free-form', position: { units } }),
    after: (s, o) => ({ ...s, phase: o.phase ?? 'movement' }),
  });

  test('position: through the ruleset set-up, then the options', () => {
    const s = position([at('a', 1.5, 2, 90, 'line')], { phase: 'fire' });
    expect(s.units).toEqual([{ id: 'a', x: 1_500 }]);
    expect(s.phase).toBe('fire');
    expect(s.seen.scenarioId).toBe('free-form');
    expect(position([]).phase).toBe('movement');
  });

  test('position: a set-up the ruleset refuses throws its problems', () => {
    expect(() => position([at('bad', 0, 0, 0, 'line')])).toThrow('no unit bad');
  });
});
