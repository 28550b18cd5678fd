import type { AtwEvent } from '../events';
import { type AtwState, type Engagement, withUnit } from '../state';
import { withoutOrphans } from './reinforce';
import { combatTurnOf } from './combat-turn';

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
      | 'CombatResult'
      | 'BreakthroughOffered'
      | 'BreakthroughChosen';
  }
>;

const same = (e: Engagement, a: string, d: string) => e.attackerId === a && e.defenderId === d;

/** A unit's engagements end (13.2: caught evaders are out of the fight). */
const disengaged = (s: AtwState, id: string): AtwState => ({
  ...s,
  engagements: withoutOrphans(
    s.engagements.filter((e) => e.attackerId !== id && e.defenderId !== id),
  ),
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
            trueFlank: e.attack === 'true-flank',
            attackerFlanked: e.attackerCounts === 'flanked',
            continuing: e.combat === 'continuing',
            rounds: 0,
            foughtIn: 0,
            ...(e.behind === undefined ? {} : { behind: e.behind }),
          },
        ],
      };
    case 'AttackHalted':
      // 14.2 (README I-30): halted, the morale state of 6; it has used its move this turn
      return withUnit(s, e.unitId, (u) => ({
        ...u,
        moved: true,
        morale: u.morale === 'good' ? 'halted' : u.morale,
      }));
    case 'ReactionOffered':
      return {
        ...s,
        reaction: {
          unitId: e.unitId,
          side: e.side,
          against: e.against,
          options: e.options,
          moved: e.moved,
          fromBehind: e.began === 'behind',
        },
      };
    case 'Reacted':
      return { ...s, reaction: null };
    case 'HastySquareTested':
      return withUnit({ ...s, reaction: null }, e.unitId, (u) =>
        e.result === 'passed' ? { ...u, formation: 'square' } : { ...u, disordered: true },
      );
    case 'EngagementEnded':
      return {
        ...s,
        // 17.8: a reinforcing unit's engagement ends with its friend's
        engagements: withoutOrphans(
          s.engagements.filter((x) => !same(x, e.attackerId, e.defenderId)),
        ),
      };
    case 'Evaded': {
      // 13.2: caught evaders are shattered (6: they leave at the end of the phase)
      const moved = withUnit(s, e.unitId, (u) => ({
        ...u,
        x: e.x,
        y: e.y,
        morale: e.result === 'caught' ? 'shattered' : u.morale,
      }));
      return e.result === 'caught' ? disengaged(moved, e.unitId) : moved;
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
    case 'CombatResult':
      // 17.4 disorder; 17.5 a loser is shaken; 17.6 guns overrun are shattered (6: removed at the end of the phase)
      return withUnit(s, e.unitId, (u) => ({
        ...u,
        // 17.4, 17.9: the combat hits of the turn
        combatTurn: {
          ...combatTurnOf(s, u),
          hits: combatTurnOf(s, u).hits + e.suffered,
        },
        // 18.1: fanatics fight at their normal value once they lose a round
        ...(e.result === 'lost' && u.fanatic === true ? { fanatic: false } : {}),
        disordered: u.disordered || e.disorder === 'disordered',
        morale:
          e.result === 'shattered'
            ? 'shattered'
            : e.result === 'lost' && u.morale !== 'shattered'
              ? 'shaken'
              : u.morale,
      }));
    // 17.9 (optional): the awaited breakthroughs
    case 'BreakthroughOffered':
      return {
        ...s,
        breakthroughs: [
          ...(s.breakthroughs ?? []),
          { unitId: e.unitId, side: e.side, away: e.away, beaten: e.beaten },
        ],
      };
    case 'BreakthroughChosen': {
      const left = (s.breakthroughs ?? []).filter((b) => b.unitId !== e.unitId);
      const next = { ...s, breakthroughs: left };
      return e.choice === 'stand'
        ? next
        : withUnit(next, e.unitId, (u) => ({
            ...u,
            combatTurn: {
              ...combatTurnOf(s, u),
              breakthroughs: combatTurnOf(s, u).breakthroughs + 1,
            },
          }));
    }
    default:
      return s;
  }
}
