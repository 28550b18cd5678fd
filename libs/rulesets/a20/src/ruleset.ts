import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import { decide } from './decide';
import type { A20Event } from './events';
import { EVENT_SCHEMAS } from './event-schema';
import { evolve } from './evolve';
import { LEGAL_ACTION_SCHEMAS } from './legal-action-schema';
import { legalActions } from './legal-actions';
import { mapData, scenarioData } from './catalogue';
import { COMMAND_SCHEMAS } from './schemas';
import { OPTIONAL_RULES, SCENARIOS, initialState } from './setup';
import type { A20State } from './state';
import { view } from './view';
import { redactEvent } from './fog/redact';
import { unseenBy } from './fog/fog-state';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';

/** Victory Point Games' *Austerlitz 20* (Napoleonic 20 series) as a Pratzen ruleset (hex kit). */
const kit = hexRuleset<A20State, A20Command, A20Event>({
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'Austerlitz 20',
    publisher: 'Victory Point Games',
    // first edition (zip-loc, 2009: https://boardgameguys.com/austerlitz-20); the sheet held is the v3.0-era printing
    year: 2009,
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
  redactEvent,
  victory,
  map: mapData,
  scenario: scenarioData,
  eventSchemas: EVENT_SCHEMAS,
  legalActionSchemas: LEGAL_ACTION_SCHEMAS,
});

/**
 * The kit's ruleset; a face-down counter's label (N16.1) is a unit id too (`legal-actions?unit=`).
 * While any counter is face down, how many dice a command would roll is withheld from a viewer
 * who may not see behind it (`diceCountHidden`), but for a battle: a battle on a face-down
 * counter always rolls the most any unit it could be would need (fog/public-dice.ts), so its
 * count is public. Drawing an event card rolls dice only for some cards (The Ice Cracks rolls for
 * the units on ponds), so its count would tell the top card of a deck no seat may see (N5.0): it
 * is withheld from everyone but the referee.
 */
export const a20: typeof kit = {
  ...kit,
  diceCountHidden: (state, command, viewer) =>
    (command.type === 'DrawEventCard' && viewer.kind !== 'referee') ||
    // a battle on a face-down counter rolls a count that is public (fog/public-dice.ts)
    (command.type !== 'Attack' &&
      command.type !== 'Countercharge' &&
      unseenBy(state, viewer).length > 0),
  hasUnit: (state, unitId) =>
    kit.hasUnit?.(state, unitId) === true || state.fog.hidden.some((h) => h.label === unitId),
};
