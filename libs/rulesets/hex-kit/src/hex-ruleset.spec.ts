import { hexRuleset } from './hex-ruleset';

interface S {
  readonly turn: number;
  readonly phase: string;
  readonly side: string;
  readonly pending: null | { type: string; side: string; rule: string; prompt: string };
  readonly over: boolean;
  readonly units: readonly { readonly id: string }[];
}
type C = { readonly type: 'Attack' | 'EndPhase' };

const state: S = {
  turn: 2,
  phase: 'combat',
  side: 'allied',
  pending: null,
  over: false,
  units: [{ id: 'u1' }],
};
const parts: Parameters<typeof hexRuleset<S, C, { type: string }>>[0] = {
  info: {
    id: 'test',
    version: '1.0.0',
    title: 'T',
    publisher: 'P',
    year: 2000,
    sides: ['allied', 'french'],
    phases: ['combat'],
    scenarios: [],
    optionalRules: [],
    provenance: 'reconstruction',
  },
  commandSchemas: {},
  initialState: () => ({ ok: true, state }),
  decide: () => ({ ok: true, events: [] }),
  evolve: (s) => s,
  legalActions: () => [],
  view: (s) => s,
  victory: () => ({ sides: {}, result: null }),
  map: () => null,
  scenario: () => null,
  previewAttack: () => 'odds',
};
const ruleset = hexRuleset<S, C, { type: string }>(parts);

describe('hexRuleset', () => {
  it('counts in hexes on a hex geometry, keeping the info the ruleset gave', () => {
    expect(ruleset.info).toMatchObject({ id: 'test', geometry: 'hex', distanceUnit: 'hex' });
    expect(Object.keys(ruleset.info).slice(0, 7)).toEqual([
      'id',
      'version',
      'title',
      'publisher',
      'year',
      'geometry',
      'distanceUnit',
    ]);
  });
  it('gives the status header and the side to act', () => {
    expect(ruleset.status(state)).toMatchObject({ turn: 2, activeSide: 'allied', over: false });
    expect(ruleset.actingSide(state, { type: 'EndPhase' })).toBe('allied');
    expect(ruleset.actingSide({ ...state, over: true }, { type: 'EndPhase' })).toBeNull();
  });
  it('previews attacks only', () => {
    expect(ruleset.preview?.(state, { type: 'Attack' })).toBe('odds');
    expect(ruleset.preview?.(state, { type: 'EndPhase' })).toBeUndefined();
  });
  it('shows every event as it is unless the ruleset redacts', () => {
    const e = { type: 'PhaseEnded' };
    expect(ruleset.redactEvent(e, { kind: 'spectator' })).toBe(e);
    const hiding = hexRuleset<S, C, { type: string }>({ ...parts, redactEvent: () => null });
    expect(hiding.redactEvent(e, { kind: 'spectator' })).toBeNull();
  });
  it('knows the units of the state', () => {
    expect(ruleset.hasUnit?.(state, 'u1')).toBe(true);
    expect(ruleset.hasUnit?.(state, 'u2')).toBe(false);
  });
});
