import { type Numbers, wireCodec } from '@pratzen/rulesets/freeform-kit';
import type { AtwEvent } from './events';

/** The members of each event in ticks (inches on the wire) and tenths (degrees on the wire). */
export const WIRE_MEMBERS: Readonly<Record<AtwEvent['type'], Numbers>> = {
  UnitMoved: { ticks: ['x', 'y', 'width', 'depth', 'travelled'], tenths: ['facing'] },
  // 12.12
  UnitPassedThrough: {},
  PinTested: {},
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
  // 17.9 (optional)
  BreakthroughOffered: { tenths: ['away'] },
  BreakthroughChosen: {},
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
  // generals (7)
  GeneralMoved: { ticks: ['x', 'y', 'travelled'] },
  GeneralAttached: {},
  GeneralDetached: { ticks: ['x', 'y'] },
  ConfusionRolled: {},
  GeneralDangerRolled: {},
  GeneralCaptureRolled: { ticks: ['x', 'y'] },
  // 9.2-1
  UnitDisordered: {},
  // shooting (16)
  Shot: { ticks: ['range'] },
  GunsDismounted: {},
  BlockRuined: {},
  ShellOnCavalry: {},
  FireTested: {},
  DuelTested: {},
  // screens (13.4)
  ScreenDetached: {
    ticks: ['x', 'y', 'width', 'depth', 'parentWidth', 'parentDepth'],
    tenths: ['facing'],
  },
  ScreenJoined: { ticks: ['parentWidth', 'parentDepth'] },
  ScreenReplenished: { ticks: ['screenWidth', 'screenDepth', 'parentWidth', 'parentDepth'] },
  // hidden army lists (20): the lists as their seats sent them (inches, degrees), as they are
  ArmyLocked: {},
  ArmiesRevealed: {},
};

export const { encodeEvent, decodeEvent, decodeEventStrict } = wireCodec<AtwEvent>(WIRE_MEMBERS);
