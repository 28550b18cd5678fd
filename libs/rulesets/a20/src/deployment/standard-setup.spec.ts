import { SPECTATOR, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { CommandOf } from '../commands';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import {
  alliedPlan,
  frenchPlans,
  play,
  prepared,
  scoutAll,
  standardStart,
} from '../testing/standard';

type Deploy = CommandOf<'DeployFrench'>;

/** The plan with `unitId` moved to `hex`. */
const moved = (c: Deploy, unitId: string, hex: string): Deploy => ({
  ...c,
  placements: c.placements.map((p) => (p.unitId === unitId ? { unitId, hex } : p)),
});

const plan = (i = 0): Deploy => {
  const p = frenchPlans(prepared())[i];
  if (p === undefined) throw new Error('no plan');
  return p;
};

const deployed = (i = 0, die = 6, optionalRules: readonly string[] = []): A20State => {
  const s = prepared(optionalRules);
  return given(a20, s).when(frenchPlans(s)[i] as Deploy, [die]).after;
};

describe('a20 Standard scenario set-up (X3.0)', () => {
  test('X3.0 step 1-2: the Standard game opens on Turn 6 with both armies at 8; the French set aside the cards first (step 3)', () => {
    const s = standardStart();
    expect([s.turn, s.morale, s.phase, s.side, s.fog.step]).toEqual([
      6,
      { allied: 8, french: 8 },
      'setup',
      'french',
      'prepare',
    ]);
    expect(a20.legalActions(s, sideViewer('french')).map((a) => a.command.type)).toEqual([
      'PrepareDeck',
    ]);
    expect(a20.legalActions(s, sideViewer('allied'))).toEqual([]);
    given(a20, s).when(plan()).thenViolates('NOT_THIS_SET_UP_STEP', 'X3.0');
  });

  test('X3.0 step 4 / step 6: Bv and 6 are Conditional (off the map until their card), III is due on Turn 6 (X11.6)', () => {
    const s = standardStart();
    const where = (id: string) => s.units.find((u) => u.id === id)?.location;
    expect([where('fr-bv'), where('al-6'), where('fr-iii')]).toEqual(['out', 'out', 'awaiting']);
    const after = given(a20, scoutAll(deployed(1, 1))).when(
      alliedPlan(scoutAll(deployed(1, 1))),
    ).after;
    expect(after.units.find((u) => u.id === 'fr-bv')?.location).toBe('out');
    expect(after.units.find((u) => u.id === 'al-6')?.location).toBe('out');
    expect(after.units.find((u) => u.id === 'fr-iii')?.location).toBe('awaiting');
    const french = { ...after, side: 'french' as const, phase: 'movement' as const };
    const entries = a20
      .legalActions(french, sideViewer('french'), { type: 'EnterReinforcement' })
      .map((a) => (a.command as { unitId: string }).unitId);
    expect(new Set(entries)).toEqual(new Set(['fr-iii']));
  });

  test('X3.0 step 4: every canned set-up offered keeps A-D and is accepted', () => {
    const s = prepared();
    expect(frenchPlans(s)).toHaveLength(3);
    for (const c of frenchPlans(s)) expect(given(a20, s).when(c, [3]).decision.ok).toBe(true);
  });

  test('X3.0 step 4 A: a set-up with no counter in or next to Bellowitz 0204 is refused; a Dummy satisfies A', () => {
    given(a20, prepared())
      .when(moved(moved(plan(), 'fr-i', '0505'), 'fr-ig', '0302'))
      .thenViolates('SET_UP_RESTRICTION_A', 'X3.0 step 4 A');
    const dummyAtBellowitz = moved(
      moved(moved(plan(1), 'fr-i', '0505'), 'fr-ig', '0302'),
      'fr-dummy-1',
      '0204',
    );
    expect(given(a20, prepared()).when(dummyAtBellowitz, [3]).decision.ok).toBe(true);
  });

  test('X3.0 step 4 B: a set-up with no counter on or next to the Santon 0803 is refused', () => {
    given(a20, prepared())
      .when(moved(plan(), 'fr-v', '0503'))
      .thenViolates('SET_UP_RESTRICTION_B', 'X3.0 step 4 B');
  });

  test('X3.0 step 4 C: a fourth counter in hexrow 06xx is refused (Dummies count)', () => {
    const three = moved(moved(plan(1), 'fr-ig', '0604'), 'fr-gr', '0607');
    expect(given(a20, prepared()).when(moved(three, 'fr-gr', '0302'), [3]).decision.ok).toBe(true);
    given(a20, prepared()).when(three).thenViolates('SET_UP_RESTRICTION_C', 'X3.0 step 4 C');
  });

  test('X3.0 step 4 D: a counter east of 06xx other than the Santon one is refused', () => {
    given(a20, prepared())
      .when(moved(plan(), 'fr-ig', '0710'))
      .thenViolates('SET_UP_RESTRICTION_D', 'X3.0 step 4 D');
    given(a20, prepared())
      .when(moved(plan(), 'fr-ig', '0804'))
      .thenViolates('SET_UP_RESTRICTION_D', 'X3.0 step 4 D');
  });

  test('X3.0 step 4: at most the two Dummy counters (a Dummy twice, or a unit missing, is refused); one counter a hex', () => {
    const p = plan(1);
    const twice = { ...p, placements: [...p.placements, { unitId: 'fr-dummy-1', hex: '0303' }] };
    given(a20, prepared()).when(twice).thenViolates('FRENCH_SET_UP_INCOMPLETE', 'X3.0 step 4');
    const missing = { ...p, placements: p.placements.filter((x) => x.unitId !== 'fr-gr') };
    given(a20, prepared()).when(missing).thenViolates('FRENCH_SET_UP_INCOMPLETE', 'X3.0 step 4');
    given(a20, prepared())
      .when(moved(p, 'fr-gr', '0204'))
      .thenViolates('BAD_SET_UP_HEX', 'N6.4');
  });

  test('X3.0 step 4 cadres: one infantry unit may start as two Cadres at no Morale Point; a cavalry unit may not; a third Cadre may not', () => {
    const s = deployed(2);
    expect(s.morale).toEqual({ allied: 8, french: 8 });
    expect(s.units.find((u) => u.id === 'fr-iv-2')?.location).toBe('out');
    expect(s.units.filter((u) => u.id.startsWith('fr-cadre') && u.location === 'map')).toHaveLength(
      2,
    );
    given(a20, prepared())
      .when({ ...plan(2), breakDown: 'fr-res-h' })
      .thenViolates('NOT_A_CADRE_UNIT', 'X3.0 step 4');
    const third = {
      ...plan(2),
      placements: [...plan(2).placements, { unitId: 'fr-cadre-3', hex: '0303' }],
    };
    given(a20, prepared()).when(third).thenViolates('NOT_A_FRENCH_SET_UP_UNIT', 'X3.0 step 4');
  });

  test('X3.0 step 4: the French counters are face down to the Allied seat and spectators (labels only), not to the French', () => {
    const s = deployed(1);
    const hiddenIds = s.fog.hidden.map((h) => h.unitId);
    expect(hiddenIds).toHaveLength(10);
    for (const v of [sideViewer('allied'), SPECTATOR]) {
      const json = JSON.stringify(a20.view(s, v));
      for (const id of [...hiddenIds, 'fr-cadre-1', 'fr-iv-2'])
        expect(json).not.toContain(`"${id}"`);
      expect(json).toContain('"fr-counter-1"');
    }
    expect(JSON.stringify(a20.view(s, sideViewer('french')))).toContain('"fr-dummy-1"');
  });

  test.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])(
    'X3.0 step 5 scouting: a roll of %i reveals %i counters, the French choosing first, then alternately',
    (die, reveals) => {
      let s = deployed(0, die);
      expect(s.fog.scoutsLeft).toBe(reveals);
      const choosers: string[] = [];
      while (s.fog.step === 'scouting') {
        choosers.push(s.side);
        expect(a20.legalActions(s, sideViewer(s.side === 'french' ? 'allied' : 'french'))).toEqual(
          [],
        );
        const a = a20.legalActions(s, sideViewer(s.side))[0];
        s = play(s, a?.command as CommandOf<'Reveal'>);
      }
      expect(choosers).toEqual(['french', 'allied', 'french'].slice(0, reveals));
      expect(s.fog.hidden).toHaveLength(8 - reveals);
      expect([s.fog.step, s.side]).toEqual(['allied', 'allied']);
    },
  );

  test('X3.0 step 5: a revealed Dummy is removed from the map and counts toward the reveals', () => {
    const s = deployed(1, 6);
    const dummy = s.fog.hidden.find((h) => h.unitId === 'fr-dummy-1');
    const r = given(a20, s).when({ type: 'Reveal', counter: dummy?.label as string });
    expect(r.events[0]).toMatchObject({
      type: 'CounterRevealed',
      unitId: 'fr-dummy-1',
      dummy: true,
    });
    expect(r.after.units.find((u) => u.id === 'fr-dummy-1')).toMatchObject({
      location: 'out',
      hex: null,
    });
    expect(r.after.fog.scoutsLeft).toBe(2);
    given(a20, s)
      .when({ type: 'Reveal', counter: 'fr-counter-99' })
      .thenViolates('NOT_A_HIDDEN_COUNTER', 'X3.0 step 5');
  });

  test('X3.0 step 6: the Assault Force outside 06xx-09xx, north of the Santon or next to a French counter (a Dummy too) is refused; the Second Echelon outside 12xx-14xx and the Reserve west of 15xx too', () => {
    const s = scoutAll(deployed(1, 1));
    const ok = alliedPlan(s);
    expect(given(a20, s).when(ok).decision.ok).toBe(true);
    const at = (unitId: string, hex: string) => ({
      ...ok,
      placements: ok.placements.map((p) => (p.unitId === unitId ? { unitId, hex } : p)),
    });
    for (const [unitId, hex] of [
      ['al-1', '1010'], // east of 09xx
      ['al-1', '0702'], // north of the Santon's row
      ['al-1', '0705'], // next to the Dummy at 0606
      ['al-1-4', '1110'],
      ['al-gd', '1410'],
    ] as const)
      given(a20, s).when(at(unitId, hex)).thenViolates('OUTSIDE_SET_UP_ZONE', 'X3.0 step 6');
  });

  test('X3.0 step 7: without Fog of War every French counter is turned up and the Dummies leave; play opens on Turn 6 with the Allied Movement Phase', () => {
    const s = scoutAll(deployed(1, 1));
    const r = given(a20, s).when(alliedPlan(s));
    const after = r.after;
    expect(after.fog.hidden).toEqual([]);
    expect(after.units.filter((u) => u.id.startsWith('fr-dummy')).map((u) => u.location)).toEqual([
      'out',
      'out',
    ]);
    expect([after.turn, after.side, after.phase]).toEqual([6, 'allied', 'movement']);
    expect(
      r.events
        .filter((e) => e.type === 'CounterRevealed')
        .every((e) => e.type === 'CounterRevealed' && e.rule === 'X3.0 step 7'),
    ).toBe(true);
  });

  test('X3.0 step 7 with 16.1: with Fog of War the counters not scouted stay face down into play', () => {
    const s = scoutAll(deployed(1, 1, ['fog-of-war']));
    const after = given(a20, s).when(alliedPlan(s)).after;
    expect(after.fog.hidden.filter((h) => h.unitId.startsWith('fr-'))).toHaveLength(9);
    // N16.1 both sides: every Allied counter set up is face down to the French too
    expect(after.fog.hidden.filter((h) => h.label.startsWith('al-counter-'))).toHaveLength(
      alliedPlan(s).placements.length,
    );
    expect(after.phase).toBe('movement');
  });
});
