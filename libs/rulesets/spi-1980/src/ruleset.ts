import { statusHeader, type Ruleset } from '@pratzen/engine';
import type { SpiCommand } from './commands';
import { mapData, scenarioData } from './catalogue';
import { decide } from './decide';
import type { SpiEvent } from './events';
import { evolve } from './evolve';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { previewAttack } from './combat/preview';
import { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
import { SETUP_SCHEMA } from './setup-schema';
import type { SpiState } from './state';
import { hasUnit } from './queries';
import { redactEvent, view } from './view';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';

/** SPI *The Battle of Austerlitz* (1980) as a Pratzen ruleset. */
export const spi1980: Ruleset<SpiState, SpiCommand, SpiEvent> = {
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'The Battle of Austerlitz',
    publisher: 'Simulations Publications, Inc. (SPI)',
    year: 1980,
    geometry: 'hex',
    distanceUnit: 'hex',
    sides: SIDES,
    phases: PHASES,
    scenarios: SCENARIOS,
    optionalRules: OPTIONAL_RULES,
    provenance: 'mixed',
  },
  commandSchemas: COMMAND_SCHEMAS,
  initialState,
  decide,
  evolve,
  legalActions,
  view,
  victory,
  status: statusHeader,
  actingSide: (state, command) =>
    state.over
      ? null
      : state.pending !== null
        ? state.pending.side
        : command.type === 'PlotReserveDeployment'
          ? 'french'
          : sideToAct(state),
  redactEvent,
  map: mapData,
  scenario: scenarioData,
  preview: (state, command) =>
    command.type === 'Attack' ? previewAttack(state, command) : undefined,
  hasUnit,
  setupSchema: SETUP_SCHEMA,
};
