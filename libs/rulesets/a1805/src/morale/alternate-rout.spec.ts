import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { FR_LIGHT_CAV, FR_LINE_2, NAPOLEON, SOULT, at, position } from '../testing/positions';

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
    expect(one.events).toContainEqual(
      expect.objectContaining({ type: 'UnitEliminated', cause: 'routed off and lost (19.2)' }),
    );
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

  /** The cavalry routed off on turn 1 (die 3): due back on turn 4; `extra` placed meanwhile. */
  const dueOn4 = (extra: Parameters<typeof position>[0], patch: Partial<A1805State> = {}) => {
    const away = given(a1805, routing(['alternate-rout'])).when(fire, [
      ...ROUTS,
      3,
      1,
      1,
      1,
      1,
    ]).after;
    const s: A1805State = {
      ...away,
      turn: 4,
      phase: 'rally',
      attacker: 'french',
      units: [
        ...away.units.map((u) => ({ ...u, morale: 'good' as const })),
        ...position(extra).units,
      ],
      ...patch,
    };
    return s;
  };
  const returnAt = (x: number, y: number) => ({
    type: 'ReturnUnit' as const,
    unitId: FR_LIGHT_CAV,
    x,
    y,
    facing: 90,
    formation: 'line' as const,
  });

  test('19.2 a unit due back on the last turn returns; one due the turn after is lost', () => {
    const late = { ...routing(['alternate-rout']), turn: 10 };
    const last = given(a1805, late).when(fire, [...ROUTS, 2, 1, 1, 1, 1]);
    expect(last.after.eliminated).toEqual([]);
    expect(last.after.returning).toEqual([
      { unit: expect.objectContaining({ id: FR_LIGHT_CAV }), turn: 12 },
    ]);
    const after = given(a1805, late).when(fire, [...ROUTS, 3, 1, 1, 1, 1]);
    expect(after.events).toContainEqual({
      type: 'RoutedOff',
      unitId: FR_LIGHT_CAV,
      die: 3,
      returnsOn: 0,
    });
    expect(after.after.eliminated).toEqual([FR_LIGHT_CAV]);
    expect(after.events).toContainEqual(
      expect.objectContaining({ type: 'UnitEliminated', cause: 'routed off for good (19.2)' }),
    );
  });

  test('19.2 the strength die: 4 is half strength, 6 full', () => {
    const due = dueOn4([at(SOULT, 12, 10, 90, 'none')]);
    const half = given(a1805, due).when(returnAt(13, 10), [4]);
    half.then([{ type: 'UnitReturned', unitId: FR_LIGHT_CAV, die: 4, stepsLost: 1 }]);
    const full = given(a1805, due).when(returnAt(13, 10), [6]);
    full.then([{ type: 'UnitReturned', unitId: FR_LIGHT_CAV, die: 6, stepsLost: 0 }]);
    expect(full.after.units.find((u) => u.id === FR_LIGHT_CAV)).toMatchObject({
      morale: 'stunned',
      stepsLost: 0,
      x: 13000,
      y: 10000,
      facing: 900,
    });
  });

  test('19.2 a battery (one step) returns whole: no strength die is rolled, whatever the dice', () => {
    const gun = 'fr-iv-art-1';
    const s: A1805State = {
      ...position([at(SOULT, 12, 10, 90, 'none')], { phase: 'rally', attacker: 'french' }),
      turn: 4,
      optionalRules: ['alternate-rout'],
      returning: [
        {
          unit: { id: gun, side: 'french', kind: 'artillery', stepsLost: 0, morale: 'stunned' },
          turn: 4,
        },
      ],
    };
    const command = { ...returnAt(13, 10), unitId: gun, formation: 'unlimbered' as const };
    const w = given(a1805, s).when(command, [1]);
    w.then([{ type: 'UnitReturned', unitId: gun, stepsLost: 0 }]);
    expect(w.events[0]).not.toHaveProperty('die');
    expect(w.after.units.find((u) => u.id === gun)).toMatchObject({
      morale: 'stunned',
      stepsLost: 0,
    });
  });

  test('19.3 it returns in its own Rally Phase of its turn or later: not before, not in the enemy Rally Phase, not in another phase', () => {
    const soult = [at(SOULT, 12, 10, 90, 'none')];
    expect(given(a1805, dueOn4(soult)).when(returnAt(13, 10), [5]).decision.ok).toBe(true);
    expect(given(a1805, dueOn4(soult, { turn: 6 })).when(returnAt(13, 10), [5]).decision.ok).toBe(
      true,
    );
    for (const patch of [
      { turn: 3 },
      { attacker: 'allied' as const },
      { phase: 'movement' as const },
    ]) {
      const s = dueOn4(soult, patch);
      const v = given(a1805, s).when(returnAt(13, 10), [5]).thenViolates('NOT_DUE_BACK', '19.3');
      expect(v.message).toBe(`${FR_LIGHT_CAV} is not due back in this Rally Phase`);
      expect(
        a1805.legalActions(s, sideViewer(s.attacker)).some((a) => a.command.type === 'ReturnUnit'),
      ).toBe(false);
    }
  });

  test('19.4 its corps HQ gone, it returns within 2 UM of its army commander; with its corps HQ there, not by the commander', () => {
    const napoleon = at(NAPOLEON, 25, 20, 90, 'none');
    const fallback = dueOn4([napoleon]);
    expect(given(a1805, fallback).when(returnAt(26, 20), [5]).decision.ok).toBe(true);
    const far = given(a1805, fallback)
      .when(returnAt(13, 10), [5])
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    expect(far.message).toBe(`${FR_LIGHT_CAV} returns within 2 UM of its HQ`);
    const offered = a1805
      .legalActions(fallback, sideViewer('french'))
      .find((a) => a.command.type === 'ReturnUnit');
    expect(offered).toBeDefined();
    const both = dueOn4([napoleon, at(SOULT, 12, 10, 90, 'none')]);
    given(a1805, both).when(returnAt(26, 20), [5]).thenViolates('TOO_FAR_FROM_HQ', '19.4');
    // with no HQ at all it waits off the table: the phase may end
    const none = dueOn4([]);
    expect(given(a1805, none).when({ type: 'EndPhase' }).decision.ok).toBe(true);
  });

  test('19.5 a corps HQ routed with its unit: on a 1 both are lost for good; else the HQ is back next turn, by a unit of its corps', () => {
    const withSoult = (): A1805State => ({
      ...position(
        [
          at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
          at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
          at(SOULT, 17.8, 17, 90, 'none', FR_LIGHT_CAV),
          at(FR_LINE_2, 17.0, 17, 90, 'column'),
        ],
        { phase: 'artillery-preparation-fire', attacker: 'allied' },
      ),
      optionalRules: ['alternate-rout'],
    });
    const lost = given(a1805, withSoult()).when(fire, [...ROUTS, 1, 2, 2, 2, 2, 2, 2]);
    expect(lost.events).toContainEqual({ type: 'RoutedOff', unitId: SOULT, die: 1, returnsOn: 0 });
    expect(
      lost.events.filter((e) => e.type === 'UnitEliminated').map((e) => [e.unitId, e.cause]),
    ).toEqual([
      [FR_LIGHT_CAV, 'routed with its corps HQ and lost (19.5)'],
      [SOULT, 'routed with its unit and lost (19.5)'],
    ]);
    expect([...lost.after.eliminated].sort()).toEqual([FR_LIGHT_CAV, SOULT].sort());
    expect(lost.after.returning).toEqual([]);
    // 12.6.3: the unit lost with its HQ makes no check for it; the corps' units near do
    expect(
      lost.events.filter((e) => e.type === 'MoraleChecked' && e.cause.includes('12.6.3')),
    ).toMatchObject([{ unitId: FR_LINE_2 }]);
    const off = given(a1805, withSoult()).when(fire, [...ROUTS, 4, 3, 1, 1, 1, 1]);
    expect(off.events).toContainEqual({ type: 'RoutedOff', unitId: SOULT, die: 4, returnsOn: 2 });
    expect(off.after.returning.map((r) => [r.unit.id, r.turn])).toEqual([
      [SOULT, 2],
      [FR_LIGHT_CAV, 4],
    ]);
    const back: A1805State = {
      ...off.after,
      turn: 2,
      phase: 'rally',
      attacker: 'french',
      units: off.after.units.map((u) => ({ ...u, morale: 'good' as const })),
    };
    // within 2 UM of the column (IV Corps), not elsewhere
    given(a1805, back)
      .when({ type: 'ReturnUnit', unitId: SOULT, x: 30, y: 10, facing: 90, formation: 'none' })
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    const w = given(a1805, back).when({
      type: 'ReturnUnit',
      unitId: SOULT,
      x: 16,
      y: 17,
      facing: 90,
      formation: 'none',
    });
    w.then([{ type: 'UnitReturned', unitId: SOULT, stepsLost: 0 }]);
    expect(w.events[0]).not.toHaveProperty('die');
  });

  test('19.5 only a corps HQ goes with its unit: an army commander riding it stays on the table, detached', () => {
    const s: A1805State = {
      ...position(
        [
          at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
          at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
          at(NAPOLEON, 17.8, 17, 90, 'none', FR_LIGHT_CAV),
          at(FR_LINE_2, 17.0, 17, 90, 'column'),
        ],
        { phase: 'artillery-preparation-fire', attacker: 'allied' },
      ),
      optionalRules: ['alternate-rout'],
    };
    const w = given(a1805, s).when(fire, [...ROUTS, 3, 2, 2, 2, 2]);
    expect(w.events.filter((e) => e.type === 'RoutedOff').map((e) => e.unitId)).toEqual([
      FR_LIGHT_CAV,
    ]);
    expect(w.after.returning.map((r) => r.unit.id)).toEqual([FR_LIGHT_CAV]);
    expect(w.after.units.find((u) => u.id === NAPOLEON)).toMatchObject({ attachedTo: null });
    expect(w.after.eliminated).toEqual([]);
  });

  test('19.4 it is not set down on another unit', () => {
    const due = dueOn4([at(SOULT, 12, 10, 90, 'none'), at('fr-iv-vandamme-3', 13, 10, 90, 'line')]);
    expect(given(a1805, due).when(returnAt(13, 10), [5]).decision.ok).toBe(false);
    expect(given(a1805, due).when(returnAt(13, 11.5), [5]).decision.ok).toBe(true);
  });

  test('19.3–19.4 one return is offered for each unit due, beside its HQ, in a formation of its own', () => {
    const due = dueOn4([at(SOULT, 12, 10, 90, 'none')]);
    const offered = a1805
      .legalActions(due, sideViewer('french'))
      .map((a) => a.command)
      .filter((c) => c.type === 'ReturnUnit');
    expect(offered).toHaveLength(1);
    const c = offered[0]!;
    expect(c).toMatchObject({ unitId: FR_LIGHT_CAV, formation: 'line' });
    if (c.type !== 'ReturnUnit') throw new Error('not a return');
    expect(Math.abs(Number(c.x) - 12)).toBeLessThanOrEqual(2.5);
    expect(Math.abs(Number(c.y) - 10)).toBeLessThanOrEqual(2.5);
    // its HQ gone and no army commander: nothing offered
    expect(
      a1805
        .legalActions(dueOn4([]), sideViewer('french'))
        .some((a) => a.command.type === 'ReturnUnit'),
    ).toBe(false);
  });
});
