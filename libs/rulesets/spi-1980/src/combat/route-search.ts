import type { SpiState } from '../state';
import { displacementOptions } from './displacement';
import { budget, CANDIDATE_BUDGET, type Budget } from './search-budget';
import { enemyDistance, stepChoices, typesOf, type RouteRules } from './safe-hexes';

/**
 * Searches over retreat routes (6.5, 6.6): depth-first, best steps first (farthest from the
 * enemy), within a budget of expanded hexes so that a query never runs away. When the budget is
 * spent the search stops and says so (`exhausted`); callers then lean toward the player's choice.
 */

export { budget, CANDIDATE_BUDGET, SEARCH_BUDGET, type Budget } from './search-budget';

export interface FoundRoute {
  readonly path: readonly string[];
  readonly displace: readonly { readonly hex: string; readonly to: string }[];
  /** The state after the route's displacements (the moving units have not moved yet). */
  readonly state: SpiState;
}

/** Every route of exactly `length` hexes for the units `ids` leaving `start`, lazily. */
export function* searchRoutes(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  start: string,
  length: number,
  b: Budget,
): Generator<FoundRoute> {
  const types = typesOf(state, ids);
  function* dfs(
    s: SpiState,
    cur: string,
    visited: ReadonlySet<string>,
    path: readonly string[],
    displace: FoundRoute['displace'],
  ): Generator<FoundRoute> {
    if (path.length === length) {
      yield { path, displace, state: s };
      return;
    }
    if (b.left <= 0) {
      b.exhausted = true;
      return;
    }
    b.left -= 1;
    const steps = stepChoices(s, rules, types, cur, visited);
    if (steps.empty.length > 0) {
      for (const h of steps.empty)
        yield* dfs(s, h, new Set(visited).add(h), [...path, h], displace);
      return;
    }
    for (const h of steps.friendly) {
      for (const d of displacementOptions(s, rules, h, visited, b)) {
        yield* dfs(d.state, h, new Set(visited).add(h), [...path, h], [...displace, ...d.moves]);
      }
    }
  }
  yield* dfs(state, start, new Set([start]), [], []);
}

/** The longest route (at most `cap` hexes) the units can take: 6.5 a rout that cannot finish. */
export function longestRoute(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  start: string,
  cap: number,
  b: Budget,
): number {
  const types = typesOf(state, ids);
  let best = 0;
  const dfs = (s: SpiState, cur: string, visited: ReadonlySet<string>, depth: number): boolean => {
    if (depth > best) best = depth;
    if (best >= cap) return true;
    if (b.left <= 0) {
      b.exhausted = true;
      return true;
    }
    b.left -= 1;
    const steps = stepChoices(s, rules, types, cur, visited);
    if (steps.empty.length > 0) {
      return steps.empty.some((h) => dfs(s, h, new Set(visited).add(h), depth + 1));
    }
    for (const h of steps.friendly) {
      for (const d of displacementOptions(s, rules, h, visited, b)) {
        if (dfs(d.state, h, new Set(visited).add(h), depth + 1)) return true;
      }
    }
    return false;
  };
  dfs(state, start, new Set([start]), 0);
  return best;
}

/** 6.5: the first route of `length` hexes found that ends farther from the enemy than `start`. */
export function fartherRoute(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  start: string,
  length: number,
): FoundRoute | null {
  const d0 = enemyDistance(state, rules.side, start);
  for (const r of searchRoutes(state, rules, ids, start, length, budget())) {
    const end = r.path[r.path.length - 1];
    if (end !== undefined && enemyDistance(state, rules.side, end) > d0) return r;
  }
  return null;
}

/** 6.5: could a route of `length` hexes end farther from the enemy than `start`? */
export const fartherPossible = (
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  start: string,
  length: number,
): boolean => length > 0 && fartherRoute(state, rules, ids, start, length) !== null;

export interface RouteCandidates {
  readonly routes: readonly FoundRoute[];
  /** Every legal route is among `routes` (nothing cut by a limit or the budget). */
  readonly complete: boolean;
}

/**
 * Candidate routes for a question's options: the first route found to each end hex (at most
 * `limit`), only those ending farther from the enemy when any can (6.5) — looked for with the
 * same search the check of a route uses, so that an option is never refused for that reason.
 */
export function routeCandidates(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  start: string,
  length: number,
  limit: number,
): RouteCandidates {
  const b = budget(CANDIDATE_BUDGET);
  const d0 = enemyDistance(state, rules.side, start);
  const farther: FoundRoute[] = [];
  const other: FoundRoute[] = [];
  const ends = new Set<string>();
  let complete = true;
  let repeats = 0;
  for (const r of searchRoutes(state, rules, ids, start, length, b)) {
    const end = r.path[r.path.length - 1] ?? start;
    if (ends.has(end)) {
      complete = false;
      repeats += 1;
      if (repeats > limit * 8) break;
      continue;
    }
    ends.add(end);
    (length > 0 && enemyDistance(state, rules.side, end) > d0 ? farther : other).push(r);
    if (farther.length >= limit) {
      complete = false;
      break;
    }
  }
  if (b.exhausted) complete = false;
  if (farther.length === 0 && length > 0 && !complete) {
    const f = fartherRoute(state, rules, ids, start, length);
    if (f !== null) farther.push(f);
  }
  const routes = farther.length > 0 ? farther : other;
  if (routes.length > limit) complete = false;
  return { routes: routes.slice(0, limit), complete };
}
