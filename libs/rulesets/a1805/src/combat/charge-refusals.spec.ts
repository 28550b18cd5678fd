import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { FR_HEAVY_CAV, FR_LINE, SOULT, at, position } from '../testing/positions';

/**
 * 13.12.3, 13.12.3.1: who may declare a charge, at whom, and the charge move — each refusal and
 * what the offered actions leave out (the rules' happy paths are in charge.spec.ts).
 */
const REPNINSKY = 'al-col-iv-repninsky';
const FR_LIGHT_CAV = 'fr-iv-margaron';
const french = { kind: 'side', side: 'french' } as const;
const declare = (unitId: string, targetId: string): A1805Command => ({
  type: 'DeclareCharge',
  unitId,
  targetId,
});
const offered = (s: A1805State) => a1805.legalActions(s, french).map((a) => a.command);
/** The French heavy cavalry 2½ UM north of Repninsky, facing it: a charge it may declare. */
const facing = (
  options: Parameters<typeof position>[1] = {},
  more: Parameters<typeof position>[0] = [],
) =>
  position(
    [at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 6.5, 180, 'line'), ...more],
    options,
  );

describe('13.12.3.1 declaring a charge', () => {
  test('13.12.3.1 the control case: offered and declared in the Movement Phase', () => {
    expect(offered(facing())).toContainEqual(declare(FR_HEAVY_CAV, REPNINSKY));
    given(a1805, facing())
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .then([{ type: 'ChargeDeclared', unitId: FR_HEAVY_CAV, targetId: REPNINSKY }]);
  });

  test('13.12.3.1 charges are declared in the Movement Phase only', () => {
    const s = facing({ phase: 'close-combat' });
    expect(offered(s)).not.toContainEqual(declare(FR_HEAVY_CAV, REPNINSKY));
    given(a1805, s)
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('NOT_MOVEMENT_PHASE', '13.12.3.1');
  });

  test("4.6 only the phasing player's cavalry charges", () => {
    const s = facing({ attacker: 'allied' });
    given(a1805, s).when(declare(FR_HEAVY_CAV, REPNINSKY)).thenViolates('NOT_YOUR_UNIT', '4.6');
  });

  test('13.12.3 only cavalry charges: infantry is refused and not offered', () => {
    const s = facing({}, [at(FR_LINE, 33, 4, 0, 'line')]);
    given(a1805, s).when(declare(FR_LINE, REPNINSKY)).thenViolates('NOT_CAVALRY', '13.12.3');
    expect(offered(s)).not.toContainEqual(declare(FR_LINE, REPNINSKY));
  });

  test('12.5.1 a stunned cavalry unit does not charge', () => {
    const s = facing({ morale: { [FR_HEAVY_CAV]: 'stunned' } });
    expect(offered(s)).not.toContainEqual(declare(FR_HEAVY_CAV, REPNINSKY));
    given(a1805, s).when(declare(FR_HEAVY_CAV, REPNINSKY)).thenViolates('STUNNED', '12.5.1');
  });

  test('13.12.3.1 one charge a unit: a second declaration is refused', () => {
    const s = given(a1805, facing()).when(declare(FR_HEAVY_CAV, REPNINSKY)).after;
    expect(offered(s)).not.toContainEqual(declare(FR_HEAVY_CAV, REPNINSKY));
    given(a1805, s)
      .when(declare(FR_HEAVY_CAV, REPNINSKY))
      .thenViolates('ALREADY_CHARGING', '13.12.3.1');
  });

  test('13.6 a unit engaged in a close combat does not charge', () => {
    const s: A1805State = {
      ...facing(),
      combats: [
        { defender: REPNINSKY, attackers: [FR_HEAVY_CAV], side: 'french', bonus: 0, ongoing: true },
      ],
    };
    expect(offered(s)).not.toContainEqual(declare(FR_HEAVY_CAV, REPNINSKY));
    given(a1805, s).when(declare(FR_HEAVY_CAV, REPNINSKY)).thenViolates('ENGAGED', '13.6');
  });

  test('13.12.3 the target is an enemy unit on the table, not a friend, nor a leader attached to a unit', () => {
    const s = facing({}, [
      at(FR_LIGHT_CAV, 33, 6.5, 180, 'line'),
      at(SOULT, 33, 6.5, 0, 'line', FR_LIGHT_CAV),
    ]);
    given(a1805, s)
      .when(declare(FR_HEAVY_CAV, FR_LIGHT_CAV))
      .thenViolates('FRIENDLY_TARGET', '13.12.3');
    given(a1805, s).when(declare(FR_HEAVY_CAV, 'al-nobody')).thenViolates('UNKNOWN_UNIT');
    const allied = position(
      [
        at('al-col-v-uvarov', 36, 4, 0, 'line'),
        at(FR_LINE, 36, 6.5, 180, 'line'),
        at(SOULT, 36, 6.5, 180, 'line', FR_LINE),
      ],
      { attacker: 'allied' },
    );
    given(a1805, allied).when(declare('al-col-v-uvarov', SOULT)).thenViolates('UNKNOWN_UNIT');
    expect(
      a1805.legalActions(allied, { kind: 'side', side: 'allied' }).map((a) => a.command),
    ).not.toContainEqual(declare('al-col-v-uvarov', SOULT));
  });

  test('13.12.3.1 a target beyond the cavalry’s movement and 1 UM more is not offered', () => {
    // the heavy cavalry's allowance is well short of 20 UM
    const far = position([at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(REPNINSKY, 36, 24, 180, 'line')]);
    expect(offered(far).filter((c) => c.type === 'DeclareCharge')).toEqual([]);
  });
});

describe('13.12.3.1 the charge move', () => {
  const declared = () => given(a1805, facing()).when(declare(FR_HEAVY_CAV, REPNINSKY)).after;

  test('13.12.3.1 a turn of up to 45° and then into contact is a straight charge', () => {
    const s = given(
      a1805,
      position([at(FR_HEAVY_CAV, 36, 4, 20, 'line'), at(REPNINSKY, 36, 6.5, 180, 'line')]),
    ).when(declare(FR_HEAVY_CAV, REPNINSKY)).after;
    const w = given(a1805, s).when(
      {
        type: 'MoveUnit',
        unitId: FR_HEAVY_CAV,
        steps: [
          { kind: 'turn', angle: -20 },
          { kind: 'close', unitId: REPNINSKY },
        ],
      },
      [1, 2],
    );
    expect(w.decision.ok ? null : w.decision.violation).toBeNull();
    expect(w.events).toContainEqual(
      expect.objectContaining({
        type: 'MoraleChecked',
        unitId: REPNINSKY,
        cause: 'cavalry charge',
      }),
    );
  });

  test('13.12.3.1 two steps before contact, or closing on another unit, are refused', () => {
    const s = declared();
    given(a1805, s)
      .when({
        type: 'MoveUnit',
        unitId: FR_HEAVY_CAV,
        steps: [
          { kind: 'forward', distance: 0.5 },
          { kind: 'close', unitId: REPNINSKY },
        ],
      })
      .thenViolates('CHARGE_STRAIGHT', '13.12.3.1');
    const other = given(
      a1805,
      position([
        at(FR_HEAVY_CAV, 36, 4, 0, 'line'),
        at(REPNINSKY, 36, 6.5, 180, 'line'),
        at('al-col-iv-rotermund', 38, 6.5, 180, 'line'),
      ]),
    ).when(declare(FR_HEAVY_CAV, REPNINSKY)).after;
    given(a1805, other)
      .when({
        type: 'MoveUnit',
        unitId: FR_HEAVY_CAV,
        steps: [{ kind: 'close', unitId: 'al-col-iv-rotermund' }],
      })
      .thenViolates('CHARGE_TARGET', '13.12.3.1');
  });
});
