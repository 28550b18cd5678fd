import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import { enemyZoc, hexesOf, sideAt, stackingAllows, terrainCost } from '../queries';
import type { DgState } from '../state';
import { REINFORCEMENT_TURN, enemyOf, type Side, type UnitType } from '../vocabulary';
import { breach } from '../violations';

/** A unit about to move, with everything the step costs depend on. */
export interface Mover {
  readonly state: DgState;
  readonly unitId: string;
  readonly side: Side;
  readonly type: UnitType;
  readonly strength: number;
  /** The hex it starts in, or null for a reinforcement still to be placed (12.0). */
  readonly start: string | null;
  /** Movement Points left (5.0 C, less the placement's cost, 12.0 A). */
  readonly budget: number;
  /** 6.0: hexes in the enemy's Zone of Control (for movement: demoralized units excluded, 11.0). */
  readonly zoc: ReadonlySet<string>;
  /** 5.0 E: hexes occupied by the enemy. */
  readonly enemy: ReadonlySet<string>;
}

/** 12.0: may a reinforcement of `side` be placed now? */
export function reinforcementsDue(state: DgState, side: Side): boolean {
  return state.phase === 'movement' && state.side === side && state.turn >= REINFORCEMENT_TURN;
}

export function isAwaiting(state: DgState, unitId: string): boolean {
  const c = counterOf(unitId);
  const u = c === undefined ? undefined : state.units[c.index];
  return (
    c !== undefined &&
    u?.location === 'awaiting' &&
    c.setup.kind === 'reinforcement' &&
    state.turn >= c.setup.turn &&
    reinforcementsDue(state, c.side)
  );
}

/**
 * 12.0 and the 1973 errata: the entry hexes of `side` not occupied by the enemy; when every one
 * is, the free hexes nearest to them.
 */
export function placementHexes(state: DgState, side: Side): readonly string[] {
  const entries = BOARD.entryHexes[side];
  const notEnemy = (h: string): boolean => sideAt(state, h) !== enemyOf(side);
  const open = entries.filter(notEnemy);
  if (open.length > 0) return open;
  let best = Infinity;
  let out: string[] = [];
  for (const h of BOARD.labels) {
    if (!notEnemy(h) || terrainCost(h) === null) continue;
    const d = Math.min(...entries.map((e) => BOARD.distance(e, h)));
    if (d < best) {
      best = d;
      out = [h];
    } else if (d === best) out.push(h);
  }
  return out;
}

/** 12.0 A: placing costs one Movement Point (6.0 C: one more in an enemy Zone of Control). */
export function placementCost(m: Pick<Mover, 'zoc'>, hex: string): number {
  return 1 + (m.zoc.has(hex) ? 1 : 0);
}

/** Who may move now, and with how many Movement Points; a violation when the unit may not. */
export function moverFor(state: DgState, unitId: string): Mover | RuleViolation {
  if (state.phase !== 'movement')
    return breach('NOT_MOVEMENT_PHASE', '4.0', 'units move only in their Movement Phase');
  const c = counterOf(unitId);
  if (c === undefined) return breach('UNKNOWN_UNIT', null, `no unit ${unitId}`, { unitId });
  if (c.side !== state.side)
    return breach(
      'NOT_YOUR_UNIT',
      '5.0 A',
      'no enemy movement is allowed during friendly movement',
      {
        unitId,
      },
    );
  const u = state.units[c.index];
  if (state.marks.moved.includes(unitId))
    return breach('ALREADY_MOVED', '5.0 H', 'a unit that has moved may not move again this phase', {
      unitId,
    });
  const zoc = enemyZoc(state, c.side, 'movement');
  const base = {
    state,
    unitId,
    side: c.side,
    type: c.type,
    strength: c.strength,
    zoc,
    enemy: hexesOf(state, enemyOf(c.side)),
  };
  if (u?.location === 'awaiting') {
    if (!isAwaiting(state, unitId))
      return breach('NOT_YET_ARRIVED', '12.0', 'reinforcements arrive on game-turn 2', { unitId });
    return { ...base, start: null, budget: c.movement };
  }
  if (u?.location !== 'map' || u.hex === null)
    return breach('UNIT_NOT_ON_MAP', null, `${unitId} is not on the map`, { unitId });
  return { ...base, start: u.hex, budget: c.movement - (state.marks.placed[unitId] ?? 0) };
}

/** The cost of a step from `from` into the adjacent `to`, or -1 when it may not be taken. */
export function stepCost(m: Mover, from: string, to: string): number {
  if (BOARD.lakeSide(from, to)) return -1;
  const terrain = terrainCost(to);
  if (terrain === null) return -1;
  if (m.enemy.has(to)) return -1; // 5.0 E
  let cost = terrain;
  if (m.zoc.has(to)) cost += 1; // 6.0 C
  if (m.zoc.has(from)) {
    if (m.type !== 'cavalry') return -1; // 6.0 D
    cost += 2; // 6.0 E
  }
  return cost;
}

/** 6.0 D: infantry and artillery stop on entering an enemy Zone of Control. */
export function mustStop(m: Mover, hex: string): boolean {
  return m.type !== 'cavalry' && m.zoc.has(hex);
}

/** 5.0 F / 7.0: may the unit end its move in `hex`? */
export function mayEnd(m: Mover, hex: string): boolean {
  return stackingAllows(m.state, m.side, hex, m.strength, [m.unitId]);
}

/** Victory 14.2: the edge an Allied unit may leave by from `hex` (west or east), if any. */
export function exitEdge(m: Mover, hex: string): 'west' | 'east' | null {
  if (m.side !== 'allied') return null;
  const edges = BOARD.edgeOf.get(hex) ?? [];
  if (edges.includes('west')) return 'west';
  if (edges.includes('east')) return 'east';
  return null;
}

/** Leaving the map costs one Movement Point, plus 6.0 D-E when leaving an enemy ZOC; -1 if barred. */
export function exitCost(m: Mover, hex: string): number {
  if (!m.zoc.has(hex)) return 1;
  return m.type === 'cavalry' ? 3 : -1;
}
