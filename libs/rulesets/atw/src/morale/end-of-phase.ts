/**
 * 6: shattered units leave the table at the end of the current phase. API:
 * `shatteredRemovals(state)` → one `UnitRemoved` per shattered unit, emitted by `EndPhase`
 * before its `PhaseEnded`.
 */
import type { UnitRemoved } from '../events';
import type { AtwState } from '../state';

export const shatteredRemovals = (state: AtwState): UnitRemoved[] =>
  state.units
    .filter((u) => u.morale === 'shattered')
    .map((u) => ({ type: 'UnitRemoved', unitId: u.id, rule: '6' }));
