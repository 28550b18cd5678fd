import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import { mapData, scenarioData } from './catalogue';
import { previewAttack } from './combat/preview';
import type { DgCommand } from './commands';
import { decide } from './decide';
import type { DgEvent } from './events';
import { EVENT_SCHEMAS, PREVIEW_SCHEMAS } from './event-schema';
import { evolve } from './evolve';
import { LEGAL_ACTION_SCHEMAS } from './legal-action-schema';
import { legalActions } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
import { SETUP_SCHEMA } from './setup-schema';
import { PENDING_DECISION_SCHEMA, VIEW_SCHEMA } from './view-schema';
import type { DgState } from './state';
import { view } from './view';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';

/** Decision Games *Austerlitz* (2006) as a Pratzen ruleset (a hex ruleset: hex kit). */
export const dg2006 = hexRuleset<DgState, DgCommand, DgEvent>({
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'Austerlitz: Battle of Three Emperors',
    publisher: 'Decision Games',
    year: 2006,
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
  // DG has no hidden information: every event is shown as it is (hexRuleset's default).
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
