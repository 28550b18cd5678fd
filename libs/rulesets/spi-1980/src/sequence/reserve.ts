import type { CoreCommand } from '../commands';
import type { SpiState } from '../state';
import { reject, type SpiDecision } from '../violations';

export function decidePlotReserve(_state: SpiState, _c: Extract<CoreCommand, { type: 'PlotReserveDeployment' }>): SpiDecision {
  return reject('NOT_IMPLEMENTED', null, 'in progress');
}
