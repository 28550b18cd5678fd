import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import type { SpiCommand } from './commands';
import type { SpiAction } from './legal-action-schema';
import { combatActions } from './combat/combat-actions';
import { unmetObligation } from './combat/obligations';
import { movementActions } from './movement/movement-actions';
import { corpsAwaitingRally } from './sequence/rally';
import { defaultReserveDeployment, reserveUnitIds } from './sequence/reserve';
import type { SpiState } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<SpiCommand>;

function endPhase(state: SpiState): Action[] {
  if (state.combat !== null) return [];
  if (state.phase === 'rally' && corpsAwaitingRally(state).length > 0) return [];
  if (state.phase === 'combat' && unmetObligation(state) !== null) return [];
  const end: SpiAction<'EndPhase'> = {
    command: { type: 'EndPhase' },
    rule: '3.0',
    phase: state.phase,
  };
  return [end];
}

function pendingActions(state: SpiState, query: LegalActionQuery): Action[] {
  const p = state.pending;
  if (p === null) return [];
  if (p.type === 'PlotReserveDeployment') {
    const plot: SpiAction<'PlotReserveDeployment'> = {
      command: { type: 'PlotReserveDeployment', deployments: defaultReserveDeployment(state) },
      rule: '12.0',
      units: reserveUnitIds(state),
      zone: [...BOARD.reserveZone].sort(),
      note: 'one legal deployment; any hexes of the zone within stacking limits are accepted',
    };
    return [plot];
  }
  if (p.type === 'ReduceOverstack' || p.type === 'TakeDisengagementLoss')
    return movementActions(state, query);
  return combatActions(state, query);
}

function phaseActions(state: SpiState, query: LegalActionQuery): Action[] {
  switch (state.phase) {
    case 'rally':
      return [
        ...corpsAwaitingRally(state).map((corps): SpiAction<'Rally'> => ({
          command: { type: 'Rally', corps },
          rule: '7.0',
          corps,
        })),
        ...endPhase(state),
      ];
    case 'movement':
      return [...movementActions(state, query), ...endPhase(state)];
    case 'combat':
      return [...combatActions(state, query), ...endPhase(state)];
  }
}

/**
 * What `viewer` may do now (the engine's viewer gate and query filter over SPI's options: hex
 * kit), the units a command names, and the side to act.
 */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<
  SpiState,
  SpiCommand,
  Side
>(
  {
    ids: ['unitId', 'moraleUnit'],
    lists: ['attackers', 'defenders', 'order', 'charges'],
    entries: ['deployments', 'losses', 'advances', 'fallbacks'],
  },
  (s, q) => (s.pending !== null ? pendingActions(s, q) : phaseActions(s, q)),
);
