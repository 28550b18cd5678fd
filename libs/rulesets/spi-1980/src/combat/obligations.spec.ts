import { at, attack, combatState, lakeSide, play, step } from './testing/combat-fixtures';
import { c, S, SE } from './testing/combat-positions';
import { combatObligations, unmetObligation } from './obligations';

describe('5.1 mandatory attacks', () => {
  test('5.1 a unit in an enemy ZOC must attack and the enemy unit must be attacked', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    expect(combatObligations(s)).toEqual({
      mustAttack: ['schirer'],
      mustBeAttacked: ['carneville'],
    });
    const v = unmetObligation(s);
    expect(v).toMatchObject({
      code: 'MANDATORY_ATTACK',
      rule: '5.1',
      details: { mustAttack: ['schirer'], mustBeAttacked: ['carneville'] },
    });
    expect(v?.message).toContain('schirer');
    expect(v?.message).toContain('carneville');
    play(s, { type: 'EndPhase' }).thenViolates('MANDATORY_ATTACK', '5.1');
  });

  test('5.1 once the attack is made the phase may end', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    // 10 against 7, morale 5 - 4: 2-1; a 4 is d/d, no question.
    const after = step(s, attack(['schirer'], ['carneville']), [4]).state;
    expect(unmetObligation(after)).toBeNull();
  });

  test('5.1 only in the Combat Phase, and units at a distance owe nothing', () => {
    expect(
      unmetObligation({
        ...combatState([
          { unitId: 'schirer', hex: S },
          { unitId: 'carneville', hex: c },
        ]),
        phase: 'movement',
      }),
    ).toBeNull();
    expect(
      unmetObligation(
        combatState([
          { unitId: 'schirer', hex: at(S, 'S') },
          { unitId: 'carneville', hex: c },
        ]),
      ),
    ).toBeNull();
  });

  test('7.0 disrupted units need not attack and, having no ZOC, need not be attacked', () => {
    expect(
      unmetObligation(
        combatState([
          { unitId: 'schirer', hex: S, disrupted: true },
          { unitId: 'carneville', hex: c, disrupted: true },
        ]),
      ),
    ).toBeNull();
  });

  test('5.1 an enemy unit with a (disrupted) phasing unit in its ZOC must be attacked by someone who can', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S, disrupted: true },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    expect(combatObligations(s)).toEqual({ mustAttack: [], mustBeAttacked: ['carneville'] });
  });

  test('5.6 a bombardment satisfies the obligation to attack an enemy unit', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S, disrupted: true },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    // 3 against 7 is 1-3; a 3 is 2/-: the bombarding artillery is unaffected; no question.
    const after = step(s, attack(['fontenay'], ['carneville']), [3]);
    expect(after.state.pending).toMatchObject({ type: 'FallBack' });
    const settled = step(after.state, { type: 'FallBack', fallbacks: [] }).state;
    expect(settled.combat).toBeNull();
    expect(unmetObligation(settled)).toBeNull();
  });

  test('5.1 / 5.2 a unit left with no legal attack (its only enemy already attacked) is exempt', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'carneville', hex: c },
    ]);
    // Candras attacks alone: 7 against 7 is 1-1, a 3 is d/d.
    const after = step(s, attack(['candras'], ['carneville']), [3]).state;
    expect(after.combat).toBeNull();
    expect(combatObligations(after)).toEqual({ mustAttack: [], mustBeAttacked: [] });
    expect(unmetObligation(after)).toBeNull();
  });

  test('5.1 / 8.0 cavalry facing the enemy only across a lake hexside cannot attack and is exempt', () => {
    const side = lakeSide();
    const s = combatState([
      { unitId: 'margaron', hex: side.from },
      { unitId: 'carneville', hex: side.to },
    ]);
    // ZOCs do not cross lake hexsides (4.5) either: nobody owes anything.
    expect(combatObligations(s)).toEqual({ mustAttack: [], mustBeAttacked: [] });
  });

  test('5.6 bombardment is voluntary: artillery two hexes from an enemy owes nothing', () => {
    const s = combatState([
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    expect(unmetObligation(s)).toBeNull();
  });
});
