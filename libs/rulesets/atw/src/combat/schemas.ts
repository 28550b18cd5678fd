/** The shapes of attacks', reactions' and close combat's commands and events (12.16, 13.2, 14, 17; spread into schemas.ts). */
import { type JsonSchema, commandSchema, shape, unitIdSchema } from '@pratzen/engine';
import { degrees, inches } from '../shapes';
import { STEP } from '../movement/schemas';
import { SIDES } from '../vocabulary';
import type { CombatEvent } from './events';

const { array, int, literal, object, oneOf, str } = shape;
const side = oneOf(SIDES);
const FACE = oneOf(['front', 'left', 'right', 'rear']);
const REACTION = oneOf(['hasty-square', 'evade', 'stand', 'recoil', 'press']);

export const COMBAT_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  React: commandSchema(
    'React',
    '10-2b: answer the reaction the game waits for: hasty-square (12.16), evade (13.2), stand, or for cavalry met by a hasty square recoil (half its move back) or press (14.2: 5–6).',
    { unitId: unitIdSchema, choice: REACTION },
    ['unitId', 'choice'],
  ),
  FightCombats: commandSchema(
    'FightCombats',
    '10-5a: every engaged unit fights one round of close combat (17); the active side sends it.',
    {},
  ),
  Breakthrough: commandSchema(
    'Breakthrough',
    "17.9 (optional cavalry-breakthrough), 10-5c: the awaited breakthrough of cavalry whose every opponent retreated: an attack programme (forward, oblique, wheel; no formation or facing change) at the unit's full allowance, ending in a contact step naming the nearest eligible enemy within 45° of the beaten units' line of retreat (steady squares may be passed over); no steps: the unit stands. The round follows at once (FightCombats).",
    { unitId: unitIdSchema, steps: { type: 'array', minItems: 0, maxItems: 8, items: STEP } },
    ['unitId', 'steps'],
  ),
};

export const COMBAT_EVENT_SCHEMAS: Readonly<Record<CombatEvent['type'], JsonSchema>> = {
  AttackMade: object(
    {
      type: literal('AttackMade'),
      attackerId: str,
      defenderId: str,
      face: FACE,
      attack: {
        ...oneOf(['frontal', 'true-flank']),
        description: '14.3: a true flank/rear attack or frontal',
      },
      attackerCounts: {
        ...oneOf(['frontal', 'flanked']),
        description: '14.4-3: contact angle of 45° or more: the attacker counts as flank-attacked',
      },
      combat: {
        ...oneOf(['new', 'continuing']),
        description: '17.3: the defender was already in a combat',
      },
      behind: {
        ...str,
        description:
          '17.8 (optional cavalry-reinforcing): the friend whose attack this cavalry reinforces from behind (only its front rank strikes); absent: an attack of its own',
      },
      rule: str,
    },
    ['behind'],
  ),
  AttackHalted: object({
    type: literal('AttackHalted'),
    unitId: str,
    against: str,
    roll: int,
    rule: str,
  }),
  ReactionOffered: object({
    type: literal('ReactionOffered'),
    unitId: str,
    side,
    against: str,
    options: array(REACTION),
    moved: inches('12.16: the attacker front centre travel'),
    began: {
      ...oneOf(['ahead', 'behind']),
      description: '12.16: the attack began behind the flank or rear (−1)',
    },
  }),
  Reacted: object({ type: literal('Reacted'), unitId: str, choice: REACTION }),
  HastySquareTested: object({
    type: literal('HastySquareTested'),
    unitId: str,
    roll: int,
    need: int,
    modifier: int,
    result: oneOf(['passed', 'failed']),
    rule: str,
  }),
  EngagementEnded: object({
    type: literal('EngagementEnded'),
    attackerId: str,
    defenderId: str,
    rule: str,
  }),
  Evaded: object({
    type: literal('Evaded'),
    unitId: str,
    rolls: array(int),
    distance: inches('13.2: distance evaded'),
    x: inches('front centre x'),
    y: inches('front centre y'),
    result: oneOf(['escaped', 'caught']),
    rule: str,
  }),
  CombatRoundFought: object({
    type: literal('CombatRoundFought'),
    attackerId: str,
    defenderId: str,
    attackerCP: int,
    defenderCP: int,
    attackerNeeds: { ...int, description: '17.7: the lowest die score that hits' },
    defenderNeeds: { ...int, description: '17.7: the lowest die score that hits' },
    attackerRolls: array(int),
    defenderRolls: array(int),
    hitsOnAttacker: int,
    hitsOnDefender: int,
    rule: str,
  }),
  CombatResult: object({
    type: literal('CombatResult'),
    unitId: str,
    suffered: int,
    inflicted: int,
    result: oneOf(['lost', 'held', 'shattered', 'drove-off']),
    disorder: {
      ...oneOf(['none', 'disordered']),
      description: '17.4: two or more combat damage hits this turn disorder it',
    },
    rule: str,
  }),
  BreakthroughOffered: object({
    type: literal('BreakthroughOffered'),
    unitId: str,
    side,
    away: degrees("17.9: the beaten units' line of retreat, clockwise from north"),
    beaten: { ...array(str), description: '17.9: the units it beat (not its targets)' },
    rule: str,
  }),
  BreakthroughChosen: object({
    type: literal('BreakthroughChosen'),
    unitId: str,
    choice: {
      ...oneOf(['attack', 'stand']),
      description: '17.9: attack (its UnitMoved and AttackMade follow) or stand',
    },
    rule: str,
  }),
};
