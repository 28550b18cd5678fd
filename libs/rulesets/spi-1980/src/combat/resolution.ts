import type { Dice, Emitter } from '@pratzen/engine';
import { crtResult } from '../data/tables';
import { demoralizationEvents } from '../effects';
import type { SpiEvent } from '../events';
import type { SpiState } from '../state';
import { SIDES, type Side } from '../vocabulary';
import { advanceCandidates, advancePending, fallBackCandidates, fallBackPending } from './advance';
import { lossAnswers, routAnswers, soleAnswer, taskRules } from './answers';
import { attackOdds } from './attack-odds';
import type { CombatRole, CombatState } from './combat-state';
import { defenceCandidates, defenceHasChoice, onlyDefence } from './declaration';
import { applyLosses, lossPending, lossTask } from './losses';
import { onMap, sideOfRole } from './participants';
import {
  applyRout,
  immobileDestroyed,
  routModifier,
  routPending,
  routTask,
  routingUnits,
} from './rout';

/**
 * The resolution of one attack as a sequence of stages (6.0): the defender's declaration, the
 * combat die, the defender's result, the attacker's result, the charging cavalry disrupted (5.9:
 * "after all Combat Results … have been applied", so before the advance: 6.7 disrupted units may
 * not advance), army morale (10.0), the advance (6.7), the artillery fall-back (6.9), the end. A stage
 * either completes or raises a question and waits; the answer resumes at the next stage.
 */
export const STAGES = [
  'declare',
  'roll',
  'defender',
  'attacker',
  'charges',
  'morale',
  'advance',
  'fallback',
  'conclude',
] as const;
export type Stage = (typeof STAGES)[number];

type Em = Emitter<SpiState, SpiEvent>;

function current(em: Em): CombatState {
  const c = em.state.combat;
  if (c === null) throw new Error('no attack in progress');
  return c;
}

const ask = (
  em: Em,
  decision: Extract<SpiEvent, { type: 'CombatDecisionRequested' }>['decision'],
): true => {
  em.emit({ type: 'CombatDecisionRequested', decision });
  return true;
};

function declare(em: Em): boolean {
  const c = current(em);
  const candidates = defenceCandidates(em.state, c.plan);
  if (defenceHasChoice(candidates)) {
    return ask(em, {
      type: 'DeclareDefence',
      side: c.plan.defenderSide,
      rule: '6.8',
      prompt:
        'Name the defending unit whose Morale Rating modifies the ratio and any cavalry that charge.',
      ...candidates,
    });
  }
  const d = onlyDefence(candidates);
  em.emit({
    type: 'DefenceDeclared',
    side: c.plan.defenderSide,
    moraleUnit: d.moraleUnit,
    charges: d.charges,
  });
  return false;
}

function roll(em: Em, dice: Dice): boolean {
  const c = current(em);
  const o = attackOdds(em.state, c.plan, c.defence ?? { moraleUnit: null, charges: [] });
  const die = dice.roll('combat');
  em.emit({
    type: 'AttackResolved',
    attackerStrength: o.strengths.attacker,
    defenderStrength: o.strengths.defender,
    odds: o.odds,
    shifts: o.shifts,
    column: o.column,
    die,
    result: crtResult(die, o.column).code,
  });
  return false;
}

/** 6.3: a rout: the Santon is destroyed, the die is rolled for the others, they are routed. */
function rout(em: Em, dice: Dice, role: CombatRole, modifier: number): boolean {
  let c = current(em);
  if (c.routs[role] === null) {
    em.emit(...immobileDestroyed(em.state, c, role));
    if (routingUnits(em.state, c, role).length === 0) return false;
    const die = dice.roll('rout');
    const side = sideOfRole(c.plan, role);
    em.emit({ type: 'RoutRolled', role, side, die, modifier, hexes: die + modifier });
    c = current(em);
  }
  const task = routTask(em.state, c, role);
  if (task === null) return false;
  const only = soleAnswer(routAnswers(em.state, c, task, 2));
  if (only !== undefined) {
    applyRout(em, taskRules(em.state, c, task), task, only);
    return false;
  }
  return ask(em, routPending(task));
}

function result(em: Em, dice: Dice, role: CombatRole): boolean {
  const c = current(em);
  const modifier = routModifier(c, role);
  if (modifier !== null) return rout(em, dice, role, modifier);
  const task = lossTask(em.state, c, role);
  if (task === null) return false;
  const only = soleAnswer(lossAnswers(em.state, c, task, 2));
  if (only !== undefined) {
    applyLosses(em, taskRules(em.state, c, task), task, only);
    return false;
  }
  return ask(em, lossPending(task));
}

/** 5.9: once the results are applied, undisrupted charging cavalry of both sides are disrupted. */
function disruptChargers(em: Em): boolean {
  const c = current(em);
  const charging = [...c.plan.charges, ...(c.defence?.charges ?? [])];
  for (const u of onMap(em.state, charging)) {
    if (!u.disrupted) em.emit({ type: 'UnitDisrupted', unitId: u.id, rule: '5.9' });
  }
  return false;
}

/** 10.0: the sides whose Morale Level this attack has lowered. */
const reducedSides = (state: SpiState, c: CombatState): Side[] =>
  SIDES.filter((s) => state.morale[s] < c.moraleBefore[s]);

function conclude(em: Em): boolean {
  const c = current(em);
  em.emit({ type: 'AttackConcluded', attackers: c.plan.attackers, defenders: c.plan.defenders });
  return false;
}

function run(stage: Stage, em: Em, dice: Dice): boolean {
  switch (stage) {
    case 'declare':
      return declare(em);
    case 'roll':
      return roll(em, dice);
    case 'defender':
      return result(em, dice, 'defender');
    case 'attacker':
      return result(em, dice, 'attacker');
    case 'charges':
      return disruptChargers(em);
    case 'morale': {
      const c = current(em);
      em.emit(...demoralizationEvents(em.state, reducedSides(em.state, c), c.plan.defenderSide));
      return false;
    }
    case 'advance': {
      const plan = current(em).plan;
      const candidates = advanceCandidates(em.state, plan);
      return candidates.length > 0 && ask(em, advancePending(em.state, plan, candidates));
    }
    case 'fallback': {
      const plan = current(em).plan;
      const candidates = fallBackCandidates(em.state, plan);
      return candidates.length > 0 && ask(em, fallBackPending(plan, candidates));
    }
    case 'conclude':
      return conclude(em);
  }
}

/** Run the stages from `from` until a question is asked or the attack is concluded. */
export function resolveFrom(em: Em, dice: Dice, from: Stage): void {
  for (let i = STAGES.indexOf(from); i < STAGES.length; i += 1) {
    const stage = STAGES[i];
    if (stage !== undefined && run(stage, em, dice)) return;
  }
}
