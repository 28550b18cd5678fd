import type { SpiState } from '../state';
import type { CombatEvent } from './combat-events';
import type { AttackPlan, CombatState } from './combat-state';

function withCombat(state: SpiState, f: (c: CombatState) => CombatState): SpiState {
  return state.combat === null ? state : { ...state, combat: f(state.combat) };
}

/** Folds the combat events: the attack in progress, its pending question and the 5.2 marks. */
export function evolveCombat(state: SpiState, e: CombatEvent): SpiState {
  switch (e.type) {
    case 'AttackDeclared': {
      const { type: _type, ...plan } = e;
      const attack: AttackPlan = plan;
      return {
        ...state,
        combat: {
          plan: attack,
          defence: null,
          roll: null,
          routs: { attacker: null, defender: null },
          moraleBefore: state.morale,
        },
        marks: {
          ...state.marks,
          attacked: [...state.marks.attacked, ...attack.attackers],
          defended: [...state.marks.defended, ...attack.defenders],
        },
      };
    }
    case 'DefenceDeclared': {
      const next = withCombat(state, (c) => ({
        ...c,
        defence: { moraleUnit: e.moraleUnit, charges: e.charges },
      }));
      return next.pending?.type === 'DeclareDefence' ? { ...next, pending: null } : next;
    }
    case 'AttackResolved':
      return withCombat(state, (c) => ({
        ...c,
        roll: { die: e.die, column: e.column, result: e.result },
      }));
    case 'RoutRolled':
      return withCombat(state, (c) => ({
        ...c,
        routs: { ...c.routs, [e.role]: { die: e.die, modifier: e.modifier, hexes: e.hexes } },
      }));
    case 'CombatDecisionRequested':
      return { ...state, pending: e.decision };
    case 'AttackConcluded':
      return { ...state, combat: null, pending: null };
  }
}
