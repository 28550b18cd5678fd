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
  RULESET_ID: 'test',
  RULESET_VERSION: '1.0.0',
  PUBLICATION: { title: 'T', publisher: 'P', year: 2000, provenance: 'reconstruction' },
  SIDES: ['allied', 'french'],
  PHASES: ['combat'],
  SCENARIOS: [{ id: 's', title: 'S' }],
  OPTIONAL_RULES: [],
  COMMAND_SCHEMAS: { EndPhase: { type: 'object' } },
  EVENT_SCHEMAS: {},
  LEGAL_ACTION_SCHEMAS: {},
  initialState: () => ({ ok: true, state }),
  decide: () => ({ ok: true, events: [] }),
  evolve: (s) => s,
  legalActions: () => [],
  view: (s) => s,
  victory: () => ({ sides: {}, result: null }),
  mapData: () => null,
  scenarioData: () => null,
  previewAttack: () => 'odds',
};
const ruleset = hexRuleset<S, C, { type: string }>(parts);

describe('hexRuleset', () => {
  it('counts in hexes on a hex geometry, its info read from the manifest in a fixed order', () => {
    expect(ruleset.info).toEqual({
      id: 'test',
      version: '1.0.0',
      title: 'T',
      publisher: 'P',
      year: 2000,
      geometry: 'hex',
      distanceUnit: 'hex',
      sides: ['allied', 'french'],
      phases: ['combat'],
      scenarios: [{ id: 's', title: 'S' }],
      optionalRules: [],
      provenance: 'reconstruction',
    });
    expect(Object.keys(ruleset.info).slice(0, 7)).toEqual([
      'id',
      'version',
      'title',
      'publisher',
      'year',
      'geometry',
      'distanceUnit',
    ]);
    expect(ruleset.commandSchemas).toEqual({ EndPhase: { type: 'object' } });
    expect(ruleset.initialState({ scenarioId: 's' })).toEqual({ ok: true, state });
  });
  it('leaves out the optional schemas a manifest does not have, and overrides the acting side', () => {
    expect('setupSchema' in ruleset).toBe(false);
    expect('previewSchemas' in ruleset).toBe(false);
    const withSetup = hexRuleset<S, C, { type: string }>(
      { ...parts, SETUP_SCHEMA: { type: 'object' } },
      { actingSide: () => 'french' },
    );
    expect(withSetup.setupSchema).toEqual({ type: 'object' });
    expect(withSetup.actingSide(state, { type: 'EndPhase' })).toBe('french');
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
