import type { Dice } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import type { SpiState } from '../state';

/**
 * 9.0: at the beginning of each French player-turn from Game-Turn 2 until they arrive, roll a die
 * and subtract the Game-Turn: on 1 or less the reinforcements are available this turn.
 */
export function reinforcementCheck(state: SpiState, dice: Dice): SpiEvent[] {
  if (state.side !== 'french' || state.phase !== 'rally' || state.turn < 2) return [];
  if (state.reinforcementsAvailable) return [];
  if (!state.units.some((u) => u.location === 'awaiting')) return [];
  const die = dice.roll('reinforcements');
  const modified = die - state.turn;
  return [
    { type: 'ReinforcementsChecked', turn: state.turn, die, modified, available: modified <= 1 },
  ];
}
