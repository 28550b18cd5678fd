import type { VictoryReport } from '@pratzen/engine';
import { gameResult, objectivesHeld } from './sequence/game-end';
import type { A20State } from './state';
import { SIDES } from './vocabulary';

/** N15.0: each army's Morale Points and objective hexes held; the result once the game is over. */
export function victory(state: A20State): VictoryReport {
  const sides = Object.fromEntries(
    SIDES.map((s) => [
      s,
      {
        points: state.morale[s],
        breakdown: { morale: state.morale[s], objectives: objectivesHeld(state, s) },
      },
    ]),
  );
  return { sides, result: state.over ? gameResult(state) : null };
}
