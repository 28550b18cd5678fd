/**
 * 6: shattered units leave the table at the end of the current phase. API:
 * `shatteredRemovals(state)` → one `UnitRemoved` per shattered unit, emitted by `EndPhase`
 * before its `PhaseEnded`.
 */
import type { UnitRemoved } from '../events';
import type { AtwState } from '../state';

export function shatteredRemovals(state: AtwState): UnitRemoved[] {
  const out: UnitRemoved[] = [];
  for (const u of state.units) {
    if (u.morale === 'shattered') out.push({ type: 'UnitRemoved', unitId: u.id, rule: '6' });
  }
  return out;
}
