import type { UntypedPaths } from '@pratzen/rulesets/hex-kit';
import { initialState } from './setup';
import type { SpiState } from './state';
import { view } from './view';
import type { SpiView } from './view-schema';

const opening = (): SpiState => {
  const r = initialState({ scenarioId: 'historical' });
  if (!r.ok) throw new Error('set-up failed');
  return r.state;
};

describe('the SPI view, its type derived from VIEW_SCHEMA (one source, no hand-kept mirror)', () => {
  it('every member of the view has a type (no schema member left untyped)', () => {
    // Checked by the type-check (jest only transpiles): compiles only while no path is untyped.
    const untyped: [UntypedPaths<SpiView>] extends [never] ? 'none' : UntypedPaths<SpiView> =
      'none';
    expect(untyped).toBe('none');
  });

  it('12.0 the written deployment is an optional member: the French seat sees it, the Allies not', () => {
    const s = opening();
    const plotted = { ...s, reserve: { plotted: [{ unitId: 'x', hex: '0101' }], revealed: false } };
    const french: SpiView = view(plotted, { kind: 'side', side: 'french' });
    const allied: SpiView = view(plotted, { kind: 'side', side: 'allied' });
    expect(french.reserve.deployments).toEqual([{ unitId: 'x', hex: '0101' }]);
    expect(allied.reserve).toEqual({ plotted: true, revealed: false });
    expect(french.units.length).toBe(s.units.length);
  });
});
