import type { RuleViolation } from '@pratzen/engine';
import { counterOf } from '../data/counters';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { breach } from '../violations';
import type { Side, UnitType } from '../vocabulary';
import { hexIndex, terrainCosts } from './hex-graph';
import { sideGrid, type SideGrid } from './side-grid';

/** Everything the movement rules need to know about one unit about to move, in one state. */
export interface Mover {
  readonly state: SpiState;
  readonly unitId: string;
  readonly side: Side;
  readonly type: UnitType;
  /** Printed Movement Allowance (2.7). */
  readonly movement: number;
  readonly strength: number;
  /** 7.0: a disrupted unit moves at most two hexes and never into an enemy ZOC. */
  readonly disrupted: boolean;
  /** The hex index it starts in, or -1 for a reinforcement entering the map (9.1). */
  readonly start: number;
  /** 4.6: the MP left to a unit going on after a Disengagement Check's loss, else null. */
  readonly continuing: number | null;
  readonly grid: SideGrid;
  readonly costs: readonly Int8Array[];
}

/**
 * May this unit move now at all? The checks every MoveUnit starts with (and the units that
 * movementActions lists): 3.0 phase and side, 9.0 reinforcements, 4.1 one move per phase.
 */
export function moverFor(state: SpiState, unitId: unknown): Mover | RuleViolation {
  const c = typeof unitId === 'string' ? counterOf(unitId) : undefined;
  const u = c === undefined ? undefined : unit(state, c.id);
  if (c === undefined || u === undefined) {
    return breach('UNKNOWN_UNIT', null, `no unit ${String(unitId)} in this game`, { unitId });
  }
  if (state.phase !== 'movement') {
    return breach(
      'WRONG_PHASE',
      '3.0',
      `units move only in a Movement Phase (now: ${state.phase})`,
      { phase: state.phase },
    );
  }
  if (c.side !== state.side) {
    return breach(
      'NOT_YOUR_UNIT',
      '4.0',
      `${c.id} is ${c.side}; only ${state.side} units move in this phase`,
      { unitId: c.id },
    );
  }
  let start: number;
  if (u.location === 'map' && u.hex !== null && hexIndex(u.hex) >= 0) {
    start = hexIndex(u.hex);
  } else if (u.location === 'awaiting') {
    if (
      !state.reinforcementsAvailable ||
      c.setup.kind !== 'reinforcement' ||
      c.setup.turn > state.turn
    ) {
      return breach('REINFORCEMENTS_NOT_AVAILABLE', '9.0', `${c.id} may not enter the map yet`, {
        unitId: c.id,
      });
    }
    start = -1;
  } else {
    return breach('NOT_ON_MAP', null, `${c.id} is not on the map (${u.location})`, {
      unitId: c.id,
      location: u.location,
    });
  }
  const continuing = state.marks.continuing?.unitId === c.id ? state.marks.continuing.mpLeft : null;
  if (state.marks.moved.includes(c.id) && continuing === null) {
    return breach('ALREADY_MOVED', '4.1', `${c.id} has already moved this Movement Phase`, {
      unitId: c.id,
    });
  }
  if (c.movement <= 0) {
    return breach(
      'NO_MOVEMENT_ALLOWANCE',
      '4.1',
      `${c.id} has no Movement Allowance and never moves`,
      { unitId: c.id },
    );
  }
  return {
    state,
    unitId: c.id,
    side: c.side,
    type: c.type,
    movement: c.movement,
    strength: u.strength,
    disrupted: u.disrupted,
    start,
    continuing,
    grid: sideGrid(state, c.side),
    costs: terrainCosts(c.type),
  };
}

/**
 * 4.1 / 4.8 / 7.0 / 4.6: what the unit may spend: MP, three more in March Order; two hexes if
 * disrupted; what is left after a Disengagement Check's loss when it goes on moving.
 */
export function allowance(m: Mover, marchOrder: boolean): number {
  if (m.continuing !== null) return m.continuing;
  if (m.disrupted) return 2;
  return m.movement + (marchOrder ? 3 : 0);
}

/** 4.8: a unit that begins three or more hexes from every enemy unit (never a disrupted one). */
export function beginsInMarchOrder(m: Mover, firstHex: number): boolean {
  // A unit going on after a Disengagement Check was in an enemy ZOC: never in March Order.
  if (m.disrupted || m.continuing !== null) return false;
  const begin = m.start >= 0 ? m.start : firstHex;
  return begin >= 0 && !m.grid.nearEnemy(begin);
}
