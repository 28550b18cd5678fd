import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import type { SpiCommand } from './commands';
import { mapData, scenarioData } from './catalogue';
import { decide } from './decide';
import type { SpiEvent } from './events';
import { EVENT_SCHEMAS, PREVIEW_SCHEMAS } from './event-schema';
import { evolve } from './evolve';
import { LEGAL_ACTION_SCHEMAS } from './legal-action-schema';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { previewAttack } from './combat/preview';
import { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
import { SETUP_SCHEMA } from './setup-schema';
import { PENDING_DECISION_SCHEMA, VIEW_SCHEMA } from './view-schema';
import type { SpiState } from './state';
import { redactEvent, view } from './view';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';

/** SPI *The Battle of Austerlitz* (1980) as a Pratzen ruleset (a hex ruleset: hex kit). */
export const spi1980 = hexRuleset<SpiState, SpiCommand, SpiEvent>({
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'The Battle of Austerlitz',
    publisher: 'Simulations Publications, Inc. (SPI)',
    year: 1980,
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
  // 12.0: a reserve deployment is the French player's to write, whoever is phasing.
  actingSide: (state, command) =>
    command.type === 'PlotReserveDeployment' && !state.over && state.pending === null
      ? 'french'
      : sideToAct(state),
  redactEvent,
  map: mapData,
  scenario: scenarioData,
  previewAttack,
  setupSchema: SETUP_SCHEMA,
  viewSchema: VIEW_SCHEMA,
  eventSchemas: EVENT_SCHEMAS,
  previewSchemas: PREVIEW_SCHEMAS,
  pendingDecisionSchema: PENDING_DECISION_SCHEMA,
  legalActionSchemas: LEGAL_ACTION_SCHEMAS,
});
