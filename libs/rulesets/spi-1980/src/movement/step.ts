import type { RuleViolation } from '@pratzen/engine';
import { breach } from '../violations';
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
  return m.grid.zoc(to) > 0 ? 1 : 0;
}

/** 4.5: +2 MP to exit a hex in an enemy ZOC (so 3 from ZOC to ZOC). */
export function zocExitCost(m: Mover, from: number): number {
  return m.grid.zoc(from) > 0 ? 2 : 0;
}

/** 4.6: leaving a hex in an enemy ZOC calls for a Disengagement Check. */
export function needsDisengagement(m: Mover, from: number): boolean {
  return m.grid.zoc(from) > 0;
}

/**
 * MP cost of moving from hex `from` into its neighbour in slot `k`, before the 7.0 hex count:
 * 4.3 never into an enemy-occupied hex; 8.0 terrain (hex + hexside, road = 1, P prohibited);
 * 4.5 +1 to enter and +2 to exit an enemy ZOC; 7.0 a disrupted unit never enters an enemy ZOC.
 */
export function stepCost(m: Mover, from: number, k: number): number {
  const to = NEIGHBORS[from]?.[k];
  if (to === undefined) return Block.notAdjacent;
  if (m.grid.enemyAt(to)) return Block.enemy;
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
  if (m.grid.enemyAt(to)) return Block.enemy;
  if (!hexAllows(m.type, to)) return Block.terrain;
  if (m.grid.zoc(to) > 0) return Block.entryIntoZoc;
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

/** The violation each Block stands for: code, rule case, sentence. */
const BLOCKS: Readonly<Record<Block, readonly [string, string, string]>> = {
  [Block.notAdjacent]: [
    'NOT_ADJACENT',
    '4.0',
    'units move hex by hex: each hex of the path must be adjacent to the one before',
  ],
  [Block.enemy]: [
    'ENEMY_OCCUPIED',
    '4.3',
    'a unit may never enter or pass through a hex containing an enemy unit',
  ],
  [Block.terrain]: [
    'PROHIBITED_TERRAIN',
    '8.0',
    'the Terrain Effects Chart prohibits this move for the unit type',
  ],
  [Block.disruptedIntoZoc]: [
    'DISRUPTED_INTO_ENEMY_ZOC',
    '7.0',
    'a disrupted unit may never enter an enemy ZOC',
  ],
  [Block.notEntryHex]: ['NOT_ENTRY_HEX', '9.0', 'reinforcements enter the map in hex row xx01'],
  [Block.entryIntoZoc]: [
    'ENTRY_IN_ENEMY_ZOC',
    '9.2',
    'reinforcements may not be placed in an enemy ZOC',
  ],
  [Block.notDemoralized]: [
    'NOT_DEMORALIZED',
    '4.7',
    'only units of a demoralized army may leave the map',
  ],
  [Block.notOwnEdge]: [
    'NOT_OWN_EDGE',
    '4.7',
    'Allied units leave by the south or east edge, French by the north or west',
  ],
};

/** The RuleViolation for a Block (an enemy-occupied entry hex cites 9.2). */
export function blocked(b: number, at: Record<string, unknown>, entering = false): RuleViolation {
  const [code, rule, message] = BLOCKS[b as Block];
  return breach(code, entering && b === Block.enemy ? '9.2' : rule, message, at);
}
