import type { Dice, Emitter } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES } from '../data/tables';
import type { A20Event, HazardRoll } from '../events';
import { inEnemyZoc, onMap, sideOf, unitsAt } from '../queries';
import type { A20State } from '../state';
import { enemyOf } from '../vocabulary';

type Em = Emitter<A20State, A20Event>;

/** N9.7: a unit Breaks: to the Broken box; its army loses a Morale Point, the enemy gains one. */
export function breakUnit(em: Em, unitId: string, rule: string, cause: string): void {
  const side = sideOf({ id: unitId });
  em.emit(
    { type: 'UnitBroke', unitId, rule, cause },
    { type: 'MoraleChanged', side, points: -1, reason: 'unit-breaks', rule: 'N9.7' },
    {
      type: 'MoraleChanged',
      side: enemyOf(side),
      points: 1,
      reason: 'enemy-unit-breaks',
      rule: 'N9.7',
    },
  );
}

/** X9.81 Hazard / N7.4: a pond, or an enemy ZOC with no friend in the hex. */
export function hazardous(state: A20State, unitId: string, hex: string): boolean {
  if (BOARD.terrain.get(hex) === 'pond') return true;
  const side = sideOf({ id: unitId });
  const friend = unitsAt(state, hex).some((o) => o.id !== unitId && sideOf(o) === side);
  return !friend && inEnemyZoc(state, side, hex);
}

/** N9.8.6: a retreat the owner may choose: the LOC hex it heads for and its hexes. */
export interface RetreatRoute {
  readonly loc: string;
  readonly path: readonly string[];
}

/**
 * N9.8.6 (X9.86): every route a retreat of `distance` hexes from `from` may take: towards any
 * LOC hex of the owner's side, each hex nearer to it than the last and free of enemy units,
 * `distance` hexes long or ending early (at the LOC hex, N9.8.7, or with no hex left, N9.8.2).
 * A path serving two LOC hexes is listed once, with the first.
 */
export function retreatRoutes(state: A20State, unitId: string, distance: number): RetreatRoute[] {
  const from = onMap(state, unitId)?.hex;
  if (from === undefined || from === null) return [];
  const side = sideOf({ id: unitId });
  const out: RetreatRoute[] = [];
  const seen = new Set<string>();
  for (const loc of BOARD.loc[side]) {
    const extend = (at: string, path: string[]): void => {
      const d = BOARD.distance(at, loc);
      const next = (BOARD.neighbors.get(at) ?? []).filter(
        (n) =>
          BOARD.distance(n, loc) < d &&
          !unitsAt(state, n).some((o) => o.id !== unitId && sideOf(o) !== side),
      );
      if (path.length >= distance || at === loc || next.length === 0) {
        const key = path.join(' ');
        if (path.length > 0 && !seen.has(key)) {
          seen.add(key);
          out.push({ loc, path });
        }
        return;
      }
      for (const n of [...next].sort()) extend(n, [...path, n]);
    };
    extend(from, []);
  }
  return out;
}

/**
 * N9.8.6 where the owner has no choice (README "Retreat path"): the route the rules prefer — to
 * the nearest LOC hex, each step by `nextHex`'s preference — for its first `distance` hexes.
 */
export function preferredRoute(state: A20State, unitId: string, distance: number): RetreatRoute {
  const from = onMap(state, unitId)?.hex ?? '';
  const loc = targetLoc(unitId, from);
  const path: string[] = [];
  let at = from;
  while (path.length < distance && at !== loc) {
    const next = nextHex(state, unitId, at, loc);
    if (next === undefined) break;
    path.push(next);
    at = next;
  }
  return { loc, path };
}

/** X9.86: the LOC hex a retreat heads for: the owner's nearest (the first listed on a tie). */
function targetLoc(unitId: string, from: string): string {
  const locs = BOARD.loc[sideOf({ id: unitId })];
  let best = locs[0] as string;
  for (const l of locs) if (BOARD.distance(from, l) < BOARD.distance(from, best)) best = l;
  return best;
}

/**
 * N9.8.2: the next retreat hex: nearer the LOC (X9.86), no enemy in it; empty before friendly,
 * safe before hazardous, then the lowest label. Undefined when there is none.
 */
function nextHex(state: A20State, unitId: string, at: string, loc: string): string | undefined {
  const side = sideOf({ id: unitId });
  const d = BOARD.distance(at, loc);
  let best: { hex: string; score: number } | undefined;
  for (const n of BOARD.neighbors.get(at) ?? []) {
    if (BOARD.distance(n, loc) >= d) continue;
    const here = unitsAt(state, n).filter((o) => o.id !== unitId);
    if (here.some((o) => sideOf(o) !== side)) continue;
    const score = (here.length > 0 ? 2 : 0) + (hazardous(state, unitId, n) ? 1 : 0);
    if (best === undefined || score < best.score || (score === best.score && n < best.hex))
      best = { hex: n, score };
  }
  return best?.hex;
}

/**
 * N9.8.x: retreat `distance` hexes toward a LOC hex (X9.86), rolling for each hazardous hex
 * (N9.8.3, X9.81); going on past friends (N9.8.5); Breaking with no path (N9.8.2), on a failed
 * hazard roll (N9.8.3) or on reaching the LOC hex early (N9.8.7). The path is chosen by the
 * rules' own preferences (README Interpretations: the owner's choice is not offered yet).
 */
export function retreat(
  em: Em,
  unitId: string,
  distance: number,
  kind: 'rout' | 'withdraw',
  die: number | null,
  dice: Dice,
  chosen?: RetreatRoute,
): void {
  const from = onMap(em.state, unitId)?.hex;
  if (from === undefined || from === null) return;
  const loc = chosen?.loc ?? targetLoc(unitId, from);
  const path: string[] = [];
  const hazards: HazardRoll[] = [];
  const done = (breaks = false): void => {
    em.emit({ type: 'UnitRetreated', unitId, kind, die, from, path, hazards, breaks });
  };
  let at = from;
  for (let step = 1; step <= distance + BOARD.labels.length; step++) {
    // N9.8.6: the owner's chosen path first, then (past friends, N9.8.5) the rules' preference
    const next = chosen?.path[step - 1] ?? nextHex(em.state, unitId, at, loc);
    if (next === undefined) {
      done(true);
      return breakUnit(em, unitId, 'N9.8.2', 'no retreat path');
    }
    path.push(next);
    at = next;
    if (hazardous(em.state, unitId, next)) {
      const roll = dice.roll('N9.8.3 hazardous retreat');
      hazards.push({ hex: next, die: roll });
      if (TABLES.rolls.hazardousRetreat.breaksOn.includes(roll)) {
        done(true);
        return breakUnit(em, unitId, 'N9.8.3', 'hazardous retreat');
      }
    }
    if (at === loc && step < distance) {
      done(true);
      return breakUnit(em, unitId, 'N9.8.7', 'reached its LOC hex early');
    }
    const friends = unitsAt(em.state, at).some((o) => o.id !== unitId);
    if (step >= distance && !friends) return done();
  }
  done(true);
  breakUnit(em, unitId, 'N9.8.2', 'no retreat path');
}

/** N9.6: a unit Routs (or Breaks if already Routed): d6 hexes, Elite -2, at least 1; -1 MP. */
export function rout(em: Em, unitId: string, dice: Dice, rule: string): void {
  const u = onMap(em.state, unitId);
  if (u === undefined) return;
  if (u.routed) return breakUnit(em, unitId, rule, 'routed again');
  const die = dice.roll('N9.6 rout distance');
  const distance = Math.max(1, die - (counter(unitId).elite.rout ? 2 : 0));
  em.emit({ type: 'MoraleChanged', side: sideOf(u), points: -1, reason: 'unit-routs', rule });
  retreat(em, unitId, distance, 'rout', die, dice);
}

/** N9.8.1: a unit withdraws one hex. */
export function withdraw(em: Em, unitId: string, dice: Dice): void {
  if (onMap(em.state, unitId) !== undefined) retreat(em, unitId, 1, 'withdraw', null, dice);
}
