/**
 * The end of a turn for the morale states (6, 9.2.1, 10-5d). API: `turnEndEvents(state)` → in
 * the combat phase's `EndPhase` (the turn's last), for the active side's units:
 *
 * - 9.2.1, 10-5d: a disordered unit that stood the whole active turn (did not move, retreat or
 *   shoot; not exhausted, 9.2.2) reforms: `UnitReformed`;
 * - 6: a halted unit that has now had a full active turn since it was halted is good again:
 *   `UnitRecovered`.
 *
 * Shattered units are not counted (they leave, 6). Combat is not part of "stood" yet: the close
 * combat rules (17) add their own test here.
 */
import type { UnitRecovered, UnitReformed } from '../events';
import { activeSide } from '../sequence/turn';
import type { AtwState } from '../state';

export function turnEndEvents(state: AtwState): (UnitReformed | UnitRecovered)[] {
  if (state.phase !== 'combat') return [];
  const side = activeSide(state);
  const out: (UnitReformed | UnitRecovered)[] = [];
  for (const u of state.units) {
    if (u.side !== side || u.morale === 'shattered') continue;
    if (u.disordered && !u.exhausted && !u.moved && !u.shot)
      out.push({ type: 'UnitReformed', unitId: u.id, rule: '9.2.1' });
    if (u.morale === 'halted' && u.haltedSince < state.turn)
      out.push({ type: 'UnitRecovered', unitId: u.id, rule: '6' });
  }
  return out;
}

/** 6: the `UnitHalted` of `unitId` (a good unit only: shaken or shattered stay so). */
export const haltEvent = (unitId: string, rule: string) =>
  ({ type: 'UnitHalted', unitId, rule }) as const;
