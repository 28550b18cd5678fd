import type { UntypedPaths } from '@pratzen/rulesets/hex-kit';
import { dg2006 } from './ruleset';
import { view } from './view';
import type { DgView } from './view-schema';

describe('the DG view, its type derived from VIEW_SCHEMA (one source, no hand-kept mirror)', () => {
  it('every member of the view has a type (no schema member left untyped)', () => {
    // Checked by the type-check (jest only transpiles): compiles only while no path is untyped.
    const untyped: [UntypedPaths<DgView>] extends [never] ? 'none' : UntypedPaths<DgView> = 'none';
    expect(untyped).toBe('none');
  });

  it('view() returns the derived type: the opening view reads as DgView', () => {
    const r = dg2006.initialState({ scenarioId: 'historical' });
    if (!r.ok) throw new Error('setup failed');
    const v: DgView = view(r.state, { kind: 'spectator' });
    expect(v.rulesetId).toBe('dg-2006');
    expect(v.pendingDecision).toBeNull();
    expect(v.units.every((u) => u.location !== 'map' || typeof u.hex === 'string')).toBe(true);
  });
});
