import { Emitter, type RuleViolation } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import type { SpiState } from '../state';
import type { Side } from '../vocabulary';
import type { RetreatRoute } from './combat-commands';
import type { CombatState } from './combat-state';
import { applyEvents } from './displacement';
import { allocations, applyLosses, type LossTask, type TakeLosses } from './losses';
import { byHex, onMap } from './participants';
import { applyRout, type RoutAnswer, type RoutTask } from './rout';
import { budget, longestRoute, routeCandidates, type FoundRoute } from './route-search';
import { routeRules, type RouteRules } from './safe-hexes';

/**
 * The legal answers to a loss or rout question, generated from candidate allocations and routes
 * and kept only when the very code that decides the answer accepts them. `complete`: no limit or
 * search budget cut the list, so its length is the number of legal answers.
 */
export interface AnswerSet<C> {
  readonly answers: readonly C[];
  readonly complete: boolean;
}

const ROUTES_PER_HEX = 6;
const MAX_COMBOS = 24;

/** The route rules for the units `ids` moving away: they do not displace one another. */
export function movingRules(
  state: SpiState,
  c: CombatState,
  side: Side,
  ids: readonly string[],
): RouteRules {
  const rules = routeRules(state, c.plan, side);
  return { ...rules, fixed: new Set([...rules.fixed, ...ids]) };
}

const toRoute = (from: string, r: FoundRoute): RetreatRoute =>
  r.displace.length > 0 ? { from, path: [...r.path], displace: [...r.displace] } : { from, path: [...r.path] };

/** Cartesian product, at most `max` combinations; `cut` tells whether some were left out. */
function product<T>(lists: readonly (readonly T[])[], max: number): { combos: T[][]; cut: boolean } {
  let combos: T[][] = [[]];
  let cut = false;
  for (const list of lists) {
    const next: T[][] = [];
    for (const c of combos) for (const x of list) next.push([...c, x]);
    combos = next.length > max ? next.slice(0, max) : next;
    if (next.length > max) cut = true;
  }
  return { combos, cut };
}

const accepted = (state: SpiState, apply: (em: Emitter<SpiState, SpiEvent>) => RuleViolation | null): boolean =>
  apply(new Emitter<SpiState, SpiEvent>(state, evolve)) === null;

export function lossAnswers(state: SpiState, c: CombatState, task: LossTask, limit: number): AnswerSet<TakeLosses> {
  const ids = task.units.map((u) => u.id);
  const rules = movingRules(state, c, task.side, ids);
  const out: TakeLosses[] = [];
  let complete = true;
  const offer = (cmd: TakeLosses): boolean => {
    if (accepted(state, (em) => applyLosses(em, rules, task, cmd))) out.push(cmd);
    return out.length >= limit;
  };
  for (let k = 0; k <= task.maxRetreat; k += 1) {
    for (const losses of allocations(task.units, task.losses - k, task.moraleUnit)) {
      if (k === 0) {
        if (offer({ type: 'TakeLosses', losses })) return { answers: out, complete: false };
        continue;
      }
      const after = applyEvents(
        state,
        losses.map((e) => ({ type: 'StrengthLost', unitId: e.unitId, csp: e.csp, rule: '6.3', cause: 'combat' })),
      );
      const groups = [...byHex(onMap(after, ids))];
      if (groups.length === 0) continue;
      const lists = groups.map(([hex, us]) => {
        const found = routeCandidates(after, rules, us.map((u) => u.id), hex, k, ROUTES_PER_HEX);
        if (!found.complete) complete = false;
        return found.routes.map((r) => toRoute(hex, r));
      });
      const { combos, cut } = product(lists, MAX_COMBOS);
      if (cut) complete = false;
      for (const retreat of combos) {
        if (offer({ type: 'TakeLosses', losses, retreat })) return { answers: out, complete: false };
      }
    }
  }
  return { answers: out, complete };
}

export function routAnswers(state: SpiState, c: CombatState, task: RoutTask, limit: number): AnswerSet<RoutAnswer> {
  const ids = task.units.map((u) => u.id);
  const rules = movingRules(state, c, task.side, ids);
  let complete = true;
  const lists = [...byHex(task.units)].map(([hex, us]) => {
    const group = us.map((u) => u.id);
    const b = budget();
    const length = longestRoute(state, rules, group, hex, task.hexes, b);
    const found = routeCandidates(state, rules, group, hex, length, ROUTES_PER_HEX);
    if (!found.complete || b.exhausted) complete = false;
    return found.routes.map((r) => toRoute(hex, r));
  });
  const { combos, cut } = product(lists, MAX_COMBOS);
  if (cut) complete = false;
  const losers = task.moraleUnit !== null ? [task.moraleUnit] : ids;
  const out: RoutAnswer[] = [];
  for (const routes of combos) {
    for (const loss of losers) {
      const cmd: RoutAnswer = { type: 'Rout', routes, loss };
      if (accepted(state, (em) => applyRout(em, rules, task, cmd))) out.push(cmd);
      if (out.length >= limit) return { answers: out, complete: false };
    }
  }
  return { answers: out, complete };
}
