import type { Dice } from '@pratzen/engine';
import type { SpiState } from '../state';
import { reject, type SpiDecision } from '../violations';
import type { MovementCommand } from './movement-commands';

/** PLACEHOLDER — the movement module implements this (MoveUnit, ReduceOverstack). */
export function decideMovement(_state: SpiState, _command: MovementCommand, _dice: Dice): SpiDecision {
  return reject('NOT_IMPLEMENTED', null, 'movement is not implemented yet');
}
