import { isViolation, type RuleViolation } from '@pratzen/engine';
import { counter } from '../data/counters';
import { unitsAt } from '../queries';
import { breach } from '../violations';
import { STACKING_LIMIT } from '../vocabulary';
import { hexIndex, label, neighborSlot } from './hex-graph';
import type { MovementCommand } from './movement-commands';
import { allowance, beginsInMarchOrder, moverFor, type Mover } from './mover';
import { Block, blocked, entryWeight, exitWeight, needsDisengagement, stepWeight } from './step';

type MoveUnit = Extract<MovementCommand, { type: 'MoveUnit' }>;

/*
 * Interpretations (the ruleset README lists them all):
 * - 4.4: a unit may end its move in a friendly hex over the stacking limit; the limit is checked
 *   at the end of the Movement Phase (stacking.ts), when the enemy chooses the losses.
 * - 9.1: an entering reinforcement pays 1 MP for its entry hex in lieu of the hex's terrain.
 * - 9.2: "could be met" counts only the friendly units in the final hex that can no longer leave.
 * - 4.8: a reinforcement "begins" its move in its entry hex for March Order.
 * - 7.0: a disrupted unit's allowance is two hexes whatever their MP cost (terrain prohibitions
 *   and 4.3 still apply); its UnitMoved.mpSpent counts hexes. Leaving the map counts as a hex.
 */

/** One step of a checked move. `to` is -1 when the unit leaves the map (4.7). */
export interface PlannedStep {
  readonly from: number;
  readonly to: number;
  /** What it weighs: MP, or 1 hex for a disrupted unit. */
  readonly weight: number;
  /** 4.6: the hex left is in an enemy ZOC. */
  readonly disengage: boolean;
}

/** A MoveUnit found legal before any die is rolled. */
export interface MovePlan {
  readonly mover: Mover;
  readonly steps: readonly PlannedStep[];
  readonly exitMap: boolean;
  readonly marchOrder: boolean;
  readonly spent: number;
}

/**
 * 9.2: a reinforcement may not be placed so that the stacking limit could not be met at the end
 * of the phase: the CSP of friendly units in `hex` that can no longer leave it (they have moved,
 * or cannot move) plus its own must not exceed the limit. Other units may still move away.
 */
export function entryStackingOk(m: Mover, hex: number): boolean {
  let fixed = m.strength;
  let others = 0;
  for (const u of unitsAt(m.state, label(hex))) {
    if (m.state.marks.moved.includes(u.id) || counter(u.id).movement <= 0) {
      fixed += u.strength;
      others += 1;
    }
  }
  return others === 0 || fixed <= STACKING_LIMIT;
}

/** 4.8: the unit begins three or more hexes from every enemy unit and enters none closer. */
export function inMarchOrder(m: Mover, hexes: readonly number[]): boolean {
  if (!beginsInMarchOrder(m, hexes[0] ?? -1)) return false;
  for (const h of hexes) if (m.grid.nearEnemy(h)) return false;
  return true;
}

/** The rule case a too-expensive step breaks: 4.5 when its ZOC cost tips it over, 4.2 terrain, else 4.1. */
function overspendRule(m: Mover, s: PlannedStep, spent: number, limit: number): string {
  if (s.to < 0) return '4.7';
  const zoc = m.grid.zoc(s.to) > 0 ? 1 : 0;
  const zocCost = zoc + (s.disengage ? 2 : 0);
  if (zocCost > 0 && spent - zocCost <= limit) return '4.5';
  return s.weight - zocCost > 1 ? '4.2' : '4.1';
}

function walk(m: Mover, path: readonly string[]): PlannedStep[] | RuleViolation {
  const steps: PlannedStep[] = [];
  let from = m.start;
  for (const [i, hex] of path.entries()) {
    const to = typeof hex === 'string' ? hexIndex(hex) : -1;
    if (to < 0) {
      return breach('UNKNOWN_HEX', '2.1', `${String(hex)} is not a hex of the map`, {
        hex,
        index: i,
      });
    }
    if (from < 0) {
      const w = entryWeight(m, to);
      if (w < 0) return blocked(w, { hex, index: i }, true);
      steps.push({ from, to, weight: w, disengage: false });
    } else {
      const k = neighborSlot(from, to);
      const w = k < 0 ? Block.notAdjacent : stepWeight(m, from, k);
      if (w < 0) return blocked(w, { from: label(from), hex, index: i });
      steps.push({ from, to, weight: w, disengage: needsDisengagement(m, from) });
    }
    from = to;
  }
  return steps;
}

/** Checks a MoveUnit against every movement rule; no die is rolled here. */
export function planMove(
  command: MoveUnit,
  mover: Mover | RuleViolation,
): MovePlan | RuleViolation {
  if (isViolation(mover)) return mover;
  const m = mover;
  const path: readonly unknown[] = Array.isArray(command.path) ? command.path : [];
  const exitMap = command.exitMap === true;
  if (path.length === 0 && (!exitMap || m.start < 0)) {
    return breach('EMPTY_PATH', '4.0', 'a move needs at least one hex to enter', {
      unitId: m.unitId,
    });
  }
  const walked = walk(m, path as readonly string[]);
  if (isViolation(walked)) return walked;
  const steps = walked;
  const last = steps[steps.length - 1]?.to ?? m.start;
  if (exitMap) {
    const w = exitWeight(m, last);
    if (w < 0) return blocked(w, { hex: label(last) });
    steps.push({ from: last, to: -1, weight: w, disengage: needsDisengagement(m, last) });
  }
  const entered: number[] = [];
  for (const s of steps) if (s.to >= 0) entered.push(s.to);
  const marchOrder = inMarchOrder(m, entered);
  const limit = allowance(m, marchOrder);
  let spent = 0;
  for (const [i, s] of steps.entries()) {
    spent += s.weight;
    if (spent > limit) {
      const details = { unitId: m.unitId, spent, allowance: limit, marchOrder, index: i };
      if (m.disrupted) {
        return breach(
          'DISRUPTED_MOVE_LIMIT',
          '7.0',
          `a disrupted unit moves at most ${limit} hexes`,
          details,
        );
      }
      const rule = overspendRule(m, s, spent, limit);
      return breach(
        'INSUFFICIENT_MP',
        rule,
        `${m.unitId} would spend ${spent} MP of ${limit} at step ${i + 1}`,
        {
          unitId: m.unitId,
          spent,
          allowance: limit,
          marchOrder,
          index: i,
        },
      );
    }
  }
  if (m.start < 0 && !exitMap && !entryStackingOk(m, last)) {
    return breach(
      'ENTRY_OVERSTACK',
      '9.2',
      `${m.unitId} may not be placed where the stacking limit could not be met`,
      {
        hex: label(last),
      },
    );
  }
  return { mover: m, steps, exitMap, marchOrder, spent };
}

/** 4.0 MoveUnit's first checks, then the path. */
export function checkMove(state: Mover['state'], command: MoveUnit): MovePlan | RuleViolation {
  return planMove(command, moverFor(state, command.unitId));
}
