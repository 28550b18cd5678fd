import type { Dice } from '@pratzen/engine';
import type { SpiState } from '../state';
import { reject, type SpiDecision } from '../violations';
import type { CombatCommand } from './combat-commands';

/** PLACEHOLDER — the combat module implements this (Attack and the answers to combat decisions). */
export function decideCombat(_state: SpiState, _command: CombatCommand, _dice: Dice): SpiDecision {
  return reject('NOT_IMPLEMENTED', null, 'combat is not implemented yet');
}
