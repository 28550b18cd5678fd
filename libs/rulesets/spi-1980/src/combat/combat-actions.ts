import {
  Emitter,
  type LegalAction,
  type LegalActionQuery,
  type RuleViolation,
} from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiAction } from '../legal-action-schema';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { STACKING_LIMIT } from '../vocabulary';
import { applyAdvance, applyFallBack } from './advance';
import { lossAnswers, routAnswers } from './answers';
import { attackOdds } from './attack-odds';
import { attackOptions } from './attack-options';
import type { CombatCommand, UnitToHex } from './combat-commands';
import {
  COMBAT_PENDING_TYPES,
  type AdvancePending,
  type CombatPending,
  type CombatState,
  type DeclareDefencePending,
  type FallBackPending,
} from './combat-state';
import { lossTask } from './losses';
import { routTask } from './rout';

type Action = LegalAction<SpiCommand>;

const LIST_LIMIT = 60;

function chargeSets(ids: readonly string[]): string[][] {
  if (ids.length > 4) return [[], [...ids], ...ids.map((id) => [id])];
  let sets: string[][] = [[]];
  for (const id of ids) sets = [...sets, ...sets.map((s) => [...s, id])];
  return sets;
}

function declareOptions(state: SpiState, c: CombatState, p: DeclareDefencePending): Action[] {
  const morale = p.moraleCandidates.length > 0 ? p.moraleCandidates : [undefined];
  return morale.flatMap((moraleUnit) =>
    chargeSets(p.chargeCandidates).map((charges): SpiAction<'DeclareDefence'> => {
      const o = attackOdds(state, c.plan, { moraleUnit: moraleUnit ?? null, charges });
      return {
        command: {
          type: 'DeclareDefence',
          ...(moraleUnit !== undefined ? { moraleUnit } : {}),
          charges,
        },
        rule: p.rule,
        column: o.column,
        shifts: o.shifts,
        defenderStrength: o.strengths.defender,
      };
    }),
  );
}

const ok = (
  state: SpiState,
  apply: (em: Emitter<SpiState, SpiEvent>) => RuleViolation | null,
): boolean => apply(new Emitter<SpiState, SpiEvent>(state, evolve)) === null;

/** None, each unit alone, and for each hex the candidates that fit its stacking limit. */
function moveSets(state: SpiState, p: AdvancePending | FallBackPending): UnitToHex[][] {
  const sets: UnitToHex[][] = [[]];
  for (const c of p.candidates) for (const hex of c.hexes) sets.push([{ unitId: c.unitId, hex }]);
  const hexes = [...new Set(p.candidates.flatMap((c) => c.hexes))];
  for (const hex of hexes) {
    let load = 0;
    const group: UnitToHex[] = [];
    for (const c of p.candidates) {
      const csp = unit(state, c.unitId)?.strength ?? 0;
      if (!c.hexes.includes(hex) || (group.length > 0 && load + csp > STACKING_LIMIT)) continue;
      group.push({ unitId: c.unitId, hex });
      load += csp;
    }
    if (group.length > 1) sets.push(group);
  }
  return sets;
}

function moveOptions(
  state: SpiState,
  c: CombatState,
  p: AdvancePending | FallBackPending,
): Action[] {
  return moveSets(state, p)
    .filter((moves) =>
      ok(state, (em) =>
        p.type === 'Advance' ? applyAdvance(em, c.plan, moves) : applyFallBack(em, c.plan, moves),
      ),
    )
    .map((moves): SpiAction<'Advance' | 'FallBack'> => ({
      command:
        p.type === 'Advance'
          ? { type: 'Advance', advances: moves }
          : { type: 'FallBack', fallbacks: moves },
      rule: p.rule,
    }));
}

function pendingOptions(state: SpiState, c: CombatState, p: CombatPending): Action[] {
  switch (p.type) {
    case 'DeclareDefence':
      return declareOptions(state, c, p);
    case 'TakeLosses': {
      const task = lossTask(state, c, p.role);
      if (task === null) return [];
      return lossAnswers(state, c, task, LIST_LIMIT).answers.map((command) => ({
        command,
        rule: p.rule,
      }));
    }
    case 'Rout': {
      const task = routTask(state, c, p.role);
      if (task === null) return [];
      return routAnswers(state, c, task, LIST_LIMIT).answers.map((command) => ({
        command,
        rule: p.rule,
      }));
    }
    case 'Advance':
    case 'FallBack':
      return moveOptions(state, c, p);
  }
}

/**
 * The combat options: the answers to a pending combat question, or in the phasing player's
 * Combat Phase the attacks he may make (with the 5.1 obligations they fulfil).
 */
export function combatActions(state: SpiState, query: LegalActionQuery): Action[] {
  if (state.over) return [];
  const p = state.pending;
  if (p !== null) {
    if (!COMBAT_PENDING_TYPES.has(p.type) || state.combat === null) return [];
    if (query.type !== undefined && query.type !== p.type) return [];
    return pendingOptions(state, state.combat, p as CombatPending);
  }
  if (state.phase !== 'combat' || state.combat !== null) return [];
  if (query.type !== undefined && query.type !== 'Attack') return [];
  const all = attackOptions(state);
  if (query.unitId === undefined) return all;
  return all.filter((a) => {
    const cmd = a.command as Extract<CombatCommand, { type: 'Attack' }>;
    return (
      cmd.attackers.includes(query.unitId as string) ||
      cmd.defenders.includes(query.unitId as string)
    );
  });
}
