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
import { moveGroup, type RouteSpec } from './retreat';
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

/** The one legal answer of a complete set that holds exactly one: the question is then skipped. */
export const soleAnswer = <C>(set: AnswerSet<C>): C | undefined =>
  set.complete && set.answers.length === 1 ? set.answers[0] : undefined;

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

/** The route rules for the units of a loss or rout task. */
export const taskRules = (
  state: SpiState,
  c: CombatState,
  task: { readonly side: Side; readonly units: readonly { readonly id: string }[] },
): RouteRules =>
  movingRules(
    state,
    c,
    task.side,
    task.units.map((u) => u.id),
  );

const toRoute = (from: string, r: FoundRoute): RetreatRoute =>
  r.displace.length > 0
    ? { from, path: [...r.path], displace: [...r.displace] }
    : { from, path: [...r.path] };

interface Flags {
  complete: boolean;
}

/**
 * Route combinations for several hexes moving one after the other (6.5, 6.6): the candidates of
 * each hex are found in the state the earlier hexes' moves left, and each move is checked by the
 * same code that checks an answer. At most MAX_COMBOS combinations.
 */
function routeCombos(
  state: SpiState,
  rules: RouteRules,
  groups: readonly (readonly [string, readonly string[]])[],
  spec: (
    state: SpiState,
    ids: readonly string[],
    from: string,
  ) => { length: number; spec: RouteSpec },
  flags: Flags,
): RetreatRoute[][] {
  const out: RetreatRoute[][] = [];
  const go = (s: SpiState, i: number, acc: RetreatRoute[]): void => {
    if (out.length >= MAX_COMBOS) {
      flags.complete = false;
      return;
    }
    const group = groups[i];
    if (group === undefined) {
      out.push(acc);
      return;
    }
    const [from, ids] = group;
    const want = spec(s, ids, from);
    const found = routeCandidates(s, rules, ids, from, want.length, ROUTES_PER_HEX);
    if (!found.complete) flags.complete = false;
    for (const r of found.routes) {
      const route = toRoute(from, r);
      const moved = moveGroup(s, rules, ids, route, want.spec);
      if (!('kind' in moved)) go(moved.state, i + 1, [...acc, route]);
    }
  };
  go(state, 0, []);
  return out;
}

const groupsOf = (units: Parameters<typeof byHex>[0]): [string, string[]][] =>
  [...byHex(units)].map(([hex, us]) => [hex, us.map((u) => u.id)]);

const accepted = (
  state: SpiState,
  apply: (em: Emitter<SpiState, SpiEvent>) => RuleViolation | null,
): boolean => apply(new Emitter<SpiState, SpiEvent>(state, evolve)) === null;

export function lossAnswers(
  state: SpiState,
  c: CombatState,
  task: LossTask,
  limit: number,
): AnswerSet<TakeLosses> {
  const ids = task.units.map((u) => u.id);
  const rules = taskRules(state, c, task);
  const out: TakeLosses[] = [];
  const flags: Flags = { complete: true };
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
        losses.map((e) => ({
          type: 'StrengthLost',
          unitId: e.unitId,
          csp: e.csp,
          rule: '6.3',
          cause: 'combat',
        })),
      );
      const groups = groupsOf(onMap(after, ids));
      if (groups.length === 0) continue;
      const combos = routeCombos(
        after,
        rules,
        groups,
        () => ({
          length: k,
          spec: { reason: 'retreat', rule: '6.4', length: k, mayStopShort: false },
        }),
        flags,
      );
      for (const retreat of combos) {
        if (offer({ type: 'TakeLosses', losses, retreat }))
          return { answers: out, complete: false };
      }
    }
  }
  return { answers: out, complete: flags.complete };
}

export function routAnswers(
  state: SpiState,
  c: CombatState,
  task: RoutTask,
  limit: number,
): AnswerSet<RoutAnswer> {
  const ids = task.units.map((u) => u.id);
  const rules = taskRules(state, c, task);
  const flags: Flags = { complete: true };
  const combos = routeCombos(
    state,
    rules,
    groupsOf(task.units),
    (s, group, from) => {
      const b = budget();
      const length = longestRoute(s, rules, group, from, task.hexes, b);
      if (b.exhausted) flags.complete = false;
      return {
        length,
        spec: { reason: 'rout', rule: '6.3', length: task.hexes, mayStopShort: true },
      };
    },
    flags,
  );
  const losers = task.moraleUnit !== null ? [task.moraleUnit] : ids;
  const out: RoutAnswer[] = [];
  for (const routes of combos) {
    for (const loss of losers) {
      const cmd: RoutAnswer = { type: 'Rout', routes, loss };
      if (accepted(state, (em) => applyRout(em, rules, task, cmd))) out.push(cmd);
      if (out.length >= limit) return { answers: out, complete: false };
    }
  }
  return { answers: out, complete: flags.complete };
}
