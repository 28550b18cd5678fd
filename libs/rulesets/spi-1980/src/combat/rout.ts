import type { Emitter, RuleViolation } from '@pratzen/engine';
import { crtResult } from '../data/tables';
import type { SpiEvent } from '../events';
import type { SpiState, UnitState } from '../state';
import type { Side } from '../vocabulary';
import { breach } from '../violations';
import type { CombatCommand } from './combat-commands';
import type { CombatRole, CombatState, RoutPending } from './combat-state';
import { moraleUnitOf } from './losses';
import { affectedUnits, byHex, immobile, onMap, sideOfRole } from './participants';
import { matchRoutes, moveGroup } from './retreat';
import type { RouteRules } from './safe-hexes';

export type RoutAnswer = Extract<CombatCommand, { type: 'Rout' }>;

/** A rout to be carried out by one side (6.3, 6.5). */
export interface RoutTask {
  readonly role: CombatRole;
  readonly side: Side;
  /** The routing units that can move (the Santon is destroyed instead, 6.4). */
  readonly units: readonly UnitState[];
  readonly hexes: number;
  readonly die: number;
  readonly moraleUnit: string | null;
}

/** The "r" modifier of `role`'s result, or null when it is no rout. */
export function routModifier(c: CombatState, role: CombatRole): number | null {
  return c.roll === null ? null : crtResult(c.roll.die, c.roll.column)[role].rout;
}

/** 6.4 exception: the Santon artillery (no Movement Allowance) is destroyed by an "r" result. */
export function immobileDestroyed(state: SpiState, c: CombatState, role: CombatRole): SpiEvent[] {
  return affectedUnits(state, c.plan, role)
    .filter((u) => immobile(u.id))
    .map((u) => ({
      type: 'StrengthLost',
      unitId: u.id,
      csp: u.strength,
      rule: '6.4',
      cause: 'routed-immobile',
    }));
}

/** The mobile units that rout (after the Santon is gone). */
export const routingUnits = (state: SpiState, c: CombatState, role: CombatRole): UnitState[] =>
  affectedUnits(state, c.plan, role).filter((u) => !immobile(u.id));

export function routTask(state: SpiState, c: CombatState, role: CombatRole): RoutTask | null {
  const roll = c.routs[role];
  const units = routingUnits(state, c, role);
  if (roll === null || units.length === 0) return null;
  return {
    role,
    side: sideOfRole(c.plan, role),
    units,
    hexes: roll.hexes,
    die: roll.die,
    moraleUnit: moraleUnitOf(c, role, units),
  };
}

/** The unit losing the rout's one CSP: the morale unit when it routs (6.8), else the owner's pick. */
function lossUnit(task: RoutTask, wanted: string | undefined): string | RuleViolation {
  if (task.moraleUnit !== null) {
    if (wanted !== undefined && wanted !== task.moraleUnit) {
      return breach(
        'MORALE_UNIT_LOSSES',
        '6.8',
        `${task.moraleUnit}, whose Morale Rating was used, loses the rout's CSP`,
        {
          unitId: task.moraleUnit,
        },
      );
    }
    return task.moraleUnit;
  }
  if (wanted !== undefined) {
    return task.units.some((u) => u.id === wanted)
      ? wanted
      : breach('LOSS_NOT_AFFECTED', '6.3', `${wanted} is not routing`, { unitId: wanted });
  }
  const only = task.units[0];
  return task.units.length === 1 && only !== undefined
    ? only.id
    : breach('LOSS_UNIT_REQUIRED', '6.3', 'name the unit that loses the CSP of the rout', {
        candidates: task.units.map((u) => u.id),
      });
}

/**
 * 6.3 / 6.5 / 7.0: every routing hex moves `hexes` hexes (less only when it cannot go on); then
 * the units lose one CSP in all, units disrupted before the rout lose three more each, units that
 * stopped short lose one per hex left each, and all become disrupted.
 */
export function applyRout(
  em: Emitter<SpiState, SpiEvent>,
  rules: RouteRules,
  task: RoutTask,
  answer: Omit<RoutAnswer, 'type'>,
): RuleViolation | null {
  const ids = task.units.map((u) => u.id);
  const disruptedBefore = task.units.filter((u) => u.disrupted).map((u) => u.id);
  const groups = byHex(task.units);
  const unmatched = matchRoutes(groups, answer.routes);
  if (unmatched !== null) return unmatched;
  const loser = lossUnit(task, answer.loss);
  if (typeof loser !== 'string') return loser;
  const short = new Map<string, number>();
  for (const route of answer.routes) {
    const group = (groups.get(route.from) ?? []).map((u) => u.id);
    const moved = moveGroup(em.state, rules, group, route, {
      reason: 'rout',
      rule: '6.3',
      length: task.hexes,
      mayStopShort: true,
    });
    if ('kind' in moved) return moved;
    em.emit(...moved.events);
    for (const id of group) short.set(id, moved.shortfall);
  }
  em.emit({ type: 'StrengthLost', unitId: loser, csp: 1, rule: '6.3', cause: 'routed' });
  for (const u of onMap(em.state, disruptedBefore)) {
    em.emit({
      type: 'StrengthLost',
      unitId: u.id,
      csp: 3,
      rule: '6.3',
      cause: 'routed-while-disrupted',
    });
  }
  for (const u of onMap(em.state, ids)) {
    const left = short.get(u.id) ?? 0;
    if (left > 0)
      em.emit({
        type: 'StrengthLost',
        unitId: u.id,
        csp: left,
        rule: '6.5',
        cause: 'rout-blocked',
      });
  }
  for (const u of onMap(em.state, ids)) {
    if (!u.disrupted) em.emit({ type: 'UnitDisrupted', unitId: u.id, rule: '6.3' });
  }
  return null;
}

export function routPending(task: RoutTask): RoutPending {
  return {
    type: 'Rout',
    side: task.side,
    rule: '6.5',
    prompt: `Rout ${task.units.map((u) => u.id).join(', ')} ${task.hexes} hexes (die ${task.die}) into safe hexes, away from the enemy.`,
    role: task.role,
    units: task.units.map((u) => u.id),
    hexes: task.hexes,
    die: task.die,
    moraleUnit: task.moraleUnit,
  };
}
