import { Emitter, type Dice, type RuleViolation } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import type { SpiState } from '../state';
import { accept, breach, reject, type SpiDecision } from '../violations';
import { applyAdvance, applyFallBack } from './advance';
import { taskRules } from './answers';
import { checkAttack } from './attack-check';
import type { AttackCommand, CombatAnswer, CombatCommand } from './combat-commands';
import { COMBAT_PENDING_TYPES, type CombatPending, type CombatState } from './combat-state';
import { checkDefence } from './declaration';
import { applyLosses, lossTask } from './losses';
import { resolveFrom, type Stage } from './resolution';
import { applyRout, routTask } from './rout';

type Em = Emitter<SpiState, SpiEvent>;

function decideAttack(state: SpiState, command: AttackCommand, dice: Dice): SpiDecision {
  const plan = checkAttack(state, command);
  if ('kind' in plan) return { ok: false, violation: plan };
  const em: Em = new Emitter(state, evolve);
  em.emit({ type: 'AttackDeclared', ...plan });
  resolveFrom(em, dice, 'declare');
  return accept(em.events);
}

const afterResult = (role: 'attacker' | 'defender'): Stage =>
  role === 'defender' ? 'attacker' : 'charges';

/** Apply one answer; returns the stage to resume at, or the violation. */
function answer(
  em: Em,
  c: CombatState,
  p: CombatPending,
  command: CombatAnswer,
): Stage | RuleViolation {
  switch (command.type) {
    case 'DeclareDefence': {
      if (p.type !== 'DeclareDefence') break;
      const d = checkDefence(p, command);
      if ('kind' in d) return d;
      em.emit({
        type: 'DefenceDeclared',
        side: c.plan.defenderSide,
        moraleUnit: d.moraleUnit,
        charges: d.charges,
      });
      return 'roll';
    }
    case 'TakeLosses': {
      if (p.type !== 'TakeLosses') break;
      const task = lossTask(em.state, c, p.role);
      if (task === null) return afterResult(p.role);
      const rules = taskRules(em.state, c, task);
      return applyLosses(em, rules, task, command) ?? afterResult(p.role);
    }
    case 'Rout': {
      if (p.type !== 'Rout') break;
      const task = routTask(em.state, c, p.role);
      if (task === null) return afterResult(p.role);
      const rules = taskRules(em.state, c, task);
      return applyRout(em, rules, task, command) ?? afterResult(p.role);
    }
    case 'Advance':
      if (p.type !== 'Advance') break;
      return applyAdvance(em, c.plan, command.advances) ?? 'fallback';
    case 'FallBack':
      if (p.type !== 'FallBack') break;
      return applyFallBack(em, c.plan, command.fallbacks) ?? 'conclude';
  }
  return breach(
    'DECISION_PENDING',
    p.rule,
    `answer the pending ${p.type} (${p.side}) with a ${p.type} command`,
    {
      pending: p.type,
    },
  );
}

/** Attack, and the commands that answer the questions raised while an attack is resolved. */
export function decideCombat(state: SpiState, command: CombatCommand, dice: Dice): SpiDecision {
  if (command.type === 'Attack') return decideAttack(state, command, dice);
  const p = state.pending;
  const c = state.combat;
  if (p === null || c === null || !COMBAT_PENDING_TYPES.has(p.type)) {
    return reject(
      'NO_DECISION_PENDING',
      '6.0',
      `there is no combat question for ${command.type} to answer`,
    );
  }
  const em: Em = new Emitter(state, evolve);
  const next = answer(em, c, p as CombatPending, command);
  if (typeof next !== 'string') return { ok: false, violation: next };
  resolveFrom(em, dice, next);
  return accept(em.events);
}
