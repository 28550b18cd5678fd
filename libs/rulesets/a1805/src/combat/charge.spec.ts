import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { FR_HEAVY_CAV, FR_LINE, at, position } from '../testing/positions';

const REPNINSKY = 'al-col-iv-repninsky';
const RU_GUN = 'al-col-iv-art-1';
const RU_GUARD = 'al-guard-inf-1';
const COSSACKS = 'al-vg-kienmayer-cav-2';
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const declare = (unitId: string, targetId: string): A1805Command => ({
  type: 'DeclareCharge',
  unitId,
  targetId,
});
const charge = (unitId: string, targetId: string): A1805Command => ({
  type: 'MoveUnit',
  unitId,
  steps: [{ kind: 'close', unitId: targetId }],
});
const declared = (
  units: Parameters<typeof position>[0],
  target = REPNINSKY,
  attacker: 'french' | 'allied' = 'french',
) =>
  given(a1805, position(units, { attacker })).when(
    declare(attacker === 'french' ? FR_HEAVY_CAV : COSSACKS, target),
  ).after;

describe('13.12.3 cavalry charges', () => {
  const facing = [at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 6.5, 180, 'line')];

  test('13.12.3.1 declared first, before any movement, at a target seen at 1 UM or more', () => {
    const s = position([...facing, at(FR_LINE, 33, 4, 0, 'line')]);
    given(a1805, s)
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .then([{ type: 'ChargeDeclared', unitId: FR_HEAVY_CAV, targetId: REPNINSKY }]);
    const after = given(a1805, s).when({
      type: 'MoveUnit',
      unitId: FR_LINE,
      steps: [{ kind: 'forward', distance: 0.5 }],
    }).after;
    given(a1805, after)
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('CHARGE_FIRST', '13.12.3.1');
    const close = position([
      at(FR_HEAVY_CAV, 36, 5.7, 0, 'line'),
      at(REPNINSKY, 36, 6.5, 180, 'line'),
    ]);
    given(a1805, close)
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('CHARGE_TOO_CLOSE', '13.12.3.1');
  });

  test('13.12.3 never against a square; 13.12.3.1 nor into woods or a settlement; 13.12.1.1 Cossacks do not charge', () => {
    given(
      a1805,
      position([at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 6.5, 180, 'square')]),
    )
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('CHARGE_SQUARE', '13.12.3');
    given(
      a1805,
      position([at(FR_HEAVY_CAV, 34.5, 11.5, 0, 'line'), at(REPNINSKY, 34.5, 13.9, 180, 'line')]),
    )
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('CHARGE_COVER', '13.12.3.1');
    given(
      a1805,
      position([at(COSSACKS, 36, 6.5, 180, 'line'), at(FR_LINE, 36, 4, 0, 'line')], {
        attacker: 'allied',
      }),
    )
      .when(declare(COSSACKS, FR_LINE))
      .thenViolates('COSSACKS', '13.12.1.1');
  });

  test('13.12.3.1 a charge is made in a straight line into its target', () => {
    const s = declared(facing);
    given(a1805, s)
      .when({ type: 'MoveUnit', unitId: FR_HEAVY_CAV, steps: [{ kind: 'forward', distance: 1 }] })
      .thenViolates('CHARGE_STRAIGHT', '13.12.3.1');
  });

  test('12.7.1 the target checks morale: failing, it is stunned; the charger doubles its combat modifier (13.12.3)', () => {
    const w = given(a1805, declared(facing)).when(charge(FR_HEAVY_CAV, REPNINSKY), [4, 4]);
    w.then([
      { type: 'UnitMoved', attacks: REPNINSKY, charge: 'yes' },
      { type: 'MoraleChecked', cause: 'cavalry charge', needed: 7, result: 'failed' },
      { type: 'MoraleChanged', to: 'stunned' },
    ]);
    const cc = { ...w.after, phase: 'close-combat' as const };
    // +3 heavy cavalry, doubled (+3 charge), +1 against a stunned unit
    given(a1805, cc)
      .when({ type: 'Assault', defenderId: REPNINSKY }, [1, 6])
      .then((e) =>
        expect(e[0]).toMatchObject({
          type: 'CloseCombat',
          attackerModifier: 7,
          defenderModifier: 1,
        }),
      );
  });

  test('12.7.1.1 Guard and elite units do not check; 12.7.1 artillery that fails is overrun', () => {
    const guard = given(
      a1805,
      declared([at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(RU_GUARD, 36, 6.5, 180, 'line')], RU_GUARD),
    ).when(charge(FR_HEAVY_CAV, RU_GUARD));
    // no check for the Guard; it may still try a hasty square (5.4.5)
    guard.then([
      { type: 'UnitMoved' },
      { type: 'ReactionOffered', unitId: RU_GUARD, options: ['hasty-square', 'none'] },
    ]);
    const gun = given(
      a1805,
      declared(
        [at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(RU_GUN, 36, 6.5, 180, 'unlimbered')],
        RU_GUN,
      ),
    ).when(charge(FR_HEAVY_CAV, RU_GUN), [5, 5]);
    expect(gun.after.eliminated).toEqual([RU_GUN]);
  });

  test('12.7.1.2 a double 6 breaks the target; with movement left to reach it, the cavalry rides it down', () => {
    const w = given(a1805, declared(facing)).when(charge(FR_HEAVY_CAV, REPNINSKY), [6, 6]);
    expect(w.after.eliminated).toEqual([REPNINSKY]);
    expect(unit(w.after, REPNINSKY)).toBeUndefined();
  });

  test('12.7.1.2 a double 6 with less than 1 UM of movement left: the target routs and flees, not ridden down', () => {
    // 3 UM and more to ride before contact: less than 1 UM of the 4 left
    const far = [at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 7.9, 180, 'line')];
    const w = given(a1805, declared(far)).when(charge(FR_HEAVY_CAV, REPNINSKY), [6, 6]);
    expect(w.events).toContainEqual(
      expect.objectContaining({ type: 'MoraleChecked', unitId: REPNINSKY, result: 'double-6' }),
    );
    expect(w.after.eliminated).toEqual([]);
    expect(unit(w.after, REPNINSKY)).toMatchObject({ morale: 'routed' });
  });

  test('12.7.1.2 exactly 1 UM of movement left is enough to reach the routed unit (it flees 1 UM): ridden down', () => {
    // 3 UM to ride before contact: 1 UM of the heavy cavalry's 4 left
    const just = [at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 7, 180, 'line')];
    const w = given(a1805, declared(just)).when(charge(FR_HEAVY_CAV, REPNINSKY), [6, 6]);
    expect(w.events).toContainEqual(
      expect.objectContaining({ type: 'MoraleChecked', unitId: REPNINSKY, result: 'double-6' }),
    );
    expect(w.after.eliminated).toEqual([REPNINSKY]);
  });

  test('12.7.1.1 elite units (not only the Guard) do not check against a charge', () => {
    const GRENADIERS = 'fr-gren-inf-1';
    const UVAROV = 'al-col-v-uvarov';
    const s = given(
      a1805,
      position([at(UVAROV, 36, 4, 0, 'line'), at(GRENADIERS, 36, 6.5, 180, 'line')], {
        attacker: 'allied',
      }),
    ).when(declare(UVAROV, GRENADIERS)).after;
    const w = given(a1805, s).when(charge(UVAROV, GRENADIERS), [6, 6]);
    expect(w.decision.ok).toBe(true);
    expect(w.events.some((e) => e.type === 'MoraleChecked')).toBe(false);
  });
});
