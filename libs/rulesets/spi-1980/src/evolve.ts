import { evolveCombat } from './combat/combat-evolve';
import type { CombatEvent } from './combat/combat-events';
import type { CoreEvent, SpiEvent } from './events';
import { evolveCore } from './evolve-core';
import { evolveMovement } from './movement/movement-evolve';
import type { MovementEvent } from './movement/movement-events';
import type { SpiState } from './state';

const MOVEMENT_EVENTS: ReadonlySet<string> = new Set<MovementEvent['type']>([
  'UnitMoved',
  'DisengagementChecked',
  'DisengagementLossRequested',
  'DisengagementLossTaken',
  'OverstackFound',
]);
const CORE_EVENTS: ReadonlySet<string> = new Set<CoreEvent['type']>([
  'StrengthLost',
  'UnitDisrupted',
  'UnitRelocated',
  'ArmyDemoralized',
  'ReserveDeploymentPlotted',
  'ReserveDeploymentRevealed',
  'ReinforcementsChecked',
  'CorpsRallyRolled',
  'PhaseEnded',
  'TurnLimitReached',
]);

function fold(state: SpiState, event: SpiEvent): SpiState {
  if (CORE_EVENTS.has(event.type)) return evolveCore(state, event as CoreEvent);
  if (MOVEMENT_EVENTS.has(event.type)) return evolveMovement(state, event as MovementEvent);
  return evolveCombat(state, event as CombatEvent);
}

/**
 * Every state leaves `evolve` built by this one literal, so all states share one object shape and
 * the spreads in the folds stay on V8's fast path (replay speed; see bench/).
 */
function canonical(s: SpiState): SpiState {
  return {
    rulesetId: s.rulesetId,
    scenarioId: s.scenarioId,
    custom: s.custom,
    options: s.options,
    turn: s.turn,
    side: s.side,
    phase: s.phase,
    units: s.units,
    morale: s.morale,
    demoralized: s.demoralized,
    cspLost: s.cspLost,
    control: s.control,
    reinforcementsAvailable: s.reinforcementsAvailable,
    reserve: s.reserve,
    marks: s.marks,
    combat: s.combat,
    pending: s.pending,
    over: s.over,
  };
}

/** Pure and total: every event type is folded by the module that owns it. */
export function evolve(state: SpiState, event: SpiEvent): SpiState {
  const next = fold(state, event);
  return next === state ? state : canonical(next);
}
