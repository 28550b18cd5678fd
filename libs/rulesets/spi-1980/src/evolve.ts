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
  'GameEnded',
]);

/** Pure and total: every event type is folded by the module that owns it. */
export function evolve(state: SpiState, event: SpiEvent): SpiState {
  if (CORE_EVENTS.has(event.type)) return evolveCore(state, event as CoreEvent);
  if (MOVEMENT_EVENTS.has(event.type)) return evolveMovement(state, event as MovementEvent);
  return evolveCombat(state, event as CombatEvent);
}
