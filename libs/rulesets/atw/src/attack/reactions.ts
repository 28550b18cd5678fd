import type { Dice, RuleViolation } from '@pratzen/engine';
import { elbowProblem } from '../movement/elbow-room';
import { TICKS_PER_UNIT, oppositeFacing, ringGap, within } from '@pratzen/geometry';
import {
  distanceToContact,
  firstMet,
  slideSearch,
  slidAhead,
} from '@pratzen/rulesets/freeform-kit';
import moraleJson from '../../data/morale.json';
import type { React } from '../commands';
import { allowanceOf } from '../data/tables';
import type { AtwEvent, ReactionOffered } from '../events';
import { unitRing } from '../footprint';
import type { AtwState, PendingReaction, Reaction, UnitState } from '../state';
import { impassable } from '../table';
import { refuse } from '../violations';
import { sees } from '../fire/visible';
import { generalWith } from '../generals/generals';
import { type Touch, partlyBehind, ringAt } from './contact';
import { isSteady } from './steady';

/**
 * 12.16: cavalry first seen this far away or more (8", README I-11, I-55) may be met by a hasty
 * square.
 */
const HASTY_SQUARE_DISTANCE = 8 * TICKS_PER_UNIT;

/** 12.16: the score a grade's hasty square test must reach (A 1, B 2, C 3, D 5). */
const SQUARE_SCORE = moraleJson.hastySquare.scoreToPass as Readonly<Record<string, number>>;

/** 13.2: where skirmishers need not evade close order (woods, town blocks, fieldworks). */
const SHELTER = new Set(['woods-open', 'woods-dense', 'town-block', 'fieldworks']);

const RULE: Readonly<Record<Reaction, string>> = {
  'hasty-square': '12.16',
  evade: '13.2',
  stand: '14.1',
  recoil: '12.16',
  press: '14.2',
};

/** 12.16: whether `d` may test to form a hasty square against `a`'s attack. */
function mayFormSquare(state: AtwState, a: UnitState, d: UnitState, flank: boolean): boolean {
  return (
    a.arm === 'cavalry' &&
    d.arm === 'infantry' &&
    isSteady(d) &&
    ['column', 'line', 'extended-line'].includes(d.formation) &&
    !flank &&
    // not already in a combat from an earlier turn
    !state.engagements.some(
      (e) => (e.defenderId === d.id || e.attackerId === d.id) && e.rounds > 0,
    ) &&
    ringGap(unitRing(state.table, a), unitRing(state.table, d)) >= HASTY_SQUARE_DISTANCE &&
    // "first visible at 8" or more": the infantry sees the cavalry where its move began (19.9,
    // `sees`; README I-55)
    sees(state, d, a) &&
    // 12.9 (optional): room to form, the attacking cavalry aside (README I-49)
    elbowProblem({ ...state, units: state.units.filter((x) => x.id !== a.id) }, d, d, 'centre') ===
      null
  );
}

/** 13.2: skirmishers may evade (cavalry only in 1–2 ranks); they must, against close order in the open. */
function evadeOptions(state: AtwState, a: UnitState, d: UnitState): Reaction[] {
  if (d.formation !== 'skirmish' || (d.arm === 'cavalry' && d.ranks > 2)) return [];
  const sheltered =
    firstMet(
      unitRing(state.table, d),
      state.table.features.filter((f) => SHELTER.has(f.terrain)),
    ) !== undefined;
  const closeOrder = a.arm !== 'artillery' && a.formation !== 'skirmish';
  return closeOrder && !sheltered ? ['evade'] : ['evade', 'stand'];
}

/** 10-2b: the reaction `t.defender` is offered against `a`'s attack, or null (none open). */
export function reactionTo(
  state: AtwState,
  a: UnitState,
  t: Touch,
  travelled: number,
  flank: boolean,
): ReactionOffered | null {
  const d = t.defender;
  const options: Reaction[] = mayFormSquare(state, a, d, flank)
    ? ['hasty-square', 'stand']
    : evadeOptions(state, a, d);
  if (options.length === 0) return null;
  return {
    type: 'ReactionOffered',
    unitId: d.id,
    side: d.side,
    against: a.id,
    options,
    moved: travelled,
    began: partlyBehind(unitRing(state.table, a), d) ? 'behind' : 'ahead',
  };
}

const unit = (s: AtwState, id: string): UnitState | undefined => s.units.find((u) => u.id === id);

/** A straight slide of `u` along `heading` for up to `length`, stopped by units, ground or the table's edge. */
function slide(
  state: AtwState,
  u: UnitState,
  heading: number,
  length: number,
): { pose: UnitState; distance: number } {
  const bad = impassable(state.table);
  const out = slideSearch({
    start: u,
    heading,
    length,
    ringAt,
    others: state.units.filter((o) => o.id !== u.id),
    idOf: (o) => o.id,
    ringOf: (o) => unitRing(state.table, o),
    stopsAt: () => true,
    groundBad: (ring, swept) =>
      !within(ring, state.table.bbox) || firstMet(swept, bad) !== undefined,
  });
  return out.kind === 'blocked' || out.pose === null
    ? { pose: u, distance: 0 }
    : { pose: out.pose, distance: out.distance };
}

/** 12.16: the cavalry recoils straight back half the distance it moved, not disordered. */
function recoil(state: AtwState, p: PendingReaction, cavalry: UnitState): AtwEvent[] {
  const back = slide(state, cavalry, oppositeFacing(cavalry.facing), Math.floor(p.moved / 2));
  return [
    {
      type: 'UnitMoved',
      unitId: cavalry.id,
      x: back.pose.x,
      y: back.pose.y,
      facing: cavalry.facing,
      formation: cavalry.formation,
      files: cavalry.files,
      ranks: cavalry.ranks,
      width: cavalry.width,
      depth: cavalry.depth,
      travelled: back.distance,
      used: 0,
      order: cavalry.disordered ? 'disordered' : 'steady',
      rule: '12.16',
    },
    { type: 'EngagementEnded', attackerId: cavalry.id, defenderId: p.against, rule: '12.16' },
  ];
}

/** 13.2: the skirmishers evade 2D6" (3D6" cavalry) straight away from the attacker; caught if it can still reach them. */
function evade(state: AtwState, p: PendingReaction, d: UnitState, dice: Dice): AtwEvent[] {
  const a = unit(state, p.against)!;
  const rolls = Array.from({ length: d.arm === 'cavalry' ? 3 : 2 }, () =>
    dice.roll('13.2 evade distance'),
  );
  const length = rolls.reduce((x, y) => x + y, 0) * TICKS_PER_UNIT;
  const away = slide(state, d, a.facing, length);
  const left = (allowanceOf(a.type, a.formation, a.grade) ?? 0) - p.moved;
  const caught =
    left > 0 &&
    distanceToContact((t) => ringAt(slidAhead(a, t)), ringAt({ ...d, ...away.pose }), left, 100) !==
      null;
  return [
    {
      type: 'Evaded',
      unitId: d.id,
      rolls,
      distance: away.distance,
      x: away.pose.x,
      y: away.pose.y,
      result: caught ? 'caught' : 'escaped',
      rule: '13.2',
    },
    { type: 'EngagementEnded', attackerId: a.id, defenderId: d.id, rule: '13.2' },
  ];
}

/** 10-2b: the answer to the awaited reaction. */
export function decideReact(
  state: AtwState,
  command: React,
  dice: Dice,
): AtwEvent[] | RuleViolation {
  const p = state.reaction;
  if (p === null) return refuse('NO_REACTION', '10', 'no reaction is awaited');
  if (command.unitId !== p.unitId)
    return refuse('NOT_REACTING', '10', `the reaction awaited is ${p.unitId}'s`, {
      unitId: p.unitId,
    });
  const choice = p.options.find((o) => o === command.choice);
  if (choice === undefined)
    return refuse('REACTION_NOT_OPEN', '14.1', `${p.unitId} may: ${p.options.join(', ')}`, {
      options: p.options,
    });
  const me = unit(state, p.unitId)!;
  const done: AtwEvent = { type: 'Reacted', unitId: me.id, choice };
  switch (choice) {
    case 'stand':
      return [done];
    case 'hasty-square': {
      const roll = dice.roll('12.16 hasty square');
      const need = SQUARE_SCORE[me.grade]!;
      const modifier =
        (me.formation === 'line' || me.formation === 'extended-line' ? -1 : 0) +
        (p.fromBehind ? -1 : 0) +
        // 7.1-2: a general attached (+1)
        (generalWith(state, me.id) !== undefined ? 1 : 0);
      // README I-1: a need of 1 or less passes whatever the die (it is still shown)
      const passed = need - modifier <= 1 || roll + modifier >= need;
      const tested: AtwEvent = {
        type: 'HastySquareTested',
        unitId: me.id,
        roll,
        need,
        modifier,
        result: passed ? 'passed' : 'failed',
        rule: RULE[choice],
      };
      if (!passed) return [tested];
      // 12.16: the cavalry's owner chooses to recoil or to roll 14.2 and press on
      return [
        tested,
        {
          type: 'ReactionOffered',
          unitId: p.against,
          side: unit(state, p.against)!.side,
          against: me.id,
          options: ['recoil', 'press'],
          moved: p.moved,
          began: 'ahead',
        },
      ];
    }
    case 'recoil':
      return [...recoil(state, p, me), done];
    case 'press': {
      const roll = dice.roll('14.2 cavalry attacking a steady square');
      if (roll >= 5) return [done];
      return [
        { type: 'AttackHalted', unitId: me.id, against: p.against, roll, rule: '14.2' },
        ...recoil(state, p, me),
        done,
      ];
    }
    case 'evade':
      return [...evade(state, p, me, dice), done];
    default:
      return refuse('REACTION_NOT_OPEN', RULE[choice], 'an unknown reaction');
  }
}
