import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE_2, FR_LIGHT_CAV, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';

/**
 * 9.1, 9.2, 9.7 and 4.7, 10.4.2: fire commands the rules refuse, each beside the same command
 * accepted (the control case), so that each refusal is pinned by what it changes.
 */
const RU_GUN = 'al-col-iv-art-1';
const REPNINSKY = 'al-col-iv-repninsky';
const ST_HILAIRE_2 = 'fr-iv-st-hilaire-2';

describe('9 artillery fire commands refused', () => {
  /** The Russian battery and the French light cavalry of the example of play (9.3), Repninsky behind the guns. */
  const s = position(
    [
      at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
      at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
      at(REPNINSKY, 21.5, 17, 270, 'line'),
    ],
    { phase: 'artillery-preparation-fire', attacker: 'allied' },
  );
  const fire = (
    unitIds: string[],
    targetId = FR_LIGHT_CAV,
    ammunition: 'round-shot' | 'canister' = 'canister',
  ) => ({ type: 'FireArtillery', unitIds, targetId, ammunition }) as const;

  test('9.1 the control case: the battery fires canister', () => {
    expect(given(a1805, s).when(fire([RU_GUN]), [5, 3, 3]).decision.ok).toBe(true);
  });

  test('9.1 only artillery fires as artillery', () => {
    given(a1805, s)
      .when(fire([REPNINSKY]), [5, 3, 3])
      .thenViolates('NOT_ARTILLERY', '9.1');
  });

  test('9.2 the ammunition is round-shot or canister, nothing else', () => {
    given(a1805, s)
      .when(fire([RU_GUN], FR_LIGHT_CAV, 'grape' as never), [5, 3, 3])
      .thenViolates('BAD_AMMUNITION', '9.2');
  });

  test('4.4 artillery fires in the Artillery Fire Phases, not in the Movement Phase', () => {
    given(a1805, { ...s, phase: 'movement' as const })
      .when(fire([RU_GUN]), [5, 3, 3])
      .thenViolates('NOT_FIRE_PHASE', '4.4');
  });

  test('9.1 guns fire at enemy units; 12.5.3.2 a routed battery does not fire', () => {
    given(a1805, s)
      .when(fire([RU_GUN], REPNINSKY), [5, 3, 3])
      .thenViolates('FRIENDLY_TARGET', '9.1');
    const routed = position(
      [
        at(RU_GUN, 19.5, 17, 270, 'unlimbered'),
        at(FR_LIGHT_CAV, 17.8, 17, 90, 'line'),
        at(REPNINSKY, 21.5, 17, 270, 'line'),
      ],
      { phase: 'artillery-preparation-fire', attacker: 'allied', morale: { [RU_GUN]: 'routed' } },
    );
    given(a1805, routed)
      .when(fire([RU_GUN]), [5, 3, 3])
      .thenViolates('ROUTED', '12.5.3.2');
  });

  test('9.7 each firing battery is named once, and at least one', () => {
    given(a1805, s).when(fire([]), [5, 3, 3]).thenViolates('BAD_GUNS', '9.7');
    given(a1805, s)
      .when(fire([RU_GUN, RU_GUN]), [5, 3, 3])
      .thenViolates('BAD_GUNS', '9.7');
  });
});

describe('10 musketry commands refused', () => {
  const units = [at(REPNINSKY, 35.5, 6, 90, 'line'), at(ST_HILAIRE_2, 35.9, 6, 270, 'line')];
  const s = position(units, { phase: 'attacker-musketry', attacker: 'allied' });
  const shoot = (unitIds: string[]) =>
    ({ type: 'Musketry', unitIds, targetId: ST_HILAIRE_2 }) as const;

  test('4.7 the control case: Repninsky fires in the Attacker Musketry Phase', () => {
    expect(given(a1805, s).when(shoot([REPNINSKY]), [5, 4, 5]).decision.ok).toBe(true);
  });

  test('4.7 musketry is fired in the Musketry Fire Phases only', () => {
    for (const phase of ['movement', 'artillery-preparation-fire', 'close-combat'] as const) {
      given(a1805, { ...s, phase })
        .when(shoot([REPNINSKY]), [5, 4, 5])
        .thenViolates('NOT_MUSKETRY_PHASE', '4.7');
    }
  });

  test('4.8 in the Attacker Musketry Phase the phasing side fires; 4.7 in the Defender Musketry Phase the other', () => {
    const back = { type: 'Musketry', unitIds: [ST_HILAIRE_2], targetId: REPNINSKY } as const;
    given(a1805, s).when(back, [5, 4, 5]).thenViolates('NOT_YOUR_UNIT', '4.8');
    const defending = { ...s, phase: 'defender-musketry' as const };
    expect(given(a1805, defending).when(back, [5, 4, 5]).decision.ok).toBe(true);
    given(a1805, defending)
      .when(shoot([REPNINSKY]), [5, 4, 5])
      .thenViolates('NOT_YOUR_UNIT', '4.7');
  });

  test('12.5.2, 12.5.3.1 a disorganized or a routed unit fires no musketry', () => {
    for (const [morale, code, rule] of [
      ['disorganized', 'DISORGANIZED', '12.5.2'],
      ['routed', 'ROUTED', '12.5.3.1'],
    ] as const) {
      given(
        a1805,
        position(units, {
          phase: 'attacker-musketry',
          attacker: 'allied',
          morale: { [REPNINSKY]: morale },
        }),
      )
        .when(shoot([REPNINSKY]), [5, 4, 5])
        .thenViolates(code, rule);
    }
  });

  test('10.1 musketry is fired at enemy units on the table', () => {
    const friend = position([units[0]!, at(AL_LINE_2, 35.9, 6, 270, 'line')], {
      phase: 'attacker-musketry',
      attacker: 'allied',
    });
    given(a1805, friend)
      .when({ type: 'Musketry', unitIds: [REPNINSKY], targetId: AL_LINE_2 }, [5, 4, 5])
      .thenViolates('FRIENDLY_TARGET', '10.1');
    given(a1805, s)
      .when({ type: 'Musketry', unitIds: [REPNINSKY], targetId: 'fr-nobody' }, [5, 4, 5])
      .thenViolates('UNKNOWN_UNIT');
    given(a1805, s)
      .when(shoot(['al-nobody']), [5, 4, 5])
      .thenViolates('UNKNOWN_UNIT');
  });

  test('10.4.2 each firing unit is named once, and at least one', () => {
    given(a1805, s).when(shoot([]), [5, 4, 5]).thenViolates('BAD_SHOOTERS', '10.4.2');
    given(a1805, s)
      .when(shoot([REPNINSKY, REPNINSKY]), [5, 4, 5])
      .thenViolates('BAD_SHOOTERS', '10.4.2');
  });
});

describe('9.6 canister in the Defender Musketry Phase', () => {
  // Repninsky's battery attacked from the front by Vandamme's 1st; Vandamme's 2nd stands by
  const attacked = (): A1805State => {
    const s = position([
      at(FR_LINE, 36, 6, 0, 'line'),
      at(RU_GUN, 36, 7.5, 180, 'unlimbered'),
      at(FR_LINE_2, 37.5, 6, 0, 'line'),
    ]);
    const closed = given(a1805, s).when({
      type: 'MoveUnit',
      unitId: FR_LINE,
      steps: [{ kind: 'close', unitId: RU_GUN }],
    }).after;
    return { ...closed, phase: 'defender-musketry' };
  };
  const canister = (targetId: string) =>
    ({ type: 'FireArtillery', unitIds: [RU_GUN], targetId, ammunition: 'canister' }) as const;

  test('9.6 a battery holding against an attack fires at the unit attacking it, at no other', () => {
    const s = attacked();
    expect(s.combats).toEqual([
      expect.objectContaining({ defender: RU_GUN, attackers: [FR_LINE] }),
    ]);
    expect(given(a1805, s).when(canister(FR_LINE), [1, 1, 2]).decision.ok).toBe(true);
    given(a1805, s).when(canister(FR_LINE_2), [1, 1, 2]).thenViolates('NOT_ATTACKING', '9.6');
  });
});
