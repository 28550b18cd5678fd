import type { CoreEvent } from './events';
import { unit } from './queries';
import type { SpiState } from './state';
import { SIDES, type Side } from './vocabulary';

/**
 * 7.0: disrupt a unit; a unit already disrupted that suffers a disruption effect loses one
 * additional CSP instead.
 */
export function disruptUnit(state: SpiState, unitId: string, rule: string): CoreEvent[] {
  const u = unit(state, unitId);
  if (u === undefined || u.location !== 'map') return [];
  if (u.disrupted)
    return [{ type: 'StrengthLost', unitId, csp: 1, rule: '7.0', cause: 'disrupted-again' }];
  return [{ type: 'UnitDisrupted', unitId, rule }];
}

/**
 * 10.0: an army whose Morale Level has reached 0 becomes demoralized. When both reach 0 in the
 * same resolution, only the defender is demoralized (`defender` names it); the attacker is
 * demoralized at the next check that finds its level still at or below 0.
 */
export function demoralizationEvents(state: SpiState, defender?: Side): CoreEvent[] {
  const reached = SIDES.filter((s) => !state.demoralized[s] && state.morale[s] <= 0);
  const sides = reached.length === 2 && defender !== undefined ? [defender] : reached;
  return sides.map((side) => ({ type: 'ArmyDemoralized', side, rule: '10.0' }));
}
