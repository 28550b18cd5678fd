import type { Emitter } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { A20Event, EventOf } from '../events';
import type { A20State } from '../state';
import { SIDES, enemyOf, type Side } from '../vocabulary';

type Result = EventOf<'BattleEnded'>['result'];

/** X14.0: how many of its objective hexes a side holds (the last side to have a unit there). */
export const objectivesHeld = (state: A20State, side: Side): number =>
  BOARD.objectives[side].filter((h) => state.held[h] === side).length;

/**
 * N15.0 (reconstruction): an army at 0 Morale Points loses at once; otherwise more Morale Points
 * wins, then more objective hexes held (X14.0); still equal, a draw.
 */
export function gameResult(state: A20State): Result {
  const { allied, french } = state.morale;
  const quits = SIDES.find((s) => state.morale[s] <= 0);
  if (quits !== undefined)
    return { winner: enemyOf(quits), level: 'morale-collapse', margin: Math.abs(allied - french) };
  if (allied !== french)
    return {
      winner: allied > french ? 'allied' : 'french',
      level: 'morale',
      margin: Math.abs(allied - french),
    };
  const held = { allied: objectivesHeld(state, 'allied'), french: objectivesHeld(state, 'french') };
  if (held.allied !== held.french)
    return {
      winner: held.allied > held.french ? 'allied' : 'french',
      level: 'objectives',
      margin: 0,
    };
  return { winner: null, level: 'draw', margin: 0 };
}

/** N12.0: an army at 0 Morale Points quits; the game ends at once. */
export function moraleCollapse(state: A20State): boolean {
  return !state.over && SIDES.some((s) => state.morale[s] <= 0);
}

export function endGame(
  em: Emitter<A20State, A20Event>,
  reason: EventOf<'BattleEnded'>['reason'],
  rule: string,
): void {
  em.emit({ type: 'BattleEnded', reason, rule, result: gameResult(em.state) });
}
