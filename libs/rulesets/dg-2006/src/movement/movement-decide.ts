import { isViolation, type Dice } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { CommandOf } from '../commands';
import type { DgEvent } from '../events';
import { stackingAllows } from '../queries';
import type { DgState } from '../state';
import { STACKING_LIMIT } from '../vocabulary';
import { accept, reject, type DgDecision } from '../violations';
import {
  exitCost,
  exitEdge,
  mayEnd,
  moverFor,
  mustStop,
  placementCost,
  placementHexes,
  stepCost,
  type Mover,
} from './mover';
import { reach } from './reach';

const stackRule = (m: Mover): string => (m.side === 'french' ? '7.0 B' : '7.0 C');

/** Walks a MoveUnit path, returning its cost or the first rule it breaks. */
function walk(m: Mover, path: readonly string[]): number | DgDecision {
  let cost = 0;
  let at = m.start;
  let rest = path;
  if (at === null) {
    const entry = path[0];
    if (entry === undefined)
      return reject('EMPTY_PATH', '12.0', 'a reinforcement enters on an entry hex');
    if (!placementHexes(m.state, m.side).includes(entry))
      return reject('NOT_AN_ENTRY_HEX', '12.0', `${entry} is not a free entry hex of ${m.side}`, {
        hex: entry,
      });
    cost = placementCost(m, entry);
    at = entry;
    rest = path.slice(1);
  }
  for (const to of rest) {
    if (!BOARD.has(to))
      return reject('OFF_MAP', '5.0 D', `${to} is not a hex of the map`, { hex: to });
    if (!(BOARD.neighbors.get(at) ?? []).includes(to))
      return reject(
        'NOT_ADJACENT',
        '5.0 D',
        `${to} is not adjacent to ${at}: hexes may not be skipped`,
        {
          hex: to,
        },
      );
    if (at !== m.start && mustStop(m, at))
      return reject(
        'MUST_STOP_IN_ZOC',
        '6.0 D',
        'infantry and artillery must stop on entering an enemy Zone of Control',
        { hex: at },
      );
    const w = stepCost(m, at, to);
    if (w < 0) {
      if (m.zoc.has(at) && m.type !== 'cavalry')
        return reject(
          'ZOC_EXIT_FORBIDDEN',
          '6.0 D',
          'infantry and artillery may never voluntarily leave an enemy Zone of Control',
          { hex: at },
        );
      if (BOARD.lakeSide(at, to))
        return reject(
          'LAKE_HEXSIDE',
          '5.0 C',
          `the side between ${at} and ${to} is a lake hexside`,
          {
            hex: to,
          },
        );
      if (BOARD.terrain.get(to) === 'lake')
        return reject('PROHIBITED_TERRAIN', '5.0 C', `${to} is a lake`, { hex: to });
      return reject('ENEMY_OCCUPIED', '5.0 E', `${to} is occupied by enemy units`, { hex: to });
    }
    cost += w;
    at = to;
  }
  return cost;
}

/** 5.0, 6.0, 7.0, 12.0 and victory 14.2 exits: one unit's move. */
export function decideMove(state: DgState, command: CommandOf<'MoveUnit'>): DgDecision {
  const m = moverFor(state, command.unitId);
  if (isViolation(m)) return { ok: false, violation: m };
  const path = command.path;
  if (path.length === 0 && command.exitMap !== true)
    return reject('EMPTY_PATH', '5.0 D', 'a move names at least one hex entered');
  if (m.start === null && path.length === 0)
    return reject('EMPTY_PATH', '12.0', 'a reinforcement enters on an entry hex');
  const walked = walk(m, path);
  if (typeof walked !== 'number') return walked;
  let cost = walked;
  const last = path[path.length - 1] ?? m.start;
  if (last === null) return reject('EMPTY_PATH', '5.0 D', 'a move names at least one hex entered');
  const events: DgEvent[] = [];
  if (command.exitMap === true) {
    const edge = exitEdge(m, last);
    if (m.side !== 'allied')
      return reject('EXIT_NOT_ALLOWED', '14.2', 'only Allied units may leave the map');
    if (edge === null)
      return reject('NOT_ON_EXIT_EDGE', '14.2', `${last} is not on the west or east edge`, {
        hex: last,
      });
    const x = exitCost(m, last);
    if (x < 0)
      return reject(
        'ZOC_EXIT_FORBIDDEN',
        '6.0 D',
        'infantry and artillery may never voluntarily leave an enemy Zone of Control',
        { hex: last },
      );
    cost += x;
    if (cost > m.budget)
      return reject(
        'OVER_ALLOWANCE',
        '5.0 G',
        `the move costs ${cost} of ${m.budget} Movement Points`,
        {
          cost,
          allowance: m.budget,
        },
      );
    if (path.length > 0)
      events.push({ type: 'UnitMoved', unitId: m.unitId, from: m.start, path, cost: cost - x });
    events.push({ type: 'UnitExited', unitId: m.unitId, hex: last, edge, strength: m.strength });
    return accept(events);
  }
  if (cost > m.budget)
    return reject(
      'OVER_ALLOWANCE',
      '5.0 G',
      `the move costs ${cost} of ${m.budget} Movement Points`,
      {
        cost,
        allowance: m.budget,
      },
    );
  if (!mayEnd(m, last))
    return reject(
      'STACKING_LIMIT',
      stackRule(m),
      `${m.side} units may not end a move in ${last}: more than ${STACKING_LIMIT[m.side]} strength points`,
      { hex: last },
    );
  return accept([{ type: 'UnitMoved', unitId: m.unitId, from: m.start, path, cost }]);
}

/**
 * 12.0: place a reinforcement on an entry hex (one MP). It may break the stacking limit for now
 * (12.0 A) but not where it could never conform by the end of the phase (interpretation).
 */
export function decidePlacement(
  state: DgState,
  command: CommandOf<'PlaceReinforcement'>,
  _dice?: Dice,
): DgDecision {
  const m = moverFor(state, command.unitId);
  if (isViolation(m)) return { ok: false, violation: m };
  if (m.start !== null)
    return reject('NOT_A_REINFORCEMENT', '12.0', `${m.unitId} is not waiting to enter`, {
      unitId: m.unitId,
    });
  if (!placementHexes(state, m.side).includes(command.hex))
    return reject(
      'NOT_AN_ENTRY_HEX',
      '12.0',
      `${command.hex} is not a free entry hex of ${m.side}`,
      {
        hex: command.hex,
      },
    );
  const cost = placementCost(m, command.hex);
  if (!stackingAllows(state, m.side, command.hex, m.strength) && !canConform(m, command.hex, cost))
    return reject(
      'REINFORCEMENT_TRAPPED',
      '12.0 A',
      `a unit placed over the stacking limit in ${command.hex} could not conform by the end of the phase`,
      { hex: command.hex },
    );
  return accept([
    { type: 'ReinforcementPlaced', unitId: m.unitId, hex: command.hex, cost, rule: '12.0' },
  ]);
}

/** Could the unit, placed in `hex` at `cost`, still move to a hex where it may end its move? */
function canConform(m: Mover, hex: string, cost: number): boolean {
  if (mustStop(m, hex)) return false;
  const from: Mover = { ...m, start: hex, budget: m.budget - cost };
  const r = reach(from);
  for (const h of r.cost.keys()) if (h !== hex && mayEnd(from, h)) return true;
  return false;
}
