import { given } from '@pratzen/engine/testing';
import type { A1805Event, FireResolved, UnitRetreated } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import {
  FR_FOOT_ART,
  FR_LIGHT_CAV,
  FR_LINE,
  FR_LINE_2,
  SOULT,
  at,
  position,
} from '../testing/positions';

const RU_GUN = 'al-col-iv-art-1'; // Russian battery: HD 3, firepower 7 (example of play)
const RU_GUN_2 = 'al-col-iv-art-2';
const AU_GUN = 'al-col-iv-art-4'; // Austrian battery: HD 4
const fire = (
  unitIds: string[],
  targetId: string,
  ammunition: 'round-shot' | 'canister' = 'round-shot',
) => ({
  type: 'FireArtillery' as const,
  unitIds,
  targetId,
  ammunition,
});
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const ofType = <T extends A1805Event['type']>(events: readonly A1805Event[], type: T) =>
  events.filter((e): e is Extract<A1805Event, { type: T }> => e.type === type);

/** The Allied guns fire in the Allied Preparation Fire Phase. */
const prep = (units: Parameters<typeof position>[0]) =>
  position(units, { phase: 'artillery-preparation-fire', attacker: 'allied' });

describe('9 artillery fire', () => {
  test('example of play: the Russian battery fires canister at the French cavalry: 1d6 +1 firepower +1 canister; 5+2 = 7, ChM −3; morale 7 needs 4, rolls 6: disorganized and retreats', () => {
    const s = prep([
      at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
      at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
    ]);
    const w = given(a1805, s).when(fire([RU_GUN], FR_LIGHT_CAV, 'canister'), [5, 3, 3]);
    const events = w.then((e) =>
      expect(e.map((x) => x.type)).toEqual([
        'ArtilleryFired',
        'FireResolved',
        'MoraleChecked',
        'MoraleChanged',
        'UnitRetreated',
      ]),
    );
    expect(ofType(events, 'FireResolved')[0]).toMatchObject({
      roll: 5,
      modifier: 2,
      total: 7,
      result: 'check-or-retreat',
      checkModifier: -3,
    });
    expect(ofType(events, 'MoraleChecked')[0]).toMatchObject({
      dice: [3, 3],
      needed: 4,
      result: 'failed',
    });
    const after = unit(w.after, FR_LIGHT_CAV)!;
    // 13.10, 13.11.3: 1 UM straight away from the gun, still facing it
    expect(after).toMatchObject({ morale: 'disorganized', x: 16800, y: 17000, facing: 900 });
    expect(unit(w.after, RU_GUN)?.fired).toBe(true);
  });

  test("example of play, 13.11.1: the retreating cavalry stops on Vandamme's brigade (attached to Soult), which disorganizes; the cavalry routs; 12.7.2 the brigade checks (Soult's 9) and passes", () => {
    const s = prep([
      at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
      at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
      at(FR_LINE_2, 17.0, 17, 90, 'column'),
      at(SOULT, 0, 0, 0, 'none', FR_LINE_2),
    ]);
    const w = given(a1805, s).when(fire([RU_GUN], FR_LIGHT_CAV, 'canister'), [5, 3, 3, 3, 4]);
    const events = w.then((e) => expect(e.length).toBeGreaterThan(5));
    const retreat = ofType(events, 'UnitRetreated')[0] as UnitRetreated;
    expect(retreat.distance).toBe(400); // touching the column's front
    expect(unit(w.after, FR_LINE_2)?.morale).toBe('disorganized');
    expect(unit(w.after, FR_LIGHT_CAV)?.morale).toBe('routed');
    expect(ofType(events, 'MoraleChecked')[1]).toMatchObject({
      unitId: FR_LINE_2,
      cause: 'nearby',
      for: FR_LIGHT_CAV,
      needed: 9,
      result: 'passed',
    });
  });

  test('21.2 (optional) French cavalry retreats through friendly infantry, unless it would end on it', () => {
    const units = [
      at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
      at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
      at(FR_LINE_2, 17.2, 17, 90, 'line'),
    ];
    const plain = given(a1805, prep(units)).when(
      fire([RU_GUN], FR_LIGHT_CAV, 'canister'),
      [5, 3, 3, 3, 4, 1, 2],
    );
    expect(ofType(plain.events, 'UnitRetreated')[0]?.distance).toBe(200);
    const drilled = { ...prep(units), optionalRules: ['grande-armee'] };
    const w = given(a1805, drilled).when(fire([RU_GUN], FR_LIGHT_CAV, 'canister'), [5, 3, 3]);
    expect(ofType(w.events, 'UnitRetreated')[0]?.distance).toBe(1000);
    expect(unit(w.after, FR_LINE_2)?.morale).toBe('good');
    // a column behind it, deep enough that the cavalry would end on it: it stops as before
    const deep = {
      ...prep([...units.slice(0, 2), at(FR_LINE_2, 17.0, 17, 90, 'column')]),
      optionalRules: ['grande-armee'],
    };
    const d = given(a1805, deep).when(
      fire([RU_GUN], FR_LIGHT_CAV, 'canister'),
      [5, 3, 3, 3, 4, 1, 2],
    );
    expect(ofType(d.events, 'UnitRetreated')[0]?.distance).toBe(400);
  });

  test("9.1 round shot hits on the crew's HD or more: the Russian (HD 3) hits on 3, the Austrian (HD 4) misses on 3", () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(AU_GUN, 38, 3, 270, 'unlimbered'),
      at(FR_LINE, 35.5, 6, 90, 'line'),
      at(FR_LINE_2, 35.5, 3, 90, 'line'),
    ]);
    given(a1805, s)
      .when(fire([RU_GUN], FR_LINE), [3, 1])
      .then([
        { type: 'ArtilleryFired', hitRoll: 3, needed: 3, result: 'hit' },
        { type: 'FireResolved', roll: 1, total: 2, result: 'none' },
      ]);
    given(a1805, s)
      .when(fire([AU_GUN], FR_LINE_2), [3])
      .then([{ type: 'ArtilleryFired', hitRoll: 3, needed: 4, result: 'miss' }]);
  });

  test('9.3 canister hits every unit its template touches, friend or foe', () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(FR_LINE, 36.5, 6, 90, 'line'),
      at('al-col-iv-repninsky', 36.9, 6.8, 0, 'column'),
    ]);
    // each unit touched rolls on the table: 1 +1 firepower +1 canister (+1 column): a check each
    const events = given(a1805, s)
      .when(fire([RU_GUN], FR_LINE, 'canister'), [1, 3, 3, 1, 3, 3])
      .then((e) => expect(e).toHaveLength(5));
    expect(ofType(events, 'FireResolved').map((e: FireResolved) => e.unitId)).toEqual([
      'al-col-iv-repninsky',
      FR_LINE,
    ]);
  });

  test('9.4 a gun fires once: the Artillery Fired marker', () => {
    const s = prep([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 6, 90, 'line')]);
    const after = given(a1805, s).when(fire([RU_GUN], FR_LINE), [1]).after;
    given(a1805, after)
      .when(fire([RU_GUN], FR_LINE), [6, 6])
      .thenViolates('ALREADY_FIRED', '9.4');
  });

  test('4.6, 6.13 a battery that fired as preparation fire (even missing) does not move in the Movement Phase; one that did not may limber and move', () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(RU_GUN_2, 38, 3, 270, 'unlimbered'),
      at(FR_LINE, 35.5, 6, 90, 'line'),
    ]);
    const fired = given(a1805, s).when(fire([RU_GUN], FR_LINE), [1]); // HD 3: a miss
    fired.then([{ type: 'ArtilleryFired', result: 'miss' }]);
    const movement = given(a1805, fired.after).when({ type: 'EndPhase' }).after;
    expect(movement.phase).toBe('movement');
    const limberAndGo = (unitId: string) =>
      ({
        type: 'MoveUnit',
        unitId,
        steps: [
          { kind: 'formation', to: 'limbered' },
          { kind: 'forward', distance: 1 },
        ],
      }) as const;
    given(a1805, movement).when(limberAndGo(RU_GUN)).thenViolates('FIRED_AS_PREPARATION', '4.6');
    given(a1805, movement)
      .when({ type: 'MoveUnit', unitId: RU_GUN, steps: [{ kind: 'formation', to: 'limbered' }] })
      .thenViolates('FIRED_AS_PREPARATION', '4.6');
    given(a1805, movement)
      .when(limberAndGo(RU_GUN_2))
      .then([{ type: 'UnitMoved', unitId: RU_GUN_2, formation: 'limbered' }]);
    // legal actions come from the same rule: nothing for the battery that fired
    const offered = a1805
      .legalActions(movement, { kind: 'side', side: 'allied' })
      .map((a) => a.command)
      .filter((c) => c.type === 'MoveUnit');
    expect(offered.filter((c) => c.unitId === RU_GUN)).toEqual([]);
    expect(offered.filter((c) => c.unitId === RU_GUN_2)).not.toEqual([]);
    // 13.15.1.1.2: guns whose crew came back this Rally Phase carry the marker (no fire) but did
    // not fire as preparation fire: they may move
    const rally = position(
      [at(RU_GUN, 38, 6, 270, 'unlimbered'), at('al-col-iv-repninsky', 38, 8, 270, 'square')],
      { phase: 'rally', attacker: 'allied' },
    );
    const crewless = {
      ...rally,
      units: rally.units.map((u) =>
        u.id === RU_GUN ? { ...u, crewIn: 'al-col-iv-repninsky' } : u,
      ),
    };
    let back = given(a1805, crewless).when({ type: 'ReturnCrew', unitId: RU_GUN }).after;
    for (let i = 0; i < 3; i += 1) back = given(a1805, back).when({ type: 'EndPhase' }).after;
    expect(back.phase).toBe('movement');
    expect(unit(back, RU_GUN)).toMatchObject({ fired: true });
    given(a1805, back)
      .when(limberAndGo(RU_GUN))
      .then([{ type: 'UnitMoved', unitId: RU_GUN, formation: 'limbered' }]);
  });

  test('9.5 a gun pivots up to 45° to bring its target under the template; no further', () => {
    const near = prep([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 8, 90, 'line')]);
    const [fired] = given(a1805, near)
      .when(fire([RU_GUN], FR_LINE), [1])
      .then([{ type: 'ArtilleryFired' }]);
    const facing = (fired as Extract<A1805Event, { type: 'ArtilleryFired' }>).facings[0]!;
    expect(facing).toBeGreaterThan(2700);
    expect(facing).toBeLessThanOrEqual(3150);
    const wide = prep([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 37.5, 10, 90, 'line')]);
    given(a1805, wide)
      .when(fire([RU_GUN], FR_LINE), [6])
      .thenViolates('OUT_OF_TEMPLATE', '9.5');
  });

  test('9.7 batteries within ½ UM combine their firepower (7 + 7 = 14: +2); farther apart they cannot', () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(RU_GUN_2, 38, 6.8, 270, 'unlimbered'),
      at(FR_LINE, 35.5, 6.4, 90, 'line'),
    ]);
    given(a1805, s)
      .when(fire([RU_GUN, RU_GUN_2], FR_LINE), [3, 1, 2, 2])
      .then([
        { type: 'ArtilleryFired', unitIds: [RU_GUN, RU_GUN_2] },
        { type: 'FireResolved', modifier: 2, total: 3 },
        { type: 'MoraleChecked' },
      ]);
    const apart = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(RU_GUN_2, 38, 7.5, 270, 'unlimbered'),
      at(FR_LINE, 35.5, 6.7, 90, 'line'),
    ]);
    given(a1805, apart)
      .when(fire([RU_GUN, RU_GUN_2], FR_LINE), [3, 1])
      .thenViolates('NOT_CONCENTRATED', '9.7');
  });

  test("4.4, 4.5 the Defender's guns fire in the Defensive Fire Phase, the Attacker's in the Preparation Fire Phase", () => {
    const units = [
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(FR_FOOT_ART, 35.5, 6, 90, 'unlimbered'),
    ];
    const defensive = position(units, { phase: 'artillery-defensive-fire', attacker: 'french' });
    given(a1805, defensive)
      .when(fire([FR_FOOT_ART], RU_GUN), [1])
      .thenViolates('NOT_YOUR_UNIT', '4.4');
    given(a1805, defensive)
      .when(fire([RU_GUN], FR_FOOT_ART), [1])
      .then([{ type: 'ArtilleryFired' }]);
    const preparation = position(units, {
      phase: 'artillery-preparation-fire',
      attacker: 'french',
    });
    given(a1805, preparation)
      .when(fire([FR_FOOT_ART], RU_GUN), [1])
      .then([{ type: 'ArtilleryFired' }]);
  });

  test('8 a gun fires only at what it sees; 6.13 only unlimbered', () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at('al-col-iv-repninsky', 37, 6, 270, 'line'),
      at(FR_LINE, 35.5, 6, 90, 'line'),
    ]);
    given(a1805, s)
      .when(fire([RU_GUN], FR_LINE), [6])
      .thenViolates('NO_LINE_OF_SIGHT', '8.8');
    const limbered = prep([at(RU_GUN, 38, 6, 270, 'limbered'), at(FR_LINE, 35.5, 6, 90, 'line')]);
    given(a1805, limbered)
      .when(fire([RU_GUN], FR_LINE), [6])
      .thenViolates('LIMBERED', '6.13');
  });

  test('example of play: firing at artillery, −1 (1d6 −1 +1 firepower): 4 is a morale check, passed', () => {
    const s = prep([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(FR_FOOT_ART, 35.5, 6, 90, 'unlimbered'),
    ]);
    given(a1805, s)
      .when(fire([RU_GUN], FR_FOOT_ART), [4, 4, 2, 3])
      .then([
        { type: 'ArtilleryFired' },
        { type: 'FireResolved', roll: 4, modifier: 0, total: 4, result: 'check' },
        { type: 'MoraleChecked', needed: 7, result: 'passed' },
      ]);
  });
});

describe('12, 13 what fire does', () => {
  const shot = (units: Parameters<typeof position>[0], dice: number[], target = FR_LINE) =>
    given(a1805, prep([at(RU_GUN, 38, 6, 270, 'unlimbered'), ...units])).when(
      fire([RU_GUN], target),
      dice,
    );

  test('12.11 a failed plain check makes a unit one level worse: good → stunned', () => {
    const w = shot([at(FR_LINE, 35.5, 6, 90, 'line')], [3, 3, 4, 5]); // 3+1 = 4: ChM; 9 > 7
    expect(unit(w.after, FR_LINE)?.morale).toBe('stunned');
  });

  test('12.11 a routed unit that fails a check is eliminated; 17.1.1.2 an infantry brigade scores nothing', () => {
    const s = prep([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 6, 90, 'line')]);
    const routed = {
      ...s,
      units: s.units.map((u) => (u.id === FR_LINE ? { ...u, morale: 'routed' as const } : u)),
    };
    const w = given(a1805, routed).when(fire([RU_GUN], FR_LINE), [3, 3, 5, 5]);
    expect(w.after.eliminated).toEqual([FR_LINE]);
    expect(a1805.victory(w.after).sides['allied']?.points).toBe(3);
  });

  test("13.5.1 the table's worst lines cost a step, then the check", () => {
    // 6 +1 firepower +1 column = 8: a step and ChM −3 or disorganize and retreat
    const w = shot([at(FR_LINE, 35.5, 6, 90, 'column')], [3, 6, 1, 2]);
    expect(w.events.map((e) => e.type)).toEqual([
      'ArtilleryFired',
      'FireResolved',
      'StepLost',
      'MoraleChecked',
    ]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ stepsLost: 1, morale: 'good' });
  });

  test('12.8 a double 6 is a catastrophic failure: routed, it flees 1 UM with its back to the enemy', () => {
    const w = shot([at(FR_LINE, 35.5, 6, 90, 'line')], [3, 3, 6, 6]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'routed', facing: 2700, x: 34100 });
  });

  test('12.9 a double 1 on a check: Blood Rage', () => {
    const w = shot([at(FR_LINE, 35.5, 6, 90, 'line')], [3, 3, 1, 1]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
  });

  test('13.11.2 a unit that cannot retreat (an enemy behind it) is eliminated', () => {
    const w = shot(
      [at(FR_LINE, 35.5, 6, 90, 'line'), at('al-col-iv-repninsky', 34.5, 6, 90, 'line')],
      [3, 5, 6, 6],
    );
    expect(w.after.eliminated).toEqual([FR_LINE]);
  });

  test('12.7.2.1 friends within 1 UM of a routed unit check: failed by 1, disorganized; by 2, routed; 12.7.2.5 artillery is exempt', () => {
    const units = [
      at(FR_LINE, 35.5, 6, 90, 'line'),
      at(FR_LINE_2, 35.5, 7.2, 90, 'line'),
      at('fr-iv-vandamme-3', 35.5, 4.8, 90, 'line'),
      at(FR_FOOT_ART, 35.2, 8.2, 90, 'unlimbered'),
    ];
    // FR_LINE: 6,6 catastrophic → routs; nearby (sorted): vandamme-2 rolls 4+4 = 8 (needs 7: by 1),
    // vandamme-3 rolls 5+4 = 9 (by 2) and routs in turn: the routed FR_LINE, within 1 UM of it, checks (2+2)
    const w = shot(units, [3, 3, 6, 6, 4, 4, 5, 4, 2, 2]);
    expect(unit(w.after, FR_LINE_2)?.morale).toBe('disorganized');
    expect(unit(w.after, 'fr-iv-vandamme-3')?.morale).toBe('routed');
    expect(unit(w.after, FR_FOOT_ART)?.morale).toBe('good');
    expect(w.events.filter((e) => e.type === 'MoraleChecked' && e.unitId === FR_FOOT_ART)).toEqual(
      [],
    );
  });
});

describe('20 Allied artillery (optional)', () => {
  const units = [at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 6, 90, 'line')];
  const withRule = () => ({ ...prep(units), optionalRules: ['allied-artillery'] });

  test('20.1 after a hit an Allied battery rolls again: on a 6 it is out of ammunition, marker 2, then 1, then gone', () => {
    const w = given(a1805, withRule()).when(fire([RU_GUN], FR_LINE), [3, 6, 1]);
    w.then([
      { type: 'ArtilleryFired', result: 'hit' },
      { type: 'AmmunitionSpent', unitId: RU_GUN, die: 6 },
      { type: 'FireResolved' },
    ]);
    expect(unit(w.after, RU_GUN)?.outOfAmmo).toBe(2);
    // the next Allied player-turn: its Rally Phase turns the marker to 1; the guns still cannot fire
    const next = {
      ...w.after,
      phase: 'close-combat' as const,
      attacker: 'french' as const,
      firstSide: 'allied' as const,
    };
    const rallied = given(a1805, next).when({ type: 'EndPhase' }).after;
    expect(unit(rallied, RU_GUN)).toMatchObject({ outOfAmmo: 1, fired: false });
    given(a1805, { ...rallied, phase: 'artillery-preparation-fire' })
      .when(fire([RU_GUN], FR_LINE), [3])
      .thenViolates('OUT_OF_AMMUNITION', '20.1');
  });

  test('20.1 only with the optional rule, and only for the Allies', () => {
    given(a1805, prep(units))
      .when(fire([RU_GUN], FR_LINE), [3, 1])
      .then([{ type: 'ArtilleryFired' }, { type: 'FireResolved', roll: 1 }]);
  });
});

describe('5.3 squares forced back', () => {
  const units = (square: string) => [
    at(RU_GUN, 38, 6, 270, 'unlimbered'),
    at(square, 35.5, 6, 90, 'square'),
    at('al-col-iv-repninsky', 35.2, 6.7, 180, 'line'),
  ];
  // 5 +1 firepower = 6: ChM −2 or disorganize and retreat; 4 + 4 fails

  test('5.3 a square that must retreat within musketry range of enemy infantry facing it loses one more level', () => {
    const w = given(a1805, prep(units(FR_LINE))).when(fire([RU_GUN], FR_LINE), [3, 5, 4, 4, 2, 2]);
    expect(unit(w.after, FR_LINE)?.morale).toBe('routed');
    expect(
      w.events.some((e) => e.type === 'MoraleChanged' && e.unitId === FR_LINE && e.to === 'routed'),
    ).toBe(true);
  });

  test('5.3 Guard units in square are immune', () => {
    const w = given(a1805, prep(units('fr-guard-inf-1'))).when(
      fire([RU_GUN], 'fr-guard-inf-1'),
      [3, 5, 6, 5],
    );
    expect(unit(w.after, 'fr-guard-inf-1')?.morale).toBe('disorganized');
  });
});
