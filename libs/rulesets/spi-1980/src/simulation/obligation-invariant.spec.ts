import { evolve } from '../evolve';
import { planAttack } from '../combat/attack-validation';
import { attack, combatState } from '../combat/testing/combat-fixtures';
import { c, S, SE } from '../combat/testing/combat-positions';
import type { SpiEvent } from '../events';
import type { SpiState } from '../state';
import { obligationProblems } from './obligation-invariant';

/** The events a declaration would make, bypassing decide (to show what the invariant catches). */
function declared(s: SpiState, attackers: string[], defenders: string[]): SpiEvent {
  const plan = planAttack(s, attack(attackers, defenders));
  if ('kind' in plan) throw new Error(plan.message);
  return { type: 'AttackDeclared', ...plan };
}

describe('5.1 property invariant: no phase ends with a player-caused unmet obligation', () => {
  const squeeze = combatState([
    { unitId: 'schirer', hex: S },
    { unitId: 'candras', hex: SE },
    { unitId: 'carneville', hex: c },
  ]);

  test('5.1 a declaration that strands an obliged unit is reported', () => {
    const e = declared(squeeze, ['candras'], ['carneville']);
    expect(obligationProblems(squeeze, evolve(squeeze, e), e)).toEqual([
      '5.1 the attack by candras stranded attack:schirer',
    ]);
  });

  test('5.1 a Combat Phase that ends with a meetable obligation is reported', () => {
    const end: SpiEvent = {
      type: 'PhaseEnded',
      turn: 4,
      side: 'french',
      phase: 'combat',
      next: { turn: 5, side: 'allied', phase: 'rally' },
    };
    expect(obligationProblems(squeeze, evolve(squeeze, end), end)).toEqual([
      '5.1 the Combat Phase ended with attack:schirer, attack:candras, defend:carneville unmet',
    ]);
  });
});
