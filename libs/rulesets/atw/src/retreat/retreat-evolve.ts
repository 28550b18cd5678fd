/**
 * Folding the retreat events (15): an ordered retreat joins the queue; a made one moves the unit
 * (shaken, 15-a: no disorder) and leaves the queue; a blocked one shatters the unit (15.1).
 */
import type { RetreatBlocked, RetreatOrdered, UnitRetreated } from '../events';
import { type AtwState, withUnit } from '../state';

const leaveQueue = (s: AtwState, id: string): AtwState =>
  s.retreats.some((r) => r.unitId === id)
    ? { ...s, retreats: s.retreats.filter((r) => r.unitId !== id) }
    : s;

export function evolveRetreat(
  state: AtwState,
  e: RetreatOrdered | UnitRetreated | RetreatBlocked,
): AtwState {
  switch (e.type) {
    case 'RetreatOrdered':
      return {
        ...state,
        retreats: [
          ...state.retreats,
          {
            unitId: e.unitId,
            away: e.away,
            rule: e.rule,
            lostCombatTo: e.lostCombatTo === 'none' ? null : e.lostCombatTo,
            flankOrBookended: e.flank === 'flank-or-rear',
          },
        ],
      };
    case 'UnitRetreated': {
      const { type: _t, unitId, distance: _d, angle: _a, voluntary: _v, rule: _r, ...pose } = e;
      return leaveQueue(
        withUnit(state, unitId, (u) => ({
          ...u,
          ...pose,
          block: null,
          morale: u.morale === 'shattered' ? 'shattered' : 'shaken',
          // 9.2.1: a unit that retreats has not stood (voluntary: its move for the turn)
          moved: true,
        })),
        unitId,
      );
    }
    case 'RetreatBlocked':
      return leaveQueue(
        withUnit(state, e.unitId, (u) => ({ ...u, morale: 'shattered' })),
        e.unitId,
      );
  }
}
