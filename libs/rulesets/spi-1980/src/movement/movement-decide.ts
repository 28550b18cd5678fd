import { isViolation, type Dice } from '@pratzen/engine';
import type { SpiState } from '../state';
import { accept, reject, type SpiDecision } from '../violations';
import { executeMove } from './move-execute';
import { checkMove } from './move-plan';
import type { MovementCommand } from './movement-commands';
import { decideReduceOverstack } from './overstack';

/**
 * MoveUnit (4.0–4.8, 7.0, 9.1–9.3): the whole path is checked first, with no die rolled, then
 * carried out, rolling the 4.6 Disengagement Checks in order. ReduceOverstack answers 4.4.
 */
export function decideMovement(state: SpiState, command: MovementCommand, dice: Dice): SpiDecision {
  switch (command.type) {
    case 'MoveUnit': {
      const plan = checkMove(state, command);
      if (isViolation(plan)) return { ok: false, violation: plan };
      const onLoss = command.onDisengageLoss ?? 'strength';
      if (onLoss !== 'strength' && onLoss !== 'disrupt') {
        return reject('BAD_COMMAND', '4.6', `onDisengageLoss must be 'strength' or 'disrupt'`, {
          onDisengageLoss: onLoss,
        });
      }
      return accept(executeMove(state, plan, onLoss, dice));
    }
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
