import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiState } from '../state';

/** PLACEHOLDER — attack options of the phasing side and options of combat decisions. */
export function combatActions(_state: SpiState, _query: LegalActionQuery): LegalAction<SpiCommand>[] {
  return [];
}
