import type { Dice } from '@pratzen/engine';
import type { CoreCommand } from '../commands';
import type { SpiState } from '../state';
import { reject, type SpiDecision } from '../violations';

export function decideRally(_state: SpiState, _c: Extract<CoreCommand, { type: 'Rally' }>, _dice: Dice): SpiDecision {
  return reject('NOT_IMPLEMENTED', null, 'in progress');
}
