import type { RuleViolation } from '@pratzen/engine';
import type { RelocationReason, SpiEvent } from '../events';
import type { SpiState } from '../state';
import { breach } from '../violations';
import type { RetreatRoute } from './combat-commands';
import { applyEvents, namedDisplacement } from './displacement';
import { budget, fartherPossible, longestRoute } from './route-search';
import { enemyDistance, stepChoices, typesOf, unsafeReason, type RouteRules } from './safe-hexes';

export interface RouteSpec {
  readonly reason: Extract<RelocationReason, 'retreat' | 'rout' | 'fallback'>;
  readonly rule: string;
  /** The hexes to retreat (6.4) or rout (6.3). */
  readonly length: number;
  /** 6.5: a rout that cannot finish stops in its last safe hex (never a retreat for losses). */
  readonly mayStopShort: boolean;
}

export interface GroupMove {
  readonly events: readonly SpiEvent[];
  readonly state: SpiState;
  /** Hexes of a rout left undone (6.5: one CSP per hex for each unit). */
  readonly shortfall: number;
}

const isHexList = (x: unknown): x is readonly string[] =>
  Array.isArray(x) && x.every((h) => typeof h === 'string');

type Move = { readonly hex: string; readonly to: string };

function displacementList(route: RetreatRoute): readonly Move[] | RuleViolation {
  const list = route.displace ?? [];
  if (
    !Array.isArray(list) ||
    list.some((d) => typeof d?.hex !== 'string' || typeof d.to !== 'string')
  ) {
    return breach('BAD_COMMAND', null, 'displace must be a list of {hex, to}');
  }
  return list;
}

/** 6.5 / 6.6: walk `route` step by step, displacing where the route says so. */
function walk(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  route: RetreatRoute,
): RuleViolation | { events: SpiEvent[]; state: SpiState } {
  if (typeof route?.from !== 'string' || !isHexList(route.path)) {
    return breach('BAD_COMMAND', null, 'a route is {from, path: [hexes], displace?}');
  }
  const wanted = displacementList(route);
  if (!Array.isArray(wanted)) return wanted as RuleViolation;
  const types = typesOf(state, ids);
  let used = 0;
  const visited = new Set([route.from]);
  const events: SpiEvent[] = [];
  let s = state;
  let cur = route.from;
  for (const h of route.path) {
    if (visited.has(h))
      return breach('RETREAT_REENTERS', '6.5', `the route enters ${h} twice`, { hex: h });
    const why = unsafeReason(s, rules, types, cur, h);
    if (why !== null)
      return breach('RETREAT_UNSAFE', '6.5', `${h} is not a safe hex: ${why}`, { hex: h });
    const steps = stepChoices(s, rules, types, cur, visited);
    if (!steps.empty.includes(h)) {
      if (!steps.friendly.includes(h)) {
        return breach(
          'DISPLACEMENT_IMPOSSIBLE',
          '6.6',
          `the friendly units in ${h} may not be displaced`,
          { hex: h },
        );
      }
      if (steps.empty.length > 0) {
        return breach(
          'DISPLACEMENT_NOT_NEEDED',
          '6.6',
          `${h} is friendly-occupied and other safe hexes are empty (${steps.empty.join(', ')})`,
          {
            hex: h,
          },
        );
      }
      const end = wanted.findIndex((d, i) => i >= used && d.hex === h);
      const option =
        end < 0 ? null : namedDisplacement(s, rules, h, visited, wanted.slice(used, end + 1));
      if (option === null) {
        return breach(
          'DISPLACEMENT_INVALID',
          '6.6',
          `say where the units in ${h} are displaced to (a safe hex one hex away)`,
          {
            hex: h,
          },
        );
      }
      used += option.moves.length;
      events.push(...option.events);
      s = option.state;
    }
    visited.add(h);
    cur = h;
  }
  if (used !== wanted.length)
    return breach('BAD_COMMAND', null, 'the route lists a displacement it does not make');
  return { events, state: s };
}

/**
 * 6.4–6.6 / 6.9: move the units `ids` (all in `route.from`) along `route`, checking every step,
 * the length, and that the route ends farther from the enemy when any route of that length could.
 */
export function moveGroup(
  state: SpiState,
  rules: RouteRules,
  ids: readonly string[],
  route: RetreatRoute,
  spec: RouteSpec,
): GroupMove | RuleViolation {
  const walked = walk(state, rules, ids, route);
  if ('kind' in walked) return walked;
  const n = route.path.length;
  if (!spec.mayStopShort && n !== spec.length) {
    return breach('RETREAT_LENGTH', '6.4', `the units retreat ${spec.length} hex(es), not ${n}`, {
      from: route.from,
    });
  }
  if (n > spec.length)
    return breach('ROUT_TOO_LONG', '6.3', `the rout is ${spec.length} hexes`, { from: route.from });
  if (n < spec.length) {
    const longest = longestRoute(state, rules, ids, route.from, spec.length, budget());
    if (n < longest) {
      return breach(
        'ROUT_TOO_SHORT',
        '6.5',
        `a rout stops short only when it cannot go on: ${longest} hexes are possible`,
        {
          from: route.from,
          possible: longest,
        },
      );
    }
  }
  const end = route.path[n - 1];
  if (end !== undefined) {
    const d0 = enemyDistance(state, rules.side, route.from);
    if (
      enemyDistance(state, rules.side, end) <= d0 &&
      fartherPossible(state, rules, ids, route.from, n)
    ) {
      return breach(
        'RETREAT_NOT_AWAY',
        '6.5',
        'the retreat must end farther from the enemy when it can',
        { from: route.from },
      );
    }
  }
  const moves: SpiEvent[] =
    n === 0
      ? []
      : ids.map((unitId) => ({
          type: 'UnitRelocated',
          unitId,
          path: [...route.path],
          reason: spec.reason,
          rule: spec.rule,
        }));
  return {
    events: [...walked.events, ...moves],
    state: applyEvents(walked.state, moves),
    shortfall: spec.length - n,
  };
}

/** Check that `routes` name each hex of `groups` exactly once. */
export function matchRoutes(
  groups: ReadonlyMap<string, unknown>,
  routes: readonly RetreatRoute[],
): RuleViolation | null {
  if (!Array.isArray(routes)) return breach('BAD_COMMAND', null, 'routes must be a list');
  const named = routes.map((r) => r?.from);
  if (new Set(named).size !== named.length) return breach('BAD_COMMAND', null, 'one route per hex');
  const stray = named.find((h) => typeof h !== 'string' || !groups.has(h));
  if (stray !== undefined)
    return breach('ROUTE_NOT_AFFECTED', '6.3', `no affected unit is in ${String(stray)}`, {
      hex: stray,
    });
  const missing = [...groups.keys()].filter((h) => !named.includes(h));
  if (missing.length > 0) {
    return breach(
      'ROUTE_MISSING',
      '6.3',
      `every affected hex moves: give a route for ${missing.join(', ')}`,
      { hexes: missing },
    );
  }
  return null;
}
