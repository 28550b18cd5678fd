import { type Numbers, wireCodec } from '@pratzen/rulesets/freeform-kit';
import type { AtwEvent } from './events';

/** The members of each event in ticks (inches on the wire) and tenths (degrees on the wire). */
export const WIRE_MEMBERS: Readonly<Record<AtwEvent['type'], Numbers>> = {
  UnitMoved: { ticks: ['x', 'y', 'width', 'depth', 'travelled'], tenths: ['facing'] },
  PhaseEnded: {},
  TurnsOver: {},
  // atw-B
  AttackMade: {},
  AttackHalted: {},
  ReactionOffered: { ticks: ['moved'] },
  Reacted: {},
  HastySquareTested: {},
  EngagementEnded: {},
  Evaded: { ticks: ['distance', 'x', 'y'] },
  CombatRoundFought: {},
  CombatResult: {},
  // damage and morale (6, 8)
  UnitHit: { ticks: ['width', 'depth'] },
  RoutHitsRolled: {},
  UnitRemoved: {},
  UnitHalted: {},
  UnitRecovered: {},
  UnitReformed: {},
  // retreats (15)
  RetreatOrdered: { tenths: ['away'] },
  UnitRetreated: { ticks: ['x', 'y', 'width', 'depth', 'distance'], tenths: ['facing', 'angle'] },
  RetreatBlocked: {},
  // rally (11)
  RallyTested: {},
};

export const { encodeEvent, decodeEvent, decodeEventStrict } = wireCodec<AtwEvent>(WIRE_MEMBERS);
