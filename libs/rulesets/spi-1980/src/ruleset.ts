import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import type { SpiCommand } from './commands';
import type { SpiEvent } from './events';
import { sideToAct } from './legal-actions';
import * as parts from './parts';
import type { SpiState } from './state';

/** SPI *The Battle of Austerlitz* (1980) as a Pratzen ruleset (a hex ruleset: hex kit). */
export const spi1980 = hexRuleset<SpiState, SpiCommand, SpiEvent>(parts, {
  // 12.0: a reserve deployment is the French player's to write, whoever is phasing.
  actingSide: (state, command) =>
    command.type === 'PlotReserveDeployment' && !state.over && state.pending === null
      ? 'french'
      : sideToAct(state),
});
