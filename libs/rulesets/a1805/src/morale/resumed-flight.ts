import type { Dice } from '@pratzen/engine';
import type { A1805Event } from '../events';
import type { A1805State } from '../state';
import { threatenedInCover } from './flight';
import { STEPS, type Outcomes, current } from './outcomes';
import { fleeToCover } from './own-retreats';

/**
 * 12.5.3.1: as its Movement Phase opens, a routed unit that reached cover flees on towards other
 * cover if an enemy unit is within 2 UM of it. `state`: the phase just opened. One flight may
 * end another's: a unit eliminated by its flight (13.11.2) makes its friends within 1 UM check
 * (12.7.2); a routed friend failing it is eliminated, and one rolling a double 1 is rallied in
 * good order (12.9.3) and stays — only a unit still routed flees.
 */
export function resumedFlights(
  state: A1805State,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] {
  if (state.phase !== 'movement') return [];
  const o: Outcomes = { state, events: [], dice, fold };
  for (const { id } of threatenedInCover(state)) {
    const u = current(o, id);
    if (u?.morale === 'routed') fleeToCover(o, u, STEPS);
  }
  return o.events;
}
