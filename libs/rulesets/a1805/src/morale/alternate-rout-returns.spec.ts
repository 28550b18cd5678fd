import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, Returning } from '../state';
import { FR_LIGHT_CAV, FR_LINE, NAPOLEON, SOULT, at, position } from '../testing/positions';

/**
 * 19.2–19.5 (optional alternate rout rule): who a returning unit may come back beside, and the
 * return list's bookkeeping — boundaries the mutation run (scripts/mutation.sh) found unpinned.
 */

const LANNES = 'fr-lannes';
const KUTUZOV = 'al-kutuzov';
const FR_V_INF = 'fr-v-inf-1';
const FR_IV_INF = 'fr-iv-legrand-1';

const away = (id: string, turn = 4): Returning => ({
  unit: {
    id,
    side: 'french',
    kind: id === SOULT ? 'hq' : 'infantry',
    stepsLost: 0,
    morale: 'stunned',
  },
  turn,
});

/** The French Rally Phase of turn 4 with `units` on the table and `returning` off it. */
const rally = (units: Parameters<typeof position>[0], returning: Returning[]): A1805State => ({
  ...position(units, { phase: 'rally', attacker: 'french' }),
  turn: 4,
  optionalRules: ['alternate-rout'],
  returning,
});

const returnAt = (unitId: string, x: number, y: number, formation = 'line') => ({
  type: 'ReturnUnit' as const,
  unitId,
  x,
  y,
  facing: 90,
  formation: formation as 'line',
});

describe('19 the alternate rout rule: returns (optional)', () => {
  test('19.4 only its own corps HQ: beside another corps HQ it may not return; its army commander then serves', () => {
    // IV Corps infantry; Lannes (V Corps) at hand, Napoleon farther
    const s = rally(
      [at(LANNES, 12, 10, 90, 'none'), at(NAPOLEON, 25, 20, 90, 'none')],
      [away(FR_IV_INF)],
    );
    given(a1805, s)
      .when(returnAt(FR_IV_INF, 13, 10), [5])
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    expect(given(a1805, s).when(returnAt(FR_IV_INF, 26, 20), [5]).decision.ok).toBe(true);
  });

  test('19.4 a unit of its own corps is no HQ to return to', () => {
    const s = rally(
      [at(FR_LINE, 12, 10, 90, 'line'), at(NAPOLEON, 25, 20, 90, 'none')],
      [away(FR_IV_INF)],
    );
    given(a1805, s)
      .when(returnAt(FR_IV_INF, 12, 11.5), [5])
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    expect(given(a1805, s).when(returnAt(FR_IV_INF, 26, 20), [5]).decision.ok).toBe(true);
  });

  test("19.4 the army commander is its own army's: beside the enemy's it may not return", () => {
    const s = rally([at(KUTUZOV, 12, 10, 270, 'none')], [away(FR_IV_INF)]);
    given(a1805, s)
      .when(returnAt(FR_IV_INF, 13, 10), [5])
      .thenViolates('NOT_DUE_BACK', '19.3');
    expect(
      a1805.legalActions(s, sideViewer('french')).some((a) => a.command.type === 'ReturnUnit'),
    ).toBe(false);
  });

  test('19.5 a returning corps HQ comes back beside any unit of its corps, not beside another corps or HQ', () => {
    const s = rally(
      [
        at(FR_LINE, 12, 10, 90, 'line'),
        at(FR_IV_INF, 30, 10, 90, 'line'),
        at(FR_V_INF, 20, 20, 90, 'line'),
        at(NAPOLEON, 25, 25, 90, 'none'),
      ],
      [away(SOULT)],
    );
    // beside either unit of IV Corps (not only when beside all of them)
    expect(given(a1805, s).when(returnAt(SOULT, 13, 11, 'none'), [5]).decision.ok).toBe(true);
    expect(given(a1805, s).when(returnAt(SOULT, 31, 11, 'none'), [5]).decision.ok).toBe(true);
    given(a1805, s)
      .when(returnAt(SOULT, 21, 21, 'none'), [5])
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
    given(a1805, s)
      .when(returnAt(SOULT, 26, 26, 'none'), [5])
      .thenViolates('TOO_FAR_FROM_HQ', '19.4');
  });

  test('19.3–19.4 of two units due, each returns beside its own HQ, and the other stays due', () => {
    const V = away(FR_V_INF);
    const IV = away(FR_IV_INF);
    const s = rally([at(SOULT, 12, 10, 90, 'none'), at(LANNES, 30, 20, 90, 'none')], [V, IV]);
    const w = given(a1805, s).when(returnAt(FR_IV_INF, 13, 10), [5]);
    w.then([{ type: 'UnitReturned', unitId: FR_IV_INF, die: 5, stepsLost: 0 }]);
    expect(w.after.returning).toEqual([V]);
    expect(w.after.units.find((u) => u.id === FR_IV_INF)).toMatchObject({
      morale: 'stunned',
      x: 13000,
    });
    expect(w.after.units.some((u) => u.id === FR_V_INF)).toBe(false);
  });

  test('19.4 a pose that cannot be set down (a formation its arm has not) is refused', () => {
    const s = rally([at(SOULT, 12, 10, 90, 'none')], [away(FR_IV_INF)]);
    const w = given(a1805, s).when(returnAt(FR_IV_INF, 13, 10, 'unlimbered'), [5]);
    expect(w.decision).toMatchObject({ ok: false });
  });

  test('19.2 routed off, it waits stunned; only HQs attached to it are detached', () => {
    const s: A1805State = {
      ...position([
        at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
        at(FR_LINE, 12, 10, 90, 'line'),
        at(SOULT, 12, 10, 90, 'none', FR_LINE),
      ]),
      optionalRules: ['alternate-rout'],
    };
    const after = a1805.evolve(s, {
      type: 'RoutedOff',
      unitId: FR_LIGHT_CAV,
      die: 3,
      returnsOn: 4,
    });
    expect(after.returning).toEqual([
      {
        unit: {
          id: FR_LIGHT_CAV,
          side: 'french',
          kind: 'cavalry',
          stepsLost: 0,
          morale: 'stunned',
        },
        turn: 4,
      },
    ]);
    expect(after.units.find((u) => u.id === SOULT)?.attachedTo).toBe(FR_LINE);
  });
});

describe('19.5 who rides off with a routing unit', () => {
  test('19.5 a corps HQ elsewhere on the table (not attached to the routing unit) stays', () => {
    const RU_GUN = 'al-col-iv-art-1';
    const s: A1805State = {
      ...position(
        [
          at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
          at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
          at('fr-iv-vandamme-2', 17.0, 17, 90, 'column'),
          at(LANNES, 30, 20, 90, 'none'),
        ],
        { phase: 'artillery-preparation-fire', attacker: 'allied' },
      ),
      optionalRules: ['alternate-rout'],
    };
    const fire = {
      type: 'FireArtillery' as const,
      unitIds: [RU_GUN],
      targetId: FR_LIGHT_CAV,
      ammunition: 'canister' as const,
    };
    // the canister's 5, the cavalry's double 6 (it routs into the column), its return die 3
    const w = given(a1805, s).when(fire, [5, 6, 6, 3, 1, 1, 1, 1]);
    expect(w.events.filter((e) => e.type === 'RoutedOff')).toEqual([
      { type: 'RoutedOff', unitId: FR_LIGHT_CAV, die: 3, returnsOn: 4 },
    ]);
    expect(w.after.units.some((u) => u.id === LANNES)).toBe(true);
  });
});

describe('19.3–19.4 the return offered (the first place found beside the HQ)', () => {
  const offer = (s: A1805State) =>
    a1805
      .legalActions(s, sideViewer('french'))
      .map((a) => a.command)
      .filter((c) => c.type === 'ReturnUnit');

  test('19.4 the nearest ring first: ½ UM from the HQ, facing as it does, the first bearing tried', () => {
    const offered = offer(rally([at(SOULT, 12, 10, 90, 'none')], [away(FR_IV_INF)]));
    expect(offered).toEqual([
      { type: 'ReturnUnit', unitId: FR_IV_INF, x: 12.5, y: 10, facing: 90, formation: 'line' },
    ]);
  });

  test('19.4 that place taken, the next bearing round the HQ that has room (45° steps)', () => {
    const offered = offer(
      rally([at(SOULT, 12, 10, 90, 'none'), at(FR_LINE, 13, 10, 90, 'column')], [away(FR_IV_INF)]),
    );
    expect(offered).toEqual([
      {
        type: 'ReturnUnit',
        unitId: FR_IV_INF,
        x: 11.646,
        y: 9.646,
        facing: 90,
        formation: 'line',
      },
    ]);
  });

  test('19.5 a corps HQ due back is offered a place beside a unit of its corps, as an HQ (no formation)', () => {
    const offered = offer(rally([at(FR_LINE, 12, 10, 90, 'line')], [away(SOULT)]));
    expect(offered).toMatchObject([{ unitId: SOULT, formation: 'none' }]);
  });
});
