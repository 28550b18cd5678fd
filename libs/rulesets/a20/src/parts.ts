/** Austerlitz 20's parts under the names the hex kit reads (`HexRulesetManifest`); see ruleset.ts. */
import type { Publication } from '@pratzen/rulesets/hex-kit';

export { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';
export { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
export { COMMAND_SCHEMAS } from './schemas';
export { EVENT_SCHEMAS } from './event-schema';
export { LEGAL_ACTION_SCHEMAS } from './legal-action-schema';
export { PENDING_DECISION_SCHEMA, VIEW_SCHEMA } from './view-schema';
export { decide } from './decide';
export { evolve } from './evolve';
export { legalActions } from './legal-actions';
export { view } from './view';
export { redactEvent } from './fog/redact';
export { victory } from './victory';
export { mapData, scenarioData } from './catalogue';

/** First edition (zip-loc, 2009: https://boardgameguys.com/austerlitz-20); the sheet held is the v3.0-era printing. */
export const PUBLICATION: Publication = {
  title: 'Austerlitz 20',
  publisher: 'Victory Point Games',
  year: 2009,
  provenance: 'mixed',
};
