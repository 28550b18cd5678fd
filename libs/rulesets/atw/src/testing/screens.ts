/** Shared helpers of the screen specs (13.3, 13.4, 13.4.1). */
import { type Dice, seededDice, sideViewer } from '@pratzen/engine';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import { atw } from '../ruleset';
import type { AtwState, UnitState } from '../state';
import { unit } from './positions';

export const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
export const run = (s: AtwState, c: AtwCommand, dice: Dice = seededDice(1)) => {
  const d = decide(s, c, dice);
  return d.ok ? d.events : `${d.violation.code} ${d.violation.rule}`;
};
export const ok = (s: AtwState, c: AtwCommand, dice?: Dice): AtwState => {
  const r = run(s, c, dice);
  if (typeof r === 'string') throw new Error(r);
  return fold(s, r);
};
export const byId = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;
export const legalActions = (s: AtwState) => atw.legalActions(s, sideViewer('allied'));
export const detach = (unitId: string, figures: number, gap = 1): AtwCommand => ({
  type: 'DetachScreen',
  unitId,
  figures,
  gap,
});
export const move = (unitId: string, ...steps: MoveStep[]): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps,
});
/** A line of 12 files × 2 ranks (24 figures) facing north at (x, y). */
export const line = (id: string, x: number, y: number, more = {}) =>
  unit(id, x, y, 0, { type: 'light-infantry', formation: 'line', files: 12, figures: 24, ...more });
