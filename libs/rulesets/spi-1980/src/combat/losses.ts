import type { Emitter, RuleViolation } from '@pratzen/engine';
import { crtResult } from '../data/tables';
import { disruptUnit } from '../effects';
import type { SpiEvent } from '../events';
import type { SpiState, UnitState } from '../state';
import type { Side } from '../vocabulary';
import { breach } from '../violations';
import type { CombatCommand } from './combat-commands';
import type { CombatRole, CombatState, TakeLossesPending } from './combat-state';
import { affectedUnits, byHex, immobile, onMap, sideOfRole } from './participants';
import { matchRoutes, moveGroup } from './retreat';
import type { RouteRules } from './safe-hexes';

export type TakeLosses = Extract<CombatCommand, { type: 'TakeLosses' }>;
export type LossEntry = { readonly unitId: string; readonly csp: number };

/** A loss result to be taken by one side (6.3, 6.4). */
export interface LossTask {
  readonly role: CombatRole;
  readonly side: Side;
  readonly units: readonly UnitState[];
  readonly losses: number;
  readonly disrupt: boolean;
  readonly maxRetreat: number;
  readonly moraleUnit: string | null;
}

/** The side's morale unit (6.8), when it is among the units the result applies to. */
export function moraleUnitOf(
  c: CombatState,
  role: CombatRole,
  units: readonly UnitState[],
): string | null {
  const id = role === 'attacker' ? c.plan.moraleUnit : (c.defence?.moraleUnit ?? null);
  return id !== null && units.some((u) => u.id === id) ? id : null;
}

/**
 * The loss result of `role`, or null when there is nothing to take (no result, a rout, no unit
 * affected). 6.4 / 7.0: units may retreat instead of losing CSPs only when the result has no "d",
 * every affected unit is undisrupted and none is immobile (the Santon).
 */
export function lossTask(state: SpiState, c: CombatState, role: CombatRole): LossTask | null {
  if (c.roll === null) return null;
  const r = crtResult(c.roll.die, c.roll.column)[role];
  if (r.rout !== null || (r.losses === 0 && !r.disrupted)) return null;
  const units = affectedUnits(state, c.plan, role);
  if (units.length === 0) return null;
  const mayRetreat = !r.disrupted && units.every((u) => !u.disrupted && !immobile(u.id));
  return {
    role,
    side: sideOfRole(c.plan, role),
    units,
    losses: r.losses,
    disrupt: r.disrupted,
    maxRetreat: mayRetreat ? r.losses : 0,
    moraleUnit: moraleUnitOf(c, role, units),
  };
}

/** 6.8: the least the morale unit must lose of `total` CSPs ("at least half ... if possible"). */
export function moraleShare(total: number, moraleStrength: number): number {
  return Math.min(Math.ceil(total / 2), moraleStrength);
}

/** 6.3 / 6.8: check a CSP allocation of `csp` losses (total, not per unit). */
export function checkAllocation(
  units: readonly UnitState[],
  csp: number,
  entries: readonly LossEntry[],
  moraleUnit: string | null,
): RuleViolation | null {
  if (!Array.isArray(entries))
    return breach('BAD_COMMAND', null, 'losses must be a list of {unitId, csp}');
  const seen = new Set<string>();
  let sum = 0;
  for (const e of entries) {
    const u = units.find((x) => x.id === e?.unitId);
    if (u === undefined) {
      return breach(
        'LOSS_NOT_AFFECTED',
        '6.3',
        `${String(e?.unitId)} did not take part in the combat`,
        { unitId: e?.unitId },
      );
    }
    if (seen.has(u.id) || !Number.isInteger(e.csp) || e.csp < 1 || e.csp > u.strength) {
      return breach('BAD_LOSS', '6.3', `${u.id}: list each unit once with 1..${u.strength} CSP`, {
        unitId: u.id,
      });
    }
    seen.add(u.id);
    sum += e.csp;
  }
  const total = Math.min(
    csp,
    units.reduce((n, u) => n + u.strength, 0),
  );
  if (sum !== total) {
    return breach('LOSSES_MISMATCH', '6.3', `remove ${total} CSP in all (not ${sum})`, {
      required: total,
      given: sum,
    });
  }
  const m = units.find((u) => u.id === moraleUnit);
  if (m !== undefined && total > 0) {
    const need = moraleShare(total, m.strength);
    const got = entries.find((e) => e.unitId === m.id)?.csp ?? 0;
    if (got < need) {
      return breach(
        'MORALE_UNIT_LOSSES',
        '6.8',
        `${m.id}, whose Morale Rating was used, loses at least ${need} of the ${total} CSP`,
        {
          unitId: m.id,
          required: need,
        },
      );
    }
  }
  return null;
}

/** Every allocation of `csp` losses among `units` that 6.3 and 6.8 allow. */
export function allocations(
  units: readonly UnitState[],
  csp: number,
  moraleUnit: string | null,
): LossEntry[][] {
  const total = Math.min(
    csp,
    units.reduce((n, u) => n + u.strength, 0),
  );
  const out: LossEntry[][] = [];
  const go = (i: number, left: number, acc: LossEntry[]): void => {
    const u = units[i];
    if (u === undefined) {
      if (left === 0 && checkAllocation(units, csp, acc, moraleUnit) === null) out.push(acc);
      return;
    }
    for (let n = Math.min(left, u.strength); n >= 0; n -= 1) {
      go(i + 1, left - n, n === 0 ? acc : [...acc, { unitId: u.id, csp: n }]);
    }
  };
  go(0, total, []);
  return out;
}

/** 6.3 / 6.4: take a loss result: CSPs first, then the retreat, then "d" disruption. */
export function applyLosses(
  em: Emitter<SpiState, SpiEvent>,
  rules: RouteRules,
  task: LossTask,
  answer: Omit<TakeLosses, 'type'>,
): RuleViolation | null {
  const routes = answer.retreat ?? [];
  if (!Array.isArray(routes))
    return breach('BAD_COMMAND', null, 'retreat must be a list of routes');
  const k = routes[0]?.path?.length ?? 0;
  if (routes.length > 0) {
    if (task.maxRetreat === 0) {
      return task.disrupt
        ? breach(
            'RETREAT_NOT_ALLOWED',
            '6.4',
            'units under a "d" result may not retreat to satisfy losses',
          )
        : breach(
            'RETREAT_NOT_ALLOWED',
            '7.0',
            'disrupted (or immobile) units may not retreat voluntarily',
          );
    }
    if (k < 1 || k > task.maxRetreat) {
      return breach('RETREAT_LENGTH', '6.4', `retreat 1..${task.maxRetreat} hex(es)`, { hexes: k });
    }
  }
  const bad = checkAllocation(task.units, task.losses - k, answer.losses ?? [], task.moraleUnit);
  if (bad !== null) return bad;
  for (const e of answer.losses ?? []) {
    em.emit({ type: 'StrengthLost', unitId: e.unitId, csp: e.csp, rule: '6.3', cause: 'combat' });
  }
  const ids = task.units.map((u) => u.id);
  if (k > 0) {
    const groups = byHex(onMap(em.state, ids));
    if (groups.size === 0) return breach('NOTHING_TO_RETREAT', '6.4', 'no unit is left to retreat');
    const unmatched = matchRoutes(groups, routes);
    if (unmatched !== null) return unmatched;
    for (const route of routes) {
      const group = (groups.get(route.from) ?? []).map((u) => u.id);
      const moved = moveGroup(em.state, rules, group, route, {
        reason: 'retreat',
        rule: '6.4',
        length: k,
        mayStopShort: false,
      });
      if ('kind' in moved) return moved;
      em.emit(...moved.events);
    }
    if (k > 1) {
      for (const u of onMap(em.state, ids))
        em.emit({ type: 'UnitDisrupted', unitId: u.id, rule: '6.4' });
    }
  }
  if (task.disrupt)
    for (const u of onMap(em.state, ids)) em.emit(...disruptUnit(em.state, u.id, '6.3'));
  return null;
}

export function lossPending(task: LossTask): TakeLossesPending {
  const retreat =
    task.maxRetreat > 0 ? `, or retreat all of them up to ${task.maxRetreat} hex(es) instead` : '';
  return {
    type: 'TakeLosses',
    side: task.side,
    rule: '6.4',
    prompt: `Remove ${task.losses} CSP from ${task.units.map((u) => u.id).join(', ')}${retreat}${task.disrupt ? '; they are then disrupted' : ''}.`,
    role: task.role,
    units: task.units.map((u) => u.id),
    losses: task.losses,
    disrupt: task.disrupt,
    maxRetreat: task.maxRetreat,
    moraleUnit: task.moraleUnit,
  };
}
