import { guardDice, noDice, type Dice } from '@pratzen/engine';
import type { SpiCommand, CoreCommand } from './commands';
import { decideCombat } from './combat/combat-decide';
import { COMBAT_COMMAND_TYPES, type CombatCommand } from './combat/combat-commands';
import { decideMovement } from './movement/movement-decide';
import type { MovementCommand } from './movement/movement-commands';
import { decideEndPhase } from './sequence/end-phase';
import { decidePlotReserve } from './sequence/reserve';
import { decideRally } from './sequence/rally';
import type { SpiState } from './state';
import { reject, type SpiDecision } from './violations';

const MOVEMENT_TYPES: ReadonlySet<string> = new Set([
  'MoveUnit',
  'ReduceOverstack',
  'TakeDisengagementLoss',
]);

/** Which command answers each kind of pending decision. */
function answersPending(state: SpiState, command: SpiCommand): boolean {
  const p = state.pending;
  if (p === null) return true;
  if (p.type === 'PlotReserveDeployment') return command.type === 'PlotReserveDeployment';
  if (p.type === 'ReduceOverstack') return command.type === 'ReduceOverstack';
  if (p.type === 'TakeDisengagementLoss') return command.type === 'TakeDisengagementLoss';
  return COMBAT_COMMAND_TYPES.has(command.type) && command.type !== 'Attack';
}

function decideCore(state: SpiState, command: CoreCommand, dice: Dice): SpiDecision {
  switch (command.type) {
    case 'EndPhase':
      return decideEndPhase(state, dice);
    case 'PlotReserveDeployment':
      return decidePlotReserve(state, command);
    case 'Rally':
      return decideRally(state, command, dice);
  }
}

function route(state: SpiState, command: SpiCommand, dice: Dice): SpiDecision {
  if (MOVEMENT_TYPES.has(command.type))
    return decideMovement(state, command as MovementCommand, dice);
  if (COMBAT_COMMAND_TYPES.has(command.type))
    return decideCombat(state, command as CombatCommand, dice);
  if (
    command.type === 'EndPhase' ||
    command.type === 'PlotReserveDeployment' ||
    command.type === 'Rally'
  ) {
    return decideCore(state, command, dice);
  }
  return reject(
    'UNKNOWN_COMMAND',
    null,
    `unknown command type ${(command as { type?: unknown }).type}`,
  );
}

/**
 * decide(state, command, dice) → events or a RuleViolation. Never throws for bad input. A command
 * that needs dice when none may be rolled (validation) is reported as DICE_REQUIRED.
 */
export function decide(state: SpiState, command: SpiCommand, dice: Dice = noDice): SpiDecision {
  if (state.over) return reject('GAME_OVER', '3.0', 'the game is over');
  if (!answersPending(state, command)) {
    const p = state.pending;
    return reject(
      'DECISION_PENDING',
      p?.rule ?? null,
      `a decision is pending: ${p?.type} (${p?.side})`,
      {
        pending: p?.type,
      },
    );
  }
  if (
    state.pending === null &&
    !COMBAT_COMMAND_TYPES.has(command.type) &&
    command.type !== 'Attack' &&
    state.combat !== null
  ) {
    return reject('COMBAT_IN_PROGRESS', '6.0', 'finish resolving the current attack first');
  }
  return guardDice(() => route(state, command, dice), reject);
}
