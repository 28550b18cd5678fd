import { at, attack, combatState, ofType, play, step } from './testing/combat-fixtures';
import { attackerTakesTwo, besideTheSanton, c, S, SE } from './testing/combat-positions';

describe('6.4 retreating instead of losing CSPs', () => {
  const back = (hex: string, dir: 'S' | 'SE', n: number): string[] =>
    Array.from({ length: n }, (_, i) => at(hex, dir, i + 1));

  test('6.4 each hex retreated satisfies one loss; a retreat of more than one hex disrupts', () => {
    const w = play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [],
      retreat: [
        { from: S, path: back(S, 'S', 2) },
        { from: SE, path: back(SE, 'SE', 2) },
      ],
    });
    w.then((es) => {
      expect(ofType(es, 'StrengthLost')).toEqual([]);
      expect(ofType(es, 'UnitRelocated').map((e) => [e.unitId, e.path, e.reason])).toEqual([
        ['schirer', back(S, 'S', 2), 'retreat'],
        ['candras', back(SE, 'SE', 2), 'retreat'],
      ]);
      expect(ofType(es, 'UnitDisrupted').map((e) => e.unitId)).toEqual(['schirer', 'candras']);
    });
    expect(w.after.units.find((u) => u.id === 'schirer')).toMatchObject({
      hex: at(S, 'S', 2),
      disrupted: true,
      strength: 10,
    });
  });

  test('6.4 the two methods combine: one CSP and a one-hex retreat, without disruption', () => {
    play(attackerTakesTwo(), {
      type: 'TakeLosses',
      losses: [{ unitId: 'candras', csp: 1 }],
      retreat: [
        { from: S, path: back(S, 'S', 1) },
        { from: SE, path: back(SE, 'SE', 1) },
      ],
    }).then((es) => {
      expect(ofType(es, 'StrengthLost')).toHaveLength(1);
      expect(ofType(es, 'UnitRelocated')).toHaveLength(2);
      expect(ofType(es, 'UnitDisrupted')).toEqual([]);
    });
  });

  test('6.4 every affected hex retreats, all by the same number of hexes, no farther than the losses', () => {
    const s = attackerTakesTwo();
    play(s, {
      type: 'TakeLosses',
      losses: [],
      retreat: [{ from: S, path: back(S, 'S', 2) }],
    }).thenViolates('ROUTE_MISSING', '6.3');
    play(s, {
      type: 'TakeLosses',
      losses: [{ unitId: 'candras', csp: 1 }],
      retreat: [
        { from: S, path: back(S, 'S', 1) },
        { from: SE, path: back(SE, 'SE', 2) },
      ],
    }).thenViolates('RETREAT_LENGTH', '6.4');
    play(s, {
      type: 'TakeLosses',
      losses: [],
      retreat: [
        { from: S, path: back(S, 'S', 3) },
        { from: SE, path: back(SE, 'SE', 3) },
      ],
    }).thenViolates('RETREAT_LENGTH', '6.4');
  });

  test('6.5 a retreat may not enter an enemy ZOC, re-enter a hex or enter a hex the defender held', () => {
    const s = attackerTakesTwo();
    const route = (schirer: string[]) => ({
      type: 'TakeLosses' as const,
      losses: [{ unitId: 'candras', csp: 1 }],
      retreat: [
        { from: S, path: schirer },
        { from: SE, path: back(SE, 'SE', 1) },
      ],
    });
    play(s, route([at(c, 'SW')])).thenViolates('RETREAT_UNSAFE', '6.5'); // adjacent to Carneville
    play(s, route([c])).thenViolates('RETREAT_UNSAFE', '6.5');
  });

  test('6.4 units under a "d" result may not retreat to satisfy losses; after the losses they are disrupted', () => {
    // Carneville and Soulima (4 + 4) against Candras (7): 7 against 8 is 1-2; Carneville's morale 4: no shift.
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'carneville', hex: c, strength: 4 },
      { unitId: 'soulima', hex: c, strength: 4 },
    ]);
    const declared = step(s, attack(['candras'], ['carneville', 'soulima'])).state;
    // A 2 on 1-2 is 1/d: the defenders are disrupted, the attacker loses one.
    const r = step(declared, { type: 'DeclareDefence', moraleUnit: 'carneville' }, [2]);
    expect(ofType(r.events, 'UnitDisrupted').map((e) => e.unitId)).toEqual([
      'carneville',
      'soulima',
    ]);
    // A 1d with a choice: a bombardment (no morale unit) of a stack, Couin 5 against 3 + 2: 1-1, a 1 is d/1d.
    const s2 = combatState([
      { unitId: 'couin', hex: at(S, 'S') },
      { unitId: 'carneville', hex: c, strength: 3 },
      { unitId: 'soulima', hex: c, strength: 2 },
    ]);
    const d2 = step(s2, attack(['couin'], ['carneville', 'soulima']), [1]);
    expect(d2.state.pending).toMatchObject({
      type: 'TakeLosses',
      role: 'defender',
      losses: 1,
      disrupt: true,
      maxRetreat: 0,
      moraleUnit: null,
    });
    play(d2.state, { type: 'TakeLosses', retreat: [{ from: c, path: [at(c, 'N')] }] }).thenViolates(
      'RETREAT_NOT_ALLOWED',
      '6.4',
    );
    play(d2.state, { type: 'TakeLosses', losses: [{ unitId: 'soulima', csp: 1 }] }).then((es) => {
      expect(es.slice(0, 3)).toEqual([
        { type: 'StrengthLost', unitId: 'soulima', csp: 1, rule: '6.3', cause: 'combat' },
        { type: 'UnitDisrupted', unitId: 'carneville', rule: '6.3' },
        { type: 'UnitDisrupted', unitId: 'soulima', rule: '6.3' },
      ]);
    });
  });

  test('6.3 a single unit under "1d" with its morale unit rule has one answer: no question is asked', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S, strength: 8 },
      { unitId: 'carneville', hex: c, strength: 4 },
      { unitId: 'soulima', hex: c, strength: 4 },
    ]);
    // 8 against 8 is 1-1, a 1 is d/1d: the one CSP must come from the morale unit (6.8).
    const r = step(
      step(s, attack(['rivaud'], ['carneville', 'soulima'])).state,
      { type: 'DeclareDefence', moraleUnit: 'carneville' },
      [1],
    );
    expect(ofType(r.events, 'CombatDecisionRequested')).toEqual([]);
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'carneville',
      csp: 1,
      rule: '6.3',
      cause: 'combat',
    });
  });

  test('7.0 a disrupted unit suffering a disruption result loses one CSP instead', () => {
    const s = combatState([
      { unitId: 'candras', hex: S },
      { unitId: 'carneville', hex: c, disrupted: true },
    ]);
    // 7 against 7, one column right for the disruption: 2-1; a 4 is d/d.
    play(s, attack(['candras'], ['carneville']), [4]).then((es) => {
      expect(es).toContainEqual({
        type: 'StrengthLost',
        unitId: 'carneville',
        csp: 1,
        rule: '7.0',
        cause: 'disrupted-again',
      });
      expect(es).toContainEqual({ type: 'UnitDisrupted', unitId: 'candras', rule: '6.3' });
    });
  });

  test('7.0 disrupted units may not retreat voluntarily: a one-CSP loss is taken without a question', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 5, disrupted: true },
    ]);
    // 11 against 5 is 2-1, one right for the disruption: 3-1; a 5 is 1/1.
    const r = step(s, attack(['rivaud'], ['carneville']), [5]);
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'carneville',
      csp: 1,
      rule: '6.3',
      cause: 'combat',
    });
    expect(r.state.pending).toMatchObject({ type: 'TakeLosses', role: 'attacker' });
  });

  test('6.4 the Santon (no Movement Allowance) may not retreat: its loss is a CSP', () => {
    const { state: s, upslope: up } = besideTheSanton();
    // Santon tripled: 9; Kamensky 13, halved if attacking upslope: 1-2 (a 3 is r/1) or 1-1 (a 4 is r/1).
    const r = step(s, attack(['kamensky'], ['santon']), [up ? 3 : 4, 1]);
    expect(ofType(r.events, 'AttackResolved')[0]).toMatchObject({
      defenderStrength: 9,
      result: 'r/1',
    });
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'santon',
      csp: 1,
      rule: '6.3',
      cause: 'combat',
    });
    expect(ofType(r.events, 'CombatDecisionRequested').map((e) => e.decision.type)).not.toContain(
      'TakeLosses',
    );
  });
});
