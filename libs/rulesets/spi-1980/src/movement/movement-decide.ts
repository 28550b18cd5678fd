import { isViolation, type Dice } from '@pratzen/engine';
import type { SpiState } from '../state';
import { accept, reject, type SpiDecision } from '../violations';
import { executeMove } from './move-execute';
import { checkMove } from './move-plan';
import type { MovementCommand } from './movement-commands';
import { decideReduceOverstack } from './overstack';
import { decideDisengagementLoss } from './disengagement-loss';

/**
 * MoveUnit (4.0–4.8, 7.0, 9.1–9.3): the whole path is checked first, with no die rolled, then
 * carried out hex by hex, rolling the 4.6 Disengagement Checks in order (a "1" stops it with a
 * question, which TakeDisengagementLoss answers). ReduceOverstack answers 4.4.
 */
export function decideMovement(state: SpiState, command: MovementCommand, dice: Dice): SpiDecision {
  switch (command.type) {
    case 'MoveUnit': {
      const plan = checkMove(state, command);
      if (isViolation(plan)) return { ok: false, violation: plan };
      return accept(executeMove(state, plan, dice));
    }
    case 'TakeDisengagementLoss':
      return decideDisengagementLoss(state, command);
    case 'ReduceOverstack':
      return decideReduceOverstack(state, command, dice);
    default: {
      const never: never = command;
      return reject(
        'UNKNOWN_COMMAND',
        null,
        `not a movement command: ${(never as { type?: unknown }).type}`,
      );
    }
  }
}
