import {
  type LegalAction,
  type LegalActionQuery,
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
import { decide, planMove, sideToAct } from './decide';
import type { A1805Event } from './events';
import { evolve } from './evolve';
import { assaultActions, pendingCombats } from './combat/assault';
import { chitActions } from './chits/chit-actions';
import { corpsActions } from './chits/strategic';
import { chargeActions } from './combat/charge';
import { disengageActions } from './combat/disengage';
import { artilleryActions } from './fire/artillery';
import { musketryActions } from './fire/musketry';
import { movementActions } from './movement/movement-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { rallyAction, toRally } from './sequence/rally';
import { OPTIONAL_RULES, SCENARIO_LIST, initialState } from './setup';
import { SETUP_SCHEMA } from './setup-schema';
import { measure } from './sight/measure';
import type { A1805State } from './state';
import { redactEvent, view } from './view';
import { victory } from './victory';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';

const unitsOf = unitsNamedBy({
  ids: ['unitId', 'targetId', 'defenderId', 'leaderId'],
  lists: ['unitIds'],
});

function legalActions(
  state: A1805State,
  viewer: Viewer,
  query: LegalActionQuery = {},
): readonly LegalAction<A1805Command>[] {
  if (!viewerMayAct(sideToAct(state), viewer)) return [];
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
    ...(rally.length === 0 && combats.length === 0
      ? [{ command: { type: 'EndPhase' } } as const]
      : []),
  ];
  return filterLegalActions(offered, query, unitsOf, false);
}

/**
 * *Austerlitz 1805* (Trafalgar Editions, J. A. Luengo), a free-form rule system played in UM.
 * IN PROGRESS: the sequence of play, formations, movement, stacking, line of sight, the fog's
 * weather and its chits, artillery fire, musketry, morale, close combat and charges are played;
 * movement on the strategic maps and the defenders' reactions are not yet — see README.md.
 * Not registered for players: served through RULESET_MODULES until it plays a whole game.
 */
export const a1805: Ruleset<A1805State, A1805Command, A1805Event> = {
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title: 'Austerlitz 1805 (in progress: no strategic-map movement or reactions yet)',
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
  decide,
  evolve,
  legalActions,
  view,
  victory,
  status: (state) => ({
    turn: Math.min(state.turn, state.lastTurn),
    phase: state.phase,
    activeSide: sideToAct(state) ?? state.attacker,
    pendingDecision: null,
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
};

export const ruleset = a1805;
export default a1805;
