import { setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE, FR_LIGHT_CAV, FR_LINE, at, position } from '../testing/positions';

/** A free-form position with the striped zone closed, as in the historic sequence. */
const closed = (
  units: Parameters<typeof position>[0],
  attacker: 'french' | 'allied',
): A1805State => {
  const s = position(units, { attacker });
  return { ...s, fog: { ...s.fog, stripedZone: true } };
};
const forward = (unitId: string, distance: number) => ({
  type: 'MoveUnit' as const,
  unitId,
  steps: [{ kind: 'forward' as const, distance }],
});

describe('16.4.1.6 the striped zone of the historic sequence', () => {
  test('16.4.1.6 closed in the historical scenario: no Allied chit is deployed in it', () => {
    const s = setupStateOrThrow(a1805.initialState({ scenarioId: 'historical' }));
    expect(s.fog.stripedZone).toBe(true);
    expect(
      setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' })).fog.stripedZone,
    ).toBe(false);
    given(a1805, s)
      .when({ type: 'DeployChit', box: 1, x: 25, y: 12, unitIds: [] })
      .thenViolates('STRIPED_ZONE', '16.4.1.6');
    expect(
      given(a1805, s).when({ type: 'DeployChit', box: 1, x: 33, y: 12, unitIds: [] }).decision.ok,
    ).toBe(true);
  });

  test('16.4.1.6 no Allied unit passes through it; French units do', () => {
    const allied = closed([at(AL_LINE, 21, 12, 90, 'line')], 'allied');
    given(a1805, allied).when(forward(AL_LINE, 2)).thenViolates('STRIPED_ZONE', '16.4.1.6');
    expect(given(a1805, allied).when(forward(AL_LINE, 1)).decision.ok).toBe(true);
    const french = closed([at(FR_LIGHT_CAV, 21, 12, 90, 'line')], 'french');
    expect(given(a1805, french).when(forward(FR_LIGHT_CAV, 2)).decision.ok).toBe(true);
  });

  test('16.4.1.6 it opens when a unit of Vandamme or St-Hilaire enters it — not other French units', () => {
    const s = closed(
      [at(FR_LINE, 21, 12, 90, 'line'), at(FR_LIGHT_CAV, 21, 16, 90, 'line')],
      'french',
    );
    const cavalry = given(a1805, s).when(forward(FR_LIGHT_CAV, 2)).after;
    expect(cavalry.fog.stripedZone).toBe(true);
    const vandamme = given(a1805, s).when(forward(FR_LINE, 2)).after;
    expect(vandamme.fog.stripedZone).toBe(false);
    expect(a1805.view(vandamme, { kind: 'spectator' } as never)).toMatchObject({
      fog: { stripedZoneClosed: false },
    });
  });
});
