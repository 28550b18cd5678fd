import type { RuleViolation } from '@pratzen/engine';
import {
  type Ring,
  boxOf,
  convexOverlap,
  disjoint,
  footprintRing,
  mmToTicks,
  rotate,
  vectorAdd,
} from '@pratzen/geometry';
import { allowanceOf } from '../data/tables';
import { unitRing } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import type { UnitPassedThrough } from './events';
import { MOVE, type Plan, partsOf } from './programme';

/**
 * 12.12 interpenetration. A unit may move through friendly units: at quarter speed over each
 * friend's depth (a 1.5"-deep friend costs 6" of the move: its depth charged ×4, that is 3 × its
 * depth on top of the ticks the path already pays), or at full speed with both units disordered
 * (`interpenetration: "disorder"`).
 *
 * - 12.12-1: the friend passed through must stay where it is this turn: one that has moved is an
 *   obstacle; afterwards it may not move (`PASSED_THROUGH`) nor fire (it counts as having fired).
 * - 12.12-2: never through a unit in contact with the enemy.
 * - 12.12-3: skirmishers are no obstacle and pay nothing: a skirmishing mover or friend passes
 *   freely, with no cost, no disorder and no restriction on the friend (README I-48).
 * - 12.12-4 (retreats pass friends freely) is the retreat search's (15).
 * - 12.12-5: limbers are no obstacle, gun models are: a limbered battery (a limber with its gun
 *   behind it, footprint.ts) is passed through only where the path crosses its gun's base, charged
 *   that base's depth; a path across its limber alone passes freely (README I-62).
 * - A move may not end on a friend: the final footprint overlaps no other unit.
 */
export type PassMode = 'quarter-speed' | 'disorder';

/**
 * 12.12-5: the part of friend `o` that obstructs a passage: a limbered battery's gun base (the
 * rear of its footprint, behind the limber); any other unit's whole footprint.
 */
export function obstacleOf(state: AtwState, o: UnitState): { ring: Ring; depth: number } {
  if (o.arm !== 'artillery' || o.formation !== 'limbered' || o.block !== null)
    return { ring: unitRing(state.table, o), depth: o.depth };
  const gun = Math.min(o.depth, mmToTicks(o.depthMm));
  const back = vectorAdd({ x: o.x, y: o.y }, rotate({ x: 0, y: gun - o.depth }, o.facing));
  return {
    ring: footprintRing({ position: back, facing: o.facing, width: o.width, depth: gun }),
    depth: gun,
  };
}

/** 12.12: ticks of allowance one friend of depth `depth` costs on top of the path's own. */
export const passSurcharge = (depth: number): number => 3 * depth;

const skirmishing = (u: Pick<UnitState, 'formation'>) => u.formation === 'skirmish';

/** 12.12-3: `o` is no obstacle to `u` (either skirmishes). */
export const passesFreely = (u: UnitState, o: UnitState): boolean =>
  skirmishing(u) || skirmishing(o);

/** 12.12-1/2: why friend `o` may not be passed through, or null (an enemy always blocks: 14). */
export function passProblem(state: AtwState, u: UnitState, o: UnitState): string | null {
  if (o.side !== u.side) return '12.12';
  if (passesFreely(u, o)) return null;
  if (state.engagements.some((e) => e.attackerId === o.id || e.defenderId === o.id))
    return '12.12-2';
  if (o.moved) return '12.12-1';
  return null;
}

export interface Passage {
  /** The close-order friends the path crosses (skirmishers pass freely: not listed). */
  readonly friends: readonly UnitState[];
  /** Parts of a move added (quarter speed), 0 when the units are disordered instead. */
  readonly surcharge: number;
  readonly mode: PassMode;
}

/** 12.12: the friends `plan`'s path passes through, what it costs, or why it may not. */
export function passageOf(
  state: AtwState,
  u: UnitState,
  plan: Plan,
  mode: unknown,
): Passage | RuleViolation {
  if (mode !== undefined && mode !== 'quarter-speed' && mode !== 'disorder')
    return refuse('INVALID_STEP', '12.12', 'interpenetration is quarter-speed or disorder');
  const how: PassMode = mode === 'disorder' ? 'disorder' : 'quarter-speed';
  const friends = state.units.filter((o) => {
    if (o.id === u.id || o.side !== u.side || passesFreely(u, o)) return false;
    // 12.12-5: a limbered battery's limber is no obstacle, its gun is
    const { ring } = obstacleOf(state, o);
    const box = boxOf(ring);
    return plan.sweeps.some((r) => !disjoint(boxOf(r), box) && convexOverlap(r, ring));
  });
  if (friends.length === 0 || how === 'disorder') return { friends, surcharge: 0, mode: how };
  const allowance = allowanceOf(u.type, u.formation, u.grade) ?? 0;
  const surcharge = friends.reduce(
    (t, o) => t + partsOf(passSurcharge(obstacleOf(state, o).depth), allowance),
    0,
  );
  if (plan.used + surcharge > MOVE)
    return refuse(
      'TOO_FAR',
      '12.12',
      `${u.id}'s move costs more than its allowance passing through ${friends.map((f) => f.id).join(', ')} at quarter speed`,
      { used: (plan.used + surcharge) / MOVE },
    );
  return { friends, surcharge, mode: how };
}

/** 12.12: the friends' `UnitPassedThrough` events. */
export const passedEvents = (u: UnitState, p: Passage): UnitPassedThrough[] =>
  p.friends.map((o) => ({
    type: 'UnitPassedThrough',
    unitId: o.id,
    by: u.id,
    order: p.mode === 'disorder' || o.disordered ? 'disordered' : 'steady',
    rule: '12.12',
  }));
