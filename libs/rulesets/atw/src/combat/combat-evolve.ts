import type { AtwEvent } from '../events';
import type { AtwState, Engagement, UnitState } from '../state';

type CombatEvent = Extract<
  AtwEvent,
  {
    type:
      | 'AttackMade'
      | 'AttackHalted'
      | 'ReactionOffered'
      | 'Reacted'
      | 'HastySquareTested'
      | 'EngagementEnded'
      | 'Evaded'
      | 'CombatRoundFought'
      | 'CombatResult';
  }
>;

const same = (e: Engagement, a: string, d: string) => e.attackerId === a && e.defenderId === d;

const withUnit = (s: AtwState, id: string, f: (u: UnitState) => UnitState): AtwState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? f(u) : u)),
});

/** A unit leaves the table with its engagements (13.2 caught evaders; 17.6 guns overrun). */
const removed = (s: AtwState, id: string): AtwState => ({
  ...s,
  units: s.units.filter((u) => u.id !== id),
  engagements: s.engagements.filter((e) => e.attackerId !== id && e.defenderId !== id),
});

/** Folds the events of attacks, reactions and close combat (14, 12.16, 13.2, 17). */
export function evolveCombat(s: AtwState, e: CombatEvent): AtwState {
  switch (e.type) {
    case 'AttackMade':
      return {
        ...s,
        engagements: [
          ...s.engagements,
          {
            attackerId: e.attackerId,
            defenderId: e.defenderId,
            face: e.face,
            trueFlank: e.trueFlank,
            attackerFlanked: e.attackerFlanked,
            continuing: e.continuing,
            rounds: 0,
            foughtIn: 0,
          },
        ],
      };
    case 'AttackHalted':
      // 14.2: it does not attack (and has used its move this turn)
      return withUnit(s, e.unitId, (u) => ({ ...u, moved: true }));
    case 'ReactionOffered':
      return {
        ...s,
        reaction: {
          unitId: e.unitId,
          side: e.side,
          against: e.against,
          options: e.options,
          moved: e.moved,
          fromBehind: e.fromBehind,
        },
      };
    case 'Reacted':
      return { ...s, reaction: null };
    case 'HastySquareTested':
      return withUnit({ ...s, reaction: null }, e.unitId, (u) =>
        e.passed ? { ...u, formation: 'square' } : { ...u, disordered: true },
      );
    case 'EngagementEnded':
      return {
        ...s,
        engagements: s.engagements.filter((x) => !same(x, e.attackerId, e.defenderId)),
      };
    case 'Evaded': {
      if (e.caught) return removed(s, e.unitId);
      return withUnit(s, e.unitId, (u) => ({ ...u, x: e.x, y: e.y }));
    }
    case 'CombatRoundFought':
      return {
        ...s,
        engagements: s.engagements.map((x) =>
          same(x, e.attackerId, e.defenderId)
            ? { ...x, rounds: x.rounds + 1, foughtIn: s.turn }
            : x,
        ),
      };
    case 'CombatResult': {
      if (e.result === 'shattered') return removed(s, e.unitId);
      return e.disordered ? withUnit(s, e.unitId, (u) => ({ ...u, disordered: true })) : s;
    }
    default:
      return s;
  }
}
