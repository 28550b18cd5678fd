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
import scenarioJson from '../data/scenario-sokolnitz.json';
import type { AtwCommand } from './commands';
import { decide } from './decide';
import { planMove } from './movement/move';
import type { AtwEvent } from './events';
import { evolve } from './evolve';
import { movementActions } from './movement/movement-actions';
import { attackActions, reactionActions } from './attack/attack-actions';
import { breakthroughActions } from './combat/breakthrough';
import { unfought } from './combat/fight';
import { retreatActions } from './retreat/retreat-actions';
import { mayRally } from './rally/rally';
import { generalActions } from './generals/generals-actions';
import { fireActions } from './fire/fire-actions';
import { OPTIONAL_RULES } from './fire/optional';
import { untested } from './fire/fire-test';
import { duelPending } from './fire/duel';
import { measure } from './measure/measure';
import { MOVE } from './movement/programme';
import { COMMAND_SCHEMAS, EVENT_SCHEMAS, PREVIEW_SCHEMAS, VIEW_SCHEMA } from './schemas';
import { activeSide, retreatingSide, sideToAct } from './sequence/turn';
import { SCENARIO_LIST, initialState } from './setup';
import type { AtwState } from './state';
import { readTable, tableMap } from './table';
import { redactEvent, view } from './view';
import { victory } from './victory';
import { ARMY_BUILDER } from './army/army';
import { decodeEvent, encodeEvent } from './wire';
import { PHASES, RULESET_ID, RULESET_VERSION, SIDES } from './vocabulary';
import { screenActions } from './screen/screen-actions';
import { choosingArmies } from './armies/lock';
import { offeredLists } from './armies/offer';
import { armiesAwaited, armiesActing } from './armies/seen';

const unitsOf = unitsNamedBy({ ids: ['unitId'], lists: [] });

function legalActions(
  state: AtwState,
  viewer: Viewer,
  query: LegalActionQuery = {},
): readonly LegalAction<AtwCommand>[] {
  // 20: a list is built by its player (the army builder); its own seat is offered ready-made
  // lists (armies/offer.ts) so that a seat — a bot's — may lock one as it is
  if (choosingArmies(state))
    return query.unitId === undefined && (query.type === undefined || query.type === 'LockArmy')
      ? offeredLists(state, viewer)
      : [];
  if (!viewerMayAct(sideToAct(state), viewer)) return [];
  // 15.1: a pending retreat is the only thing to do
  if (state.retreats.length > 0)
    return filterLegalActions(retreatActions(state), query, unitsOf, false);
  // atw-B: 10-2b, a reaction awaited: nothing else meanwhile
  if (state.reaction !== null)
    return filterLegalActions(reactionActions(state), query, unitsOf, false);
  // 17.9 (optional): an awaited breakthrough
  if ((state.breakthroughs ?? []).length > 0)
    return filterLegalActions(breakthroughActions(state), query, unitsOf, false);
  // atw-B: 10-5a, the combat phase's round before the phase may end
  const fight = unfought(state) !== null;
  // shooting (16.10): the fire tests before the shoot phase may end
  const testing = untested(state) !== null || duelPending(state) !== null;
  const offered: LegalAction<AtwCommand>[] = [
    ...(state.phase === 'move' ? movementActions(state) : []),
    ...attackActions(state),
    ...(fight ? [{ command: { type: 'FightCombats' } } as const] : []),
    ...(fight || testing ? [] : [{ command: { type: 'EndPhase' } } as const]),
    // retreats (15.2)
    ...retreatActions(state),
    // rally (11)
    ...state.units
      .filter((u) => mayRally(state, u))
      .map((u) => ({ command: { type: 'Rally', unitId: u.id } as const })),
    // generals (7.1)
    ...generalActions(state),
    // shooting (16)
    ...fireActions(state),
    // screens (13.4)
    ...screenActions(state),
  ];
  return filterLegalActions(offered, query, unitsOf, false);
}

/** 15.1: the decision the game waits for: a pending retreat's path. */
function awaited(state: AtwState): PendingDecision | null {
  const head = state.retreats[0];
  const side = retreatingSide(state);
  return head === undefined || side === null
    ? null
    : {
        type: 'Retreat',
        side,
        rule: '15.1',
        prompt: `${head.unitId} retreats 6" to 36" (${head.rule})`,
      };
}

/** 17.9 (optional): the awaited breakthrough (after any retreat and reaction). */
function breakthroughAwaited(state: AtwState): PendingDecision | null {
  const head = state.breakthroughs?.[0];
  return head === undefined
    ? null
    : {
        type: 'Breakthrough',
        side: head.side,
        rule: '17.9',
        prompt: `${head.unitId} may break through (attack the nearest enemy within 45° of the line of retreat) or stand`,
      };
}

/** The scenario's table, read once (the game's own table comes from its state: `mapOf`). */
const SCENARIO_TABLE = readTable(scenarioJson.table, []);

/**
 * *Austerlitz to Waterloo* (Wes Rogers, 2015–16), a free-form rule system in inches: what is
 * played is in `info.title` and the README's "Status"; registered (libs/rulesets/registry). Events take their wire form (inches, degrees) here, as commands and the view do.
 */
export const atw: Ruleset<AtwState, AtwCommand, AtwEvent> = {
  info: {
    id: RULESET_ID,
    version: RULESET_VERSION,
    title:
      'Austerlitz to Waterloo (played: set-up, turn sequence 10, movement 12 (12.10 debt, 12.12 interpenetration with 12.12-5 limbers, optional 12.3 pinning and 12.9 elbow room), hasty squares 12.16, skirmishers 13.1, evading 13.2 and screens 13.4/13.4.1, attack moves 14, retreats 15, shooting 16, close combat 17 (optional 17.8 reinforcing and 17.9 breakthroughs), irregulars 18 (18-2, 18-3; fanatics and heavy weapons in combat 18.1/18.2), generals 7, hits 8, morale 6 and 9 (9.2-1 terrain disorder), rally 11, the army builder 20, hidden army lists 20; not played yet: the rest the README lists)',
    publisher: 'Wes Rogers',
    year: 2016,
    geometry: 'free-form',
    distanceUnit: 'inch',
    sides: [...SIDES],
    phases: [...PHASES],
    scenarios: SCENARIO_LIST,
    // data/optional-rules.json lists them; only those played are offered (src/fire: 16.15)
    optionalRules: OPTIONAL_RULES,
    provenance: 'mixed',
  },
  commandSchemas: COMMAND_SCHEMAS,
  initialState,
  decide(state, command, dice) {
    const d = decide(state, command, dice);
    return d.ok ? { ok: true, events: d.events.map(encodeEvent) } : d;
  },
  evolve: (state, event) => evolve(state, decodeEvent(event)),
  legalActions,
  view,
  victory,
  status: (state) => ({
    turn: state.turn,
    phase: state.phase,
    activeSide: activeSide(state),
    // 15.1 a pending retreat; atw-B: 10-2b, the reaction awaited
    pendingDecision:
      // 20: a side yet to lock its army list
      armiesAwaited(state) ??
      awaited(state) ??
      (state.reaction === null
        ? breakthroughAwaited(state)
        : {
            type: 'React',
            side: state.reaction.side,
            rule: state.reaction.options.includes('recoil') ? '12.16' : '10',
            prompt: `${state.reaction.unitId}: ${state.reaction.options.join(', ')} (against ${state.reaction.against})`,
          }),
    over: state.over,
  }),
  actingSide: (state, command) => armiesActing(state, command) ?? sideToAct(state),
  redactEvent,
  map: () => (SCENARIO_TABLE === null ? null : tableMap(SCENARIO_TABLE)),
  mapOf: (state) => tableMap(state.table),
  // the ruler (freeform.md "Measuring"): arc, range bands and lines of fire by section 16's code
  measure,
  scenario: (id) =>
    id === scenarioJson.id
      ? { firstSide: scenarioJson.firstActive, turn: 1, units: scenarioJson.units }
      : null,
  preview(state, command): unknown {
    if (command.type !== 'MoveUnit') return undefined;
    const plan = planMove(state, command);
    if (isViolation(plan)) return plan;
    const { final } = plan;
    return {
      position: { x: ticksToWire(final.x), y: ticksToWire(final.y) },
      facing: tenthsToWire(final.facing),
      formation: final.formation,
      files: final.files,
      travelled: ticksToWire(plan.travelled),
      moveUsed: plan.used / MOVE,
    };
  },
  hasUnit: (state, unitId) => state.units.some((u) => u.id === unitId),
  viewSchema: VIEW_SCHEMA,
  eventSchemas: EVENT_SCHEMAS,
  previewSchemas: PREVIEW_SCHEMAS,
  legalActionSchemas: {},
  // 20: the army builder (POST /v1/rulesets/atw/armies/validate)
  army: ARMY_BUILDER,
};

export const ruleset = atw;
export default atw;
