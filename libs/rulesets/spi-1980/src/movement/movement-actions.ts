import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiState } from '../state';

/** PLACEHOLDER — movement options of the phasing side (and ReduceOverstack options). */
export function movementActions(_state: SpiState, _query: LegalActionQuery): LegalAction<SpiCommand>[] {
  return [];
}
