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
 * 10.0: an army whose Morale Level is reduced to 0 or below becomes demoralized. `reduced`: the
 * sides whose level this resolution (an attack, a Disengagement Check, a stacking loss) lowered —
 * only they are checked. "If both sides reach '0' simultaneously, only the defender is
 * demoralized" (`defender` names it); the side spared by that tie-break is not demoralized until
 * its own level is reduced again.
 */
export function demoralizationEvents(
  state: SpiState,
  reduced: readonly Side[],
  defender?: Side,
): CoreEvent[] {
  const reached = SIDES.filter(
    (s) => reduced.includes(s) && !state.demoralized[s] && state.morale[s] <= 0,
  );
  const sides = reached.length === 2 && defender !== undefined ? [defender] : reached;
  return sides.map((side) => ({ type: 'ArmyDemoralized', side, rule: '10.0' }));
}
