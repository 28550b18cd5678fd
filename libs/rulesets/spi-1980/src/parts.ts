/** SPI 1980's parts under the names the hex kit reads (`HexRulesetManifest`); see ruleset.ts. */
import type { Publication } from '@pratzen/rulesets/hex-kit';

export { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';
export { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
export { COMMAND_SCHEMAS } from './schemas';
export { EVENT_SCHEMAS, PREVIEW_SCHEMAS } from './event-schema';
export { LEGAL_ACTION_SCHEMAS } from './legal-action-schema';
export { SETUP_SCHEMA } from './setup-schema';
export { PENDING_DECISION_SCHEMA, VIEW_SCHEMA } from './view-schema';
export { decide } from './decide';
export { evolve } from './evolve';
export { legalActions } from './legal-actions';
export { redactEvent, view } from './view';
export { victory } from './victory';
export { mapData, scenarioData } from './catalogue';
export { previewAttack } from './combat/preview';

export const PUBLICATION: Publication = {
  title: 'The Battle of Austerlitz',
  publisher: 'Simulations Publications, Inc. (SPI)',
  year: 1980,
  provenance: 'mixed',
};
