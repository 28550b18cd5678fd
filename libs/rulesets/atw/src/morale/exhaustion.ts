/**
 * 9.2.2: an exhausted unit (50 % lost, damage/hits.ts) must roll 4–6 before it makes an attack
 * move; failed, it may still move, not into contact. API for the attack rules (14):
 * `mustRollToAttack(unit)` and `exhaustedAttackPasses(roll)` (the faces of data/morale.json).
 */
import moraleJson from '../../data/morale.json';
import type { UnitState } from '../state';

const NEEDS: readonly number[] = moraleJson.exhaustion.attackNeeds;

export const mustRollToAttack = (u: Pick<UnitState, 'exhausted'>): boolean => u.exhausted;

export const exhaustedAttackPasses = (roll: number): boolean => NEEDS.includes(roll);
