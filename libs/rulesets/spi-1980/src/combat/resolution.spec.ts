import { positionState } from '../setup';
import { at, attack, combatState, ofType, play, step } from './testing/combat-fixtures';
import { c, S, SE } from './testing/combat-positions';

describe('6.0–6.2 resolving an attack', () => {
  test('6.2 eleven CSP against four is 2-1 (the rulebook example, in play)', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S, strength: 11 },
      { unitId: 'carneville', hex: c, strength: 4 },
    ]);
    // Morale 4 against 4: no shift. A 4 on the 2-1 column is d/d.
    play(s, attack(['rivaud'], ['carneville']), [4]).then((es) => {
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        attackerStrength: 11,
        defenderStrength: 4,
        odds: '2-1',
        column: '2-1',
        shifts: [],
        die: 4,
        result: 'd/d',
      });
    });
  });

  test("6.0 the defender's result is applied before the attacker's", () => {
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    // 7 against 7 is 1-1; a 1 is d/1d: the defender loses one CSP and is disrupted, then the attacker is disrupted.
    const w = play(s, attack(['candras'], ['carneville']), [1]);
    w.then([
      { type: 'AttackDeclared' },
      { type: 'DefenceDeclared', moraleUnit: 'carneville' },
      { type: 'AttackResolved', result: 'd/1d' },
      { type: 'StrengthLost', unitId: 'carneville', csp: 1 },
      { type: 'UnitDisrupted', unitId: 'carneville' },
      { type: 'UnitDisrupted', unitId: 'candras' },
      { type: 'AttackConcluded' },
    ]);
    expect(w.after.combat).toBeNull();
    expect(w.after.pending).toBeNull();
  });

  test("6.0 the defender's question comes before the attacker's", () => {
    // 11 against 3 is 3-1; a 5 is 1/1: each side may lose a CSP or retreat a hex.
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 3 },
    ]);
    const first = step(s, attack(['rivaud'], ['carneville']), [5]);
    expect(first.state.pending).toMatchObject({
      type: 'TakeLosses',
      side: 'allied',
      role: 'defender',
      losses: 1,
    });
    const second = step(first.state, {
      type: 'TakeLosses',
      losses: [{ unitId: 'carneville', csp: 1 }],
    });
    expect(second.state.pending).toMatchObject({
      type: 'TakeLosses',
      side: 'french',
      role: 'attacker',
      losses: 1,
    });
  });

  test('6.0 no die is rolled before it is due, and every die is written in the event that used it', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 4 },
      { unitId: 'soulima', hex: c, strength: 4 },
    ]);
    const declared = play(s, attack(['rivaud'], ['carneville', 'soulima']), [6, 6]);
    expect(declared.diceUsed).toBe(0);
    expect(declared.after.pending).toMatchObject({ type: 'DeclareDefence', side: 'allied' });
    // 11 against 8 is 1-1; a 2 there is 1/r: the combat die, then the rout die.
    const resolved = play(
      declared.after,
      { type: 'DeclareDefence', moraleUnit: 'soulima' },
      [2, 3],
    );
    expect(resolved.diceUsed).toBe(2);
    resolved.then((es) => {
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({ die: 2, result: '1/r' });
      expect(ofType(es, 'RoutRolled')[0]).toMatchObject({
        role: 'defender',
        die: 3,
        modifier: 0,
        hexes: 3,
      });
    });
  });

  test('6.1 a command for a question that is not asked is refused', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    play(s, { type: 'TakeLosses', losses: [] }).thenViolates('NO_DECISION_PENDING');
    const pending = step(s, attack(['rivaud'], ['carneville']), [5]).state; // 11 v 7 = 1-1, 5: 2/-
    expect(pending.pending).toMatchObject({ type: 'TakeLosses', role: 'attacker' });
    play(pending, { type: 'Advance', advances: [] }).thenViolates('DECISION_PENDING');
    play(pending, attack(['rivaud'], ['carneville'])).thenViolates('DECISION_PENDING');
  });
});

describe('6.8 morale', () => {
  test('6.8 the morale rating of the attacking unit minus the defending one shifts the column', () => {
    // Soules (morale 6) against Jurschek (morale 3): 7 against 7 is 1-1, three columns right: 4-1.
    const s = combatState([
      { unitId: 'soules', hex: S },
      { unitId: 'jurschek', hex: c, strength: 7 },
    ]);
    play(s, attack(['soules'], ['jurschek']), [4]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        odds: '1-1',
        shifts: [{ rule: '6.8', columns: 3 }],
        column: '4-1',
        result: 'd/1d',
      }),
    );
  });

  test('6.8 a negative difference shifts to the left', () => {
    const s = combatState(
      [
        { unitId: 'levis', hex: S },
        { unitId: 'soules', hex: c },
      ],
      { side: 'allied' },
    );
    // 16 against 7 is 2-1, morale 3 - 6: three columns left: 1-3.
    play(s, attack(['levis'], ['soules']), [3]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        odds: '2-1',
        shifts: [{ rule: '6.8', columns: -3 }],
        column: '1-3',
      }),
    );
  });

  test('6.8 the defender names his morale unit when there is a choice, among the defending units', () => {
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'ulanus', hex: c, strength: 4 },
      { unitId: 'carneville', hex: c, strength: 4 },
    ]);
    const declared = step(s, attack(['candras'], ['ulanus', 'carneville'])).state;
    expect(declared.pending).toMatchObject({
      type: 'DeclareDefence',
      moraleCandidates: ['ulanus', 'carneville'],
      chargeCandidates: [],
    });
    play(declared, { type: 'DeclareDefence' }).thenViolates('MORALE_UNIT_REQUIRED', '6.8');
    play(declared, { type: 'DeclareDefence', moraleUnit: 'candras' }).thenViolates(
      'MORALE_UNIT_INVALID',
      '6.8',
    );
    // Candras 4 - Ulanus 5: one column left of 7-8 (1-2): 1-3.
    play(declared, { type: 'DeclareDefence', moraleUnit: 'ulanus' }, [3]).then((es) => {
      expect(es[0]).toMatchObject({ type: 'DefenceDeclared', moraleUnit: 'ulanus', charges: [] });
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        shifts: [{ rule: '6.8', columns: -1 }],
        column: '1-3',
      });
    });
  });

  test('6.8 a bombardment alone is not shifted by morale', () => {
    const s = combatState([
      { unitId: 'couin', hex: at(S, 'S') },
      { unitId: 'jurschek', hex: c, strength: 5 },
    ]);
    play(s, attack(['couin'], ['jurschek']), [4]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({ shifts: [], column: '1-1' }),
    );
  });
});

describe('7.0 and 11.0 column shifts', () => {
  test('7.0 a disrupted defender suffers a one-column shift to the right', () => {
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'carneville', hex: c, disrupted: true },
    ]);
    play(s, attack(['candras'], ['carneville']), [6]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        shifts: [{ rule: '7.0', columns: 1 }],
        column: '2-1',
      }),
    );
  });

  test('7.0 the shift applies when every defending unit is disrupted (Pratzen reading), not to a mixed defence', () => {
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'carneville', hex: c, disrupted: true },
      { unitId: 'urusov', hex: SE, strength: 7 },
    ]);
    const declared = step(s, attack(['candras'], ['carneville', 'urusov'])).state;
    play(declared, { type: 'DeclareDefence', moraleUnit: 'urusov' }, [4]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({ shifts: [], column: '1-2' }),
    );
  });

  const two = (optionalRules: string[], second: string) =>
    combatState(
      [
        { unitId: 'candras', hex: S },
        { unitId: second, hex: SE, strength: 5 },
        { unitId: 'carneville', hex: c },
      ],
      { optionalRules },
    );

  test('11.0 (optional) an attack by units of more than one corps is one column lower', () => {
    // Candras (IV) and Rivaud (I, at 5): 12 against 7 is 1-1, one column left: 1-2.
    play(
      two(['corps-integrity'], 'rivaud'),
      attack(['candras', 'rivaud'], ['carneville'], { moraleUnit: 'candras' }),
      [4],
    ).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        shifts: [{ rule: '11.0', columns: -1 }],
        column: '1-2',
      }),
    );
  });

  test('11.0 units of one corps are not shifted, nor anyone without the optional rule', () => {
    play(
      two(['corps-integrity'], 'levasseur'),
      attack(['candras', 'levasseur'], ['carneville'], { moraleUnit: 'candras' }),
      [3],
    ).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({ shifts: [], column: '1-1' }),
    );
    play(
      two([], 'rivaud'),
      attack(['candras', 'rivaud'], ['carneville'], { moraleUnit: 'candras' }),
      [4],
    ).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({ shifts: [], column: '1-1' }),
    );
  });

  test('6.2 the attacker may lower the ratio, announced with the attack', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 2 },
    ]);
    play(s, attack(['rivaud'], ['carneville'], { lowerOddsTo: '1-1' }), [3]).then((es) =>
      expect(ofType(es, 'AttackResolved')[0]).toMatchObject({
        odds: '5-1',
        shifts: [{ rule: '6.2', columns: -4 }],
        column: '1-1',
        result: 'd/d',
      }),
    );
  });
});

describe('10.0 army morale', () => {
  const withMorale = (morale: { allied: number; french: number }) =>
    positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [
        { unitId: 'rivaud', hex: S },
        { unitId: 'carneville', hex: c, strength: 5 },
      ],
      morale,
    });

  test('10.0 an army whose level reaches 0 through combat losses is demoralized', () => {
    // 11 against 5 is 2-1; a 2 is d/1d.
    play(withMorale({ allied: 1, french: 30 }), attack(['rivaud'], ['carneville']), [2]).then(
      (es) =>
        expect(ofType(es, 'ArmyDemoralized')).toEqual([
          { type: 'ArmyDemoralized', side: 'allied', rule: '10.0' },
        ]),
    );
  });

  test('10.0 when both armies reach 0 in one attack only the defender is demoralized', () => {
    // A 1 on 2-1 is 1/2d: the defender loses two, then the attacker one.
    const first = step(
      withMorale({ allied: 2, french: 1 }),
      attack(['rivaud'], ['carneville']),
      [1],
    );
    expect(first.state.pending).toMatchObject({ type: 'TakeLosses', role: 'attacker' });
    const done = step(first.state, { type: 'TakeLosses', losses: [{ unitId: 'rivaud', csp: 1 }] });
    expect(done.state.morale).toEqual({ allied: 0, french: 0 });
    expect(ofType(done.events, 'ArmyDemoralized')).toEqual([
      { type: 'ArmyDemoralized', side: 'allied', rule: '10.0' },
    ]);
    expect(done.state.demoralized).toEqual({ allied: true, french: false });
  });

  test('10.0 the attacker spared by the tie-break is not demoralized by a later attack in which it lost nothing', () => {
    // Both armies at 1; the first attack costs both their last point: only the Allies (defender).
    const both = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [
        { unitId: 'rivaud', hex: S },
        { unitId: 'carneville', hex: c, strength: 5 },
        { unitId: 'drouet', hex: at(c, 'N', 2) },
        { unitId: 'jurschek', hex: at(c, 'N', 3), strength: 2 },
      ],
      morale: { allied: 1, french: 1 },
    });
    // 11 against 5 is 2-1; a 1 is 1/2d: the defender loses two, the attacker one.
    const first = step(both, attack(['rivaud'], ['carneville']), [1]);
    const done = step(first.state, {
      type: 'TakeLosses',
      losses: [{ unitId: 'rivaud', csp: 1 }],
    });
    expect(done.state.morale).toEqual({ allied: -1, french: 0 });
    expect(ofType(done.events, 'ArmyDemoralized')).toEqual([
      { type: 'ArmyDemoralized', side: 'allied', rule: '10.0' },
    ]);
    // Drouet (12) attacks Jurschek (2): 6-1; a 6 is d/1d: the French lose nothing.
    const next = step(done.state, attack(['drouet'], ['jurschek']), [6]);
    expect(next.state.morale).toEqual({ allied: -2, french: 0 });
    expect(ofType(next.events, 'ArmyDemoralized')).toEqual([]);
    expect(next.state.demoralized).toEqual({ allied: true, french: false });
  });

  test('10.0 the spared side is demoralized when its own level is reduced again', () => {
    const spared = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [
        { unitId: 'morand', hex: S },
        { unitId: 'carneville', hex: c, strength: 5 },
      ],
      morale: { allied: -1, french: 0 },
      demoralized: { allied: true },
    });
    // 3 against 5 is 1-2, morale 5 - 4: 1-1; a 6 is 1d/-: Morand loses one CSP.
    play(spared, attack(['morand'], ['carneville']), [6]).then((es) =>
      expect(ofType(es, 'ArmyDemoralized')).toEqual([
        { type: 'ArmyDemoralized', side: 'french', rule: '10.0' },
      ]),
    );
  });
});
