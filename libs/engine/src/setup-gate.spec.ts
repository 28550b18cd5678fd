import { setupRequestProblems, setupStateOrThrow } from './setup-gate';

const scenarios = [{ id: 'historical' }];
const options = [{ id: 'corps-integrity' }];

describe('setupRequestProblems', () => {
  it('accepts a known scenario with known options, with or without a position', () => {
    expect(setupRequestProblems({ scenarioId: 'historical' }, scenarios, options)).toEqual([]);
    expect(
      setupRequestProblems(
        { scenarioId: 'historical', optionalRules: ['corps-integrity'], position: { units: [] } },
        scenarios,
        options,
      ),
    ).toEqual([]);
  });
  it('refuses an unknown scenario first', () => {
    expect(
      setupRequestProblems({ scenarioId: 'x', optionalRules: ['y'] }, scenarios, options),
    ).toEqual([{ code: 'UNKNOWN_SCENARIO', message: 'no scenario x', path: 'scenarioId' }]);
  });
  it('names every unknown optional rule', () => {
    const p = setupRequestProblems(
      { scenarioId: 'historical', optionalRules: ['a', 'corps-integrity', 'b'] },
      scenarios,
      options,
    );
    expect(p.map((x) => [x.code, x.message])).toEqual([
      ['UNKNOWN_OPTION', 'no optional rule a'],
      ['UNKNOWN_OPTION', 'no optional rule b'],
    ]);
  });
  it.each([null, 3, 'x', {}, { units: 'no' }])('refuses the position %p', (position) => {
    expect(
      setupRequestProblems({ scenarioId: 'historical', position }, scenarios, options)[0]?.code,
    ).toBe('BAD_POSITION');
  });
});

describe('setupStateOrThrow', () => {
  it('gives the state of a good set-up and throws the problems of a bad one', () => {
    expect(setupStateOrThrow({ ok: true, state: 7 })).toBe(7);
    expect(() =>
      setupStateOrThrow({ ok: false, problems: [{ code: 'A', message: 'first' }] }),
    ).toThrow('first');
  });
});
