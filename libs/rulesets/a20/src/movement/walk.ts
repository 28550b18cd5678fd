import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import { inEnemyZoc, movementAllowance, onMap, sideOf, unitsAt } from '../queries';
import type { A20State } from '../state';
import { breach } from '../violations';

/** N6.3: the Movement Points to enter `to` from `from` (a stop hex costs 1 and ends the move). */
export function entryCost(from: string, to: string): number {
  const t = BOARD.terrain.get(to);
  const row = t === undefined ? undefined : TABLES.terrain.hexes[t];
  const base = row === undefined || row.movement === 'stop' ? 1 : row.movement;
  return base + (BOARD.streamSide(from, to) ? TABLES.terrain.hexsides.stream.movementExtra : 0);
}

/** N6.3 / X9.81 Hindrance: forest, rough and pond hexes stop a unit that enters them. */
export function stopsOnEntry(hex: string): boolean {
  const t = BOARD.terrain.get(hex);
  return t !== undefined && TABLES.terrain.hexes[t].movement === 'stop';
}

/**
 * The rules of one move (N6.0-N7.2): the path's cost, or the first rule it breaks. The unit is
 * the phasing side's, on the map, and has not moved this phase (checked by the caller).
 */
export function walk(
  state: A20State,
  unitId: string,
  path: readonly string[],
): number | RuleViolation {
  const u = onMap(state, unitId);
  if (u === undefined || u.hex === null)
    return breach('UNIT_NOT_ON_MAP', null, `${unitId} is not on the map`);
  const side = sideOf(u);
  if (path.length === 0) return breach('EMPTY_PATH', 'N6.0', 'a move enters at least one hex');
  let at = u.hex;
  let cost = 0;
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] as string;
    if (!BOARD.has(hex))
      return breach('OFF_MAP', 'N6.0', `${hex} is not a hex of the map`, { hex });
    if (!(BOARD.neighbors.get(at) ?? []).includes(hex))
      return breach('NOT_ADJACENT', 'N6.0', `${hex} is not next to ${at}`, { hex });
    const here = unitsAt(state, hex);
    if (here.some((o) => sideOf(o) !== side))
      return breach('ENEMY_OCCUPIED', 'N6.0', `${hex} holds an enemy unit`, { hex });
    const last = i === path.length - 1;
    if (i === 0 && inEnemyZoc(state, side, at) && inEnemyZoc(state, side, hex))
      return breach(
        'ZOC_TO_ZOC',
        'N7.2',
        'a unit leaving an enemy ZOC may not enter another at once',
        { hex },
      );
    if (!last && inEnemyZoc(state, side, hex))
      return breach('ZOC_STOP', 'N7.2', `entering the enemy ZOC at ${hex} ends the move`, { hex });
    if (!last && stopsOnEntry(hex))
      return breach(
        'TERRAIN_STOP',
        'N6.3',
        `entering ${hex} (${BOARD.terrain.get(hex)}) ends the move`,
        { hex },
      );
    if (last && here.some((o) => o.id !== unitId))
      return breach('STACKING', 'N6.4', `${hex} already holds a unit: one unit per hex`, { hex });
    cost += entryCost(at, hex);
    at = hex;
  }
  const allowance = movementAllowance(state, unitId);
  if (cost > allowance && path.length > 1)
    return breach(
      'NOT_ENOUGH_MP',
      'N6.0',
      `the move costs ${cost} Movement Points; ${unitId} has ${allowance}`,
      {
        cost,
        allowance,
      },
    );
  return cost;
}
