import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { FR_LIGHT_CAV, FR_LINE_2, SOULT, at, position } from '../testing/positions';

const RU_GUN = 'al-col-iv-art-1';
const fire = {
  type: 'FireArtillery' as const,
  unitIds: [RU_GUN],
  targetId: FR_LIGHT_CAV,
  ammunition: 'canister' as const,
};

/** The example of play's ground: the gun's canister routs the cavalry, which runs into the column. */
function routing(optional: string[]): A1805State {
  const s = position(
    [
      at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
      at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
      at(FR_LINE_2, 17.0, 17, 90, 'column'),
    ],
    { phase: 'artillery-preparation-fire', attacker: 'allied' },
  );
  return { ...s, optionalRules: optional };
}
// the canister's roll 5, the cavalry's check a double 6 (routed, it flees into the column) …
const ROUTS = [5, 6, 6];

describe('19 the alternate rout rule (optional)', () => {
  test('19.2 a routing unit that runs into a friend leaves the table and comes back that many turns later (2–6)', () => {
    const w = given(a1805, routing(['alternate-rout'])).when(fire, [...ROUTS, 3, 1, 1, 1, 1]);
    expect(w.events).toContainEqual({
      type: 'RoutedOff',
      unitId: FR_LIGHT_CAV,
      die: 3,
      returnsOn: 4,
    });
    expect(w.after.units.some((u) => u.id === FR_LIGHT_CAV)).toBe(false);
    expect(w.after.returning).toEqual([
      { unit: expect.objectContaining({ id: FR_LIGHT_CAV }), turn: 4 },
    ]);
    expect(w.after.eliminated).toEqual([]);
    // without the rule it is eliminated (13.11.1; 19.2: "no longer automatically eliminated")
    const plain = given(a1805, routing([])).when(fire, [...ROUTS, 1, 1, 1, 1]);
    expect(plain.after.units.some((u) => u.id === FR_LIGHT_CAV)).toBe(false);
    expect(plain.after.eliminated).toEqual([FR_LIGHT_CAV]);
  });

  test('19.2 on a 1 it is lost; so is a unit that would come back after the last turn', () => {
    const one = given(a1805, routing(['alternate-rout'])).when(fire, [...ROUTS, 1, 1, 1, 1, 1]);
    expect(one.after.eliminated).toEqual([FR_LIGHT_CAV]);
    const late = { ...routing(['alternate-rout']), turn: 10 };
    const w = given(a1805, late).when(fire, [...ROUTS, 4, 1, 1, 1, 1]);
    expect(w.after.eliminated).toEqual([FR_LIGHT_CAV]);
    expect(w.after.returning).toEqual([]);
  });

  test('19.3–19.4 it returns in its Rally Phase within 2 UM of its corps HQ, stunned, at half strength on 1–4', () => {
    const away = given(a1805, routing(['alternate-rout'])).when(fire, [
      ...ROUTS,
      3,
      1,
      1,
      1,
      1,
    ]).after;
    const due: A1805State = {
      ...away,
      turn: 4,
      phase: 'rally',
      attacker: 'french',
      // (the column the cavalry ran into has rallied meanwhile)
      units: [
        ...away.units.map((u) => ({ ...u, morale: 'good' as const })),
        ...position([at(SOULT, 12, 10, 90, 'none')]).units,
      ],
    };
    given(a1805, due).when({ type: 'EndPhase' }).thenViolates('RETURN_PENDING', '19.3');
    given(a1805, due)
      .when({
        type: 'ReturnUnit',
        unitId: FR_LIGHT_CAV,
        x: 20,
        y: 10,
        facing: 90,
        formation: 'line',
      })
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    const offered = a1805
      .legalActions(due, sideViewer('french'))
      .find((a) => a.command.type === 'ReturnUnit');
    expect(offered).toBeDefined();
    const half = given(a1805, due).when(offered!.command, [3]).after;
    expect(half.units.find((u) => u.id === FR_LIGHT_CAV)).toMatchObject({
      morale: 'stunned',
      stepsLost: 1,
    });
    const full = given(a1805, due).when(offered!.command, [5]).after;
    expect(full.units.find((u) => u.id === FR_LIGHT_CAV)?.stepsLost).toBe(0);
    expect(full.returning).toEqual([]);
  });

  test('19.2 a unit routed off the table has no choice left to make', () => {
    const s = routing(['alternate-rout']);
    const asked: A1805State = {
      ...s,
      reaction: {
        side: 'french',
        unitId: FR_LIGHT_CAV,
        against: RU_GUN,
        options: ['retreat', 'none'],
      },
    };
    const after = a1805.evolve(asked, {
      type: 'RoutedOff',
      unitId: FR_LIGHT_CAV,
      die: 3,
      returnsOn: 4,
    });
    expect(after.reaction).toBeNull();
    expect(after.returning.map((r) => r.unit.id)).toEqual([FR_LIGHT_CAV]);
  });
});
