import { ENTRY, NEIGHBORS, hexAllows, onExitEdge } from './hex-graph';
import type { Mover } from './mover';

/**
 * The one step function of movement: decideMovement checks a command with it and
 * movementActions searches with it, so the two cannot disagree. A step returns its weight
 * (MP, or 1 per hex for a disrupted unit) or a negative Block saying why it is forbidden.
 */
export const Block = {
  notAdjacent: -1,
  enemy: -2,
  terrain: -3,
  disruptedIntoZoc: -4,
  notEntryHex: -5,
  entryIntoZoc: -6,
  notDemoralized: -7,
  notOwnEdge: -8,
} as const;
export type Block = (typeof Block)[keyof typeof Block];

/** 4.5: +1 MP to enter a hex in an enemy ZOC. */
export function zocEntryCost(m: Mover, to: number): number {
  return (m.grid.zoc[to] ?? 0) > 0 ? 1 : 0;
}

/** 4.5: +2 MP to exit a hex in an enemy ZOC (so 3 from ZOC to ZOC). */
export function zocExitCost(m: Mover, from: number): number {
  return (m.grid.zoc[from] ?? 0) > 0 ? 2 : 0;
}

/** 4.6: leaving a hex in an enemy ZOC calls for a Disengagement Check. */
export function needsDisengagement(m: Mover, from: number): boolean {
  return (m.grid.zoc[from] ?? 0) > 0;
}

/**
 * MP cost of moving from hex `from` into its neighbour in slot `k`, before the 7.0 hex count:
 * 4.3 never into an enemy-occupied hex; 8.0 terrain (hex + hexside, road = 1, P prohibited);
 * 4.5 +1 to enter and +2 to exit an enemy ZOC; 7.0 a disrupted unit never enters an enemy ZOC.
 */
export function stepCost(m: Mover, from: number, k: number): number {
  const to = NEIGHBORS[from]?.[k];
  if (to === undefined) return Block.notAdjacent;
  if (m.grid.enemy[to] === 1) return Block.enemy;
  const terrain = m.costs[from]?.[k] ?? -1;
  if (terrain < 0) return Block.terrain;
  if (m.disrupted && zocEntryCost(m, to) > 0) return Block.disruptedIntoZoc;
  return terrain + zocEntryCost(m, to) + zocExitCost(m, from);
}

/** What the step weighs against the allowance: its MP cost, or one hex for a disrupted unit (7.0). */
export function stepWeight(m: Mover, from: number, k: number): number {
  const cost = stepCost(m, from, k);
  return cost < 0 || !m.disrupted ? cost : 1;
}

/**
 * 9.1 / 9.2: entering the map into hex `to` (row xx01), never into an enemy-occupied hex or an
 * enemy ZOC. Interpretation: the entry costs 1 MP in lieu of the entry hex's terrain cost.
 */
export function entryWeight(m: Mover, to: number): number {
  if (ENTRY[to] !== 1) return Block.notEntryHex;
  if (m.grid.enemy[to] === 1) return Block.enemy;
  if (!hexAllows(m.type, to)) return Block.terrain;
  
  return 1;
}

/**
 * 4.7: leaving the map from hex `from`: only a demoralized army, only across its own edges
 * (Allied south/east, French north/west), 1 MP (+2 when leaving an enemy ZOC, 4.5).
 * A disrupted unit counts the exit as one of its two hexes.
 */
export function exitWeight(m: Mover, from: number): number {
  if (!m.state.demoralized[m.side]) return Block.notDemoralized;
  if (!onExitEdge(m.side, from)) return Block.notOwnEdge;
  return m.disrupted ? 1 : 1 + zocExitCost(m, from);
}
