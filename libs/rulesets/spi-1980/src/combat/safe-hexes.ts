import { BOARD } from '../data/board';
import { distanceToNearest, inEnemyZoc, sideAt, terrainCost, typeOf, unitsAt } from '../queries';
import type { SpiState } from '../state';
import { enemyOf, type Side, type UnitType } from '../vocabulary';
import type { AttackPlan } from './combat-state';
import { immobile, onMap } from './participants';

/** The constraints on the retreats, routs, displacements and fall-backs of one attack. */
export interface RouteRules {
  /** The owner of the units moving. */
  readonly side: Side;
  /** 6.5: hexes the defenders held when the attack was declared may not be entered. */
  readonly forbidden: ReadonlySet<string>;
  /** 6.4 / 6.6: units that may never be displaced (the Santon, artillery of a required bombardment). */
  readonly fixed: ReadonlySet<string>;
  /** 6.6: may the route displace friendly units? (Not a voluntary fall-back.) */
  readonly displace: boolean;
}

export function routeRules(
  state: SpiState,
  plan: AttackPlan,
  side: Side,
  displace = true,
): RouteRules {
  const fixed = new Set<string>();
  for (const u of state.units) if (u.location === 'map' && immobile(u.id)) fixed.add(u.id);
  if (plan.requiredBombardment) for (const u of onMap(state, plan.bombarding)) fixed.add(u.id);
  return { side, forbidden: new Set(plan.defenderHexes), fixed, displace };
}

const distanceCache = new WeakMap<SpiState, Map<string, number>>();

/** Distance from `hex` to the nearest enemy of `side` (6.5 "farther away from Enemy units"). */
export function enemyDistance(state: SpiState, side: Side, hex: string): number {
  let m = distanceCache.get(state);
  if (m === undefined) {
    m = new Map();
    distanceCache.set(state, m);
  }
  const key = `${side}:${hex}`;
  let d = m.get(key);
  if (d === undefined) {
    d = distanceToNearest(state, enemyOf(side), hex);
    m.set(key, d);
  }
  return d;
}

/** Why `to` is not a safe next hex from `from` for units of `types` (6.5), or null when it is. */
export function unsafeReason(
  state: SpiState,
  rules: RouteRules,
  types: readonly UnitType[],
  from: string,
  to: string,
): string | null {
  if (!BOARD.has(to) || BOARD.distance(from, to) !== 1) return `${to} is not adjacent to ${from}`;
  if (rules.forbidden.has(to)) return `${to} was occupied by a defending unit`;
  const holder = sideAt(state, to);
  if (holder !== null && holder !== rules.side) return `${to} is occupied by the enemy`;
  if (inEnemyZoc(state, rules.side, to)) return `${to} is in an enemy ZOC`;
  const blocked = types.find((t) => terrainCost(from, to, t) === null);
  if (blocked !== undefined) return `${blocked} may not enter ${to} from ${from}`;
  return null;
}

export interface StepChoices {
  /** Safe, empty hexes. */
  readonly empty: readonly string[];
  /** Safe hexes held by friendly units that may be displaced (6.6). */
  readonly friendly: readonly string[];
}

/**
 * 6.5 / 6.6: where units of `types` may go next from `from`, leaving out `excluded` (the hexes of
 * the route so far). Best first: farthest from the enemy, then board order.
 */
export function stepChoices(
  state: SpiState,
  rules: RouteRules,
  types: readonly UnitType[],
  from: string,
  excluded: ReadonlySet<string>,
): StepChoices {
  const empty: string[] = [];
  const friendly: string[] = [];
  for (const n of BOARD.neighbors.get(from) ?? []) {
    if (excluded.has(n) || unsafeReason(state, rules, types, from, n) !== null) continue;
    const occupants = unitsAt(state, n);
    if (occupants.length === 0) empty.push(n);
    else if (rules.displace && occupants.every((u) => !rules.fixed.has(u.id))) friendly.push(n);
  }
  const order = (a: string, b: string): number =>
    enemyDistance(state, rules.side, b) - enemyDistance(state, rules.side, a) ||
    (a < b ? -1 : a > b ? 1 : 0);
  return { empty: empty.sort(order), friendly: friendly.sort(order) };
}

export const typesOf = (state: SpiState, ids: readonly string[]): UnitType[] => [
  ...new Set(onMap(state, ids).map(typeOf)),
];
