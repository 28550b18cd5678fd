import { attack, combatState, ofType, play } from './testing/combat-fixtures';
import { attackerTakesTwo, c, S } from './testing/combat-positions';
import { allocations, checkAllocation, moraleShare } from './losses';

describe('6.3 CSP losses', () => {
  test('6.3 losses are a total for the units that took part, shared as the owner chooses', () => {
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [
        { unitId: 'candras', csp: 1 },
        { unitId: 'schirer', csp: 1 },
      ],
    }).then((es) => {
      expect(ofType(es, 'StrengthLost')).toEqual([
        { type: 'StrengthLost', unitId: 'candras', csp: 1, rule: '6.3', cause: 'combat' },
        { type: 'StrengthLost', unitId: 'schirer', csp: 1, rule: '6.3', cause: 'combat' },
      ]);
      expect(es[es.length - 1]).toMatchObject({ type: 'AttackConcluded' });
    });
  });

  test('6.3 the losses must add up to the result', () => {
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [{ unitId: 'candras', csp: 1 }],
    }).thenViolates('LOSSES_MISMATCH', '6.3');
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [{ unitId: 'carneville', csp: 2 }],
    }).thenViolates('LOSS_NOT_AFFECTED', '6.3');
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [
        { unitId: 'candras', csp: 1 },
        { unitId: 'candras', csp: 1 },
      ],
    }).thenViolates('BAD_LOSS', '6.3');
  });

  test('6.8 at least half of the CSP losses come from the morale unit', () => {
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [{ unitId: 'schirer', csp: 2 }],
    }).thenViolates('MORALE_UNIT_LOSSES', '6.8');
    play(attackerTakesTwo(), { type: 'TakeLosses', losses: [{ unitId: 'candras', csp: 2 }] }).then(
      (es) => expect(ofType(es, 'StrengthLost')).toHaveLength(1),
    );
  });

  test('6.8 "if possible": a morale unit weaker than half the losses gives what it has', () => {
    const units = [
      { id: 'a', location: 'map' as const, hex: c, strength: 1, disrupted: false },
      { id: 'b', location: 'map' as const, hex: c, strength: 5, disrupted: false },
    ];
    expect(moraleShare(3, 1)).toBe(1);
    expect(moraleShare(1, 5)).toBe(1);
    expect(moraleShare(2, 5)).toBe(1);
    expect(
      checkAllocation(
        units,
        3,
        [
          { unitId: 'a', csp: 1 },
          { unitId: 'b', csp: 2 },
        ],
        'a',
      ),
    ).toBeNull();
    expect(checkAllocation(units, 2, [{ unitId: 'b', csp: 2 }], 'a')?.code).toBe(
      'MORALE_UNIT_LOSSES',
    );
    expect(allocations(units, 2, 'a')).toEqual([
      [
        { unitId: 'a', csp: 1 },
        { unitId: 'b', csp: 1 },
      ],
    ]);
  });

  test('6.3 losses beyond the strength of the units eliminate them all', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S, strength: 1 },
      { unitId: 'carneville', hex: c },
    ]);
    // 1 against 7 is 1-5 (1-7); a 2 there is 1d/-: with a "d" there is no retreat and one answer only.
    play(s, attack(['rivaud'], ['carneville']), [2]).then((es) => {
      expect(ofType(es, 'StrengthLost')).toEqual([
        { type: 'StrengthLost', unitId: 'rivaud', csp: 1, rule: '6.3', cause: 'combat' },
      ]);
      expect(ofType(es, 'CombatDecisionRequested')).toEqual([]);
    });
  });
});
