import {
  type LegalAction,
  type LegalActionQuery,
  type PendingDecision,
  type Ruleset,
  type Viewer,
  filterLegalActions,
  isViolation,
  unitsNamedBy,
  viewerMayAct,
} from '@pratzen/engine';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import type { A1805Command } from './commands';
import { tableMap } from './data/catalogue';
import { SCENARIOS } from './data/scenarios';
import { activeSide, decide, planMove, ragingUnits, sideToAct } from './decide';
import type { A1805Event } from './events';
import { EVENT_SCHEMAS } from './event-schema';
import { evolve } from './evolve';
import { PENDING_DECISION_SCHEMA, PREVIEW_SCHEMAS, VIEW_SCHEMA } from './view-schema';
import { assaultActions, pendingCombats } from './combat/assault';
import { chitActions } from './chits/chit-actions';
import { returnCrewActions } from './reactions/crew';
import { dueBack, returnActions } from './morale/alternate-rout';
import { enterActions } from './chits/reserve-entry';
import { offeredOptions, reactionActions } from './reactions/react';
import { corpsActions } from './chits/strategic';
import { chargeActions } from './combat/charge';
import { disengageActions, squaresToDisengage } from './combat/disengage';
import { artilleryActions } from './fire/artillery-actions';
import { musketryActions } from './fire/musketry';
import { movementActions } from './movement/movement-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { rallyAction, toRally } from './sequence/rally';
import { OPTIONAL_RULES, SCENARIO_LIST, initialState } from './setup';
import { SETUP_SCHEMA } from './setup-schema';
import { setupView } from './setup-secrets';
import { measure } from './sight/measure';
import type { A1805State } from './state';
import { redactEvent, view } from './view';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';
import { eventFromWire, eventsOnWire } from './wire-units';

const unitsOf = unitsNamedBy({
  ids: ['unitId', 'targetId', 'defenderId', 'leaderId', 'squareId'],
  lists: ['unitIds'],
});

function legalActions(
  state: A1805State,
  viewer: Viewer,
  query: LegalActionQuery = {},
): readonly LegalAction<A1805Command>[] {
  if (!viewerMayAct(sideToAct(state), viewer)) return [];
  // 4.6.1, 5.4.5, 13.8, 13.12: a reaction awaited: nothing else meanwhile
  if (state.reaction !== null)
    return filterLegalActions(reactionActions(state, state.reaction), query, unitsOf, false);
  const chits = chitActions(state);
  if (chits.exclusive) return filterLegalActions(chits.actions, query, unitsOf, false);
  const rally = toRally(state);
  const combats = pendingCombats(state);
  const offered: LegalAction<A1805Command>[] = [
    ...rally.map((u) => rallyAction(u)),
    ...disengageActions(state),
    ...chargeActions(state),
    ...movementActions(state),
    ...artilleryActions(state),
    ...musketryActions(state),
    ...assaultActions(state),
    ...chits.actions,
    ...corpsActions(state),
    ...enterActions(state),
    ...(state.phase === 'rally' ? [...returnCrewActions(state), ...returnActions(state)] : []),
    ...(rally.length === 0 &&
    combats.length === 0 &&
    ragingUnits(state).length === 0 &&
    squaresToDisengage(state).length === 0 &&
    dueBack(state).length === 0
      ? [{ command: { type: 'EndPhase' } } as const]
      : []),
  ];
  return filterLegalActions(offered, query, unitsOf, false);
}

/** The decision the game waits for, if any: a reaction to an attack, or a revealed chit's units to place. */
function pendingDecision(state: A1805State): PendingDecision | null {
  const r = state.reaction;
  if (r !== null) {
    return {
      type: 'React',
      side: r.side,
      rule: r.options.includes('press') || r.options.includes('stop') ? '13.12.2.1' : '4.6.1',
      prompt: `${r.unitId}: ${offeredOptions(state, r).join(', ')} (against ${r.against})`,
    };
  }
  const p = state.fog.placing[0];
  return p === undefined
    ? null
    : {
        type: 'PlaceChitUnits',
        side: p.side,
        rule: '16.4.2.8',
        prompt: `place the units of revealed chit ${p.chitId}`,
      };
}

/**
 * *Austerlitz 1805* (Trafalgar Editions, J. A. Luengo), a free-form rule system played in UM:
 * sections 1–21 (the solo rules, 22–28, are not played; README.md says what is played and how).
 * At this boundary the game's events take their wire form (wire-units.ts): `decide`'s events in
 * UM and degrees, `evolve` reading them back into the integers the rules fold (games created
 * under 0.1.0: integer events both ways).
 */
export const a1805: Ruleset<A1805State, A1805Command, A1805Event> = {
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'Austerlitz 1805 (sections 1–21; the solo rules 22–28 as the a1805-np bot)',
    publisher: 'Trafalgar Editions',
    year: 2019,
    geometry: 'free-form',
    distanceUnit: 'UM',
    sides: [...SIDES],
    phases: [...PHASES],
    scenarios: SCENARIO_LIST,
    optionalRules: OPTIONAL_RULES,
    provenance: 'mixed',
  },
  commandSchemas: COMMAND_SCHEMAS,
  initialState,
  decide(state, command, dice) {
    const decision = decide(state, command, dice);
    return decision.ok ? { ok: true, events: eventsOnWire(state, decision.events) } : decision;
  },
  evolve: (state, event) => evolve(state, eventFromWire(state, event)),
  legalActions,
  view,
  victory,
  status: (state) => ({
    turn: Math.min(state.turn, state.lastTurn),
    phase: state.phase,
    activeSide: activeSide(state),
    pendingDecision: pendingDecision(state),
    over: state.over,
  }),
  actingSide: (state) => sideToAct(state),
  redactEvent,
  map: tableMap,
  mapOf: () => tableMap(),
  measure: (state, _viewer, query) => measure(state, query),
  scenario: (id) => {
    const s = SCENARIOS.find((x) => x.id === id);
    return s === undefined ? null : { firstSide: s.firstSide, turn: s.turn, units: s.placements };
  },
  preview(state, command): unknown {
    if (command.type !== 'MoveUnit') return undefined;
    const plan = planMove(state, command);
    if (isViolation(plan)) return plan;
    const { final, spent, limit } = plan.programme;
    return {
      position: { x: ticksToWire(final.x), y: ticksToWire(final.y) },
      facing: tenthsToWire(final.facing),
      formation: final.formation,
      distanceUsed: ticksToWire(spent),
      allowance: ticksToWire(limit),
      passed: plan.passed,
    };
  },
  hasUnit: (state, unitId) => state.units.some((u) => u.id === unitId),
  setupSchema: SETUP_SCHEMA,
  setupView,
  viewSchema: VIEW_SCHEMA,
  eventSchemas: EVENT_SCHEMAS,
  previewSchemas: PREVIEW_SCHEMAS,
  pendingDecisionSchema: PENDING_DECISION_SCHEMA,
  /** Its legal actions carry `command` and, for a free-form family, `space`: no details. */
  legalActionSchemas: {},
};

export const ruleset = a1805;
export default a1805;
