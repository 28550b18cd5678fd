import type { Dice } from '@pratzen/engine';
import type { A1805Event } from '../events';
import type { A1805State } from '../state';
import { threatenedInCover } from './flight';
import type { Outcomes } from './outcomes';
import { fleeToCover } from './own-retreats';

/**
 * 12.5.3.1: as its Movement Phase opens, a routed unit that reached cover flees on towards other
 * cover if an enemy unit is within 2 UM of it. `state`: the phase just opened.
 */
export function resumedFlights(
  state: A1805State,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] {
  if (state.phase !== 'movement') return [];
  const o: Outcomes = { state, events: [], dice, fold };
  for (const u of threatenedInCover(state)) fleeToCover(o, u.id);
  return o.events;
}
