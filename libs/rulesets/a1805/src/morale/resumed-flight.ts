import type { Dice } from '@pratzen/engine';
import type { A1805Event } from '../events';
import type { A1805State } from '../state';
import { threatenedInCover } from './flight';
import { STEPS, type Outcomes, current } from './outcomes';
import { fleeToCover } from './own-retreats';

/**
 * 12.5.3.1: as its Movement Phase opens, a routed unit that reached cover flees on towards other
 * cover if an enemy unit is within 2 UM of it. `state`: the phase just opened. A unit lost in
 * its flight (13.11.2) makes no friend check (12.7.2 names combat and fire), and a friend it runs
 * into stays routed (13.11.1), so each flees in turn; only a unit still on the table and routed
 * flees (a guard).
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
