import type { Dice } from '@pratzen/engine';
import type { SpiState } from '../state';
import { reject, type SpiDecision } from '../violations';

export function decideEndPhase(_state: SpiState, _dice: Dice): SpiDecision {
  return reject('NOT_IMPLEMENTED', null, 'in progress');
}
