import { BOARD } from './data/board';
import { COUNTERS } from './data/counters';
import { initialState } from './setup';

const clear = BOARD.labels.filter((l) => BOARD.terrain.get(l) === 'clear');
const frInf = COUNTERS.filter((c) => c.side === 'french' && c.type === 'infantry');
const art = COUNTERS.find((c) => c.side === 'french' && c.type === 'artillery' && c.movement > 0)!;
const woods = BOARD.labels.find((l) => BOARD.terrain.get(l) === 'woods')!;

const problems = (position: unknown) => {
  const r = initialState({ scenarioId: 'historical', position });
  return r.ok ? [] : r.problems.map((p) => p.code);
};
const pos = (units: unknown[]) => ({ turn: 3, phase: 'movement', activeSide: 'french', units });

describe('1.0 set-up and custom positions', () => {
  test('1.0 the historical set-up places every printed start hex, reserve and reinforcement', () => {
    const r = initialState({ scenarioId: 'historical' });
    if (!r.ok) throw new Error('set-up failed');
    const byLoc = (l: string) => r.state.units.filter((u) => u.location === l).length;
    expect(byLoc('map')).toBe(COUNTERS.filter((c) => c.setup.kind === 'hex').length);
    expect(byLoc('reserve')).toBe(13);
    expect(byLoc('awaiting')).toBe(3);
    expect(r.state.morale).toEqual({ allied: 80, french: 70 });
    expect(r.state.custom).toBe(false);
  });

  test('unknown scenarios and optional rules are refused', () => {
    expect(initialState({ scenarioId: 'nope' })).toMatchObject({
      ok: false,
      problems: [{ code: 'UNKNOWN_SCENARIO' }],
    });
    expect(initialState({ scenarioId: 'historical', optionalRules: ['x'] })).toMatchObject({
      ok: false,
    });
    const ci = initialState({ scenarioId: 'historical', optionalRules: ['corps-integrity'] });
    expect(ci.ok && ci.state.options.corpsIntegrity).toBe(true);
  });

  test('a legal custom position is flagged custom', () => {
    const r = initialState({
      scenarioId: 'historical',
      position: pos([{ unitId: frInf[0]!.id, hex: clear[0] }]),
    });
    expect(r.ok && r.state.custom).toBe(true);
  });

  test('each problem of an illegal custom position is named', () => {
    expect(problems(pos([{ unitId: 'nobody', hex: clear[0] }]))).toEqual(['UNKNOWN_UNIT']);
    expect(
      problems(
        pos([
          { unitId: frInf[0]!.id, hex: clear[0] },
          { unitId: frInf[0]!.id, hex: clear[1] },
        ]),
      ),
    ).toEqual(['DUPLICATE_UNIT']);
    expect(problems(pos([{ unitId: art.id, hex: woods }]))).toEqual(['PROHIBITED_TERRAIN']);
    expect(problems(pos([{ unitId: frInf[0]!.id, hex: '9999' }]))).toEqual(['UNKNOWN_HEX']);
    expect(problems(pos([{ unitId: frInf[0]!.id, hex: clear[0], strength: 99 }]))).toEqual([
      'BAD_STRENGTH',
    ]);
    expect(problems({ turn: 12, phase: 'lunch', activeSide: 'prussian', units: [] })).toEqual([
      'BAD_TURN',
      'BAD_PHASE',
      'BAD_SIDE',
    ]);
  });

  test('4.4 a custom position may not overstack a hex (a lone unit over 10 CSP is legal)', () => {
    const big = COUNTERS.filter((c) => c.side === 'french' && c.strength >= 6).slice(0, 2);
    expect(problems(pos(big.map((c) => ({ unitId: c.id, hex: clear[0] }))))).toEqual([
      'OVERSTACKED',
    ]);
    const huge = COUNTERS.find((c) => c.strength > 10)!;
    expect(problems(pos([{ unitId: huge.id, hex: clear[0] }]))).toEqual([]);
  });

  test('4.3 a custom position may not put both sides in one hex', () => {
    const allied = COUNTERS.find((c) => c.side === 'allied' && c.type === 'infantry')!;
    expect(
      problems(
        pos([
          { unitId: frInf[0]!.id, hex: clear[0], strength: 1 },
          { unitId: allied.id, hex: clear[0], strength: 1 },
        ]),
      ),
    ).toEqual(['ENEMY_IN_HEX']);
  });

  test('a malformed custom position is a list of problems, never an exception', () => {
    const base = { turn: 3, phase: 'movement', activeSide: 'french' };
    expect(problems({ ...base, units: [null] })).toEqual(['BAD_UNIT_ENTRY']);
    expect(problems({ ...base, units: [{ unitId: 1, hex: [] }] })).toEqual(['BAD_UNIT_ENTRY']);
    expect(problems({ ...base, units: [], morale: { french: 'x' } })).toEqual(['BAD_POSITION']);
    expect(problems({ ...base, units: [], morale: 'x' })).toEqual(['BAD_POSITION']);
    expect(
      problems({ ...base, units: [{ unitId: frInf[0]!.id, hex: clear[0], disrupted: 'yes' }] }),
    ).toEqual(['BAD_POSITION']);
    expect(problems({ ...base, units: [], reinforcementsAvailable: 1 })).toEqual(['BAD_POSITION']);
    expect(problems('nonsense')).toEqual(['BAD_POSITION']);
  });
});
