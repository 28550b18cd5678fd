import { BOARD } from '../data/board';
import { typeOf } from '../queries';
import type { SpiState } from '../state';
import type { AttackPlan, DefenceDeclaration } from './combat-state';
import { adjacent, onMap } from './participants';
import { attackHalvings, defenceMultiplier, halve } from './terrain-effects';

export interface UnitStrength {
  readonly unitId: string;
  /** Current Combat Strength (2.5). */
  readonly base: number;
  readonly charging: boolean;
  /** Attackers: times halved (8.0). Defenders: 0. */
  readonly halvings: number;
  /** Defenders: doubled (2) or tripled (3) by their hex (8.0). Attackers: 1. */
  readonly multiplier: number;
  readonly value: number;
}

export interface AttackStrengths {
  readonly attacker: number;
  readonly defender: number;
  readonly attackers: readonly UnitStrength[];
  readonly defenders: readonly UnitStrength[];
}

/**
 * 5.4 / 5.9 / 8.0: the unified strengths of both sides. A charging unit's strength is doubled
 * (5.9) before any halving; each attacking unit is halved on its own (8.0: fractions dropped,
 * never below 1) once per halving terrain it attacks out of or through; each defending unit is
 * doubled or tripled by its hex. Bombarding artillery fires over no hexside.
 */
export function attackStrengths(
  state: SpiState,
  plan: AttackPlan,
  defence: DefenceDeclaration,
): AttackStrengths {
  const attackers = onMap(state, plan.attackers).map((u): UnitStrength => {
    const from = u.hex as string;
    const charging = plan.charges.includes(u.id);
    const sides = plan.bombarding.includes(u.id)
      ? []
      : plan.defenderHexes.filter((h) => adjacent(from, h)).map((h) => BOARD.hexside(from, h));
    const terrain = BOARD.terrain.get(from) ?? 'clear';
    const halvings = attackHalvings(typeOf(u), terrain, sides) ?? 0;
    const doubled = charging ? u.strength * 2 : u.strength;
    return {
      unitId: u.id,
      base: u.strength,
      charging,
      halvings,
      multiplier: 1,
      value: halve(doubled, halvings),
    };
  });
  const defenders = onMap(state, plan.defenders).map((u): UnitStrength => {
    const charging = defence.charges.includes(u.id);
    const multiplier = defenceMultiplier(typeOf(u), BOARD.terrain.get(u.hex as string) ?? 'clear');
    return {
      unitId: u.id,
      base: u.strength,
      charging,
      halvings: 0,
      multiplier,
      value: u.strength * multiplier * (charging ? 2 : 1),
    };
  });
  const sum = (xs: readonly UnitStrength[]): number => xs.reduce((n, x) => n + x.value, 0);
  return { attacker: sum(attackers), defender: sum(defenders), attackers, defenders };
}
