import { Emitter, type Dice } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import type { SpiState } from '../state';
import { disengage, type DisengageLoss } from './disengagement';
import { label } from './hex-graph';
import type { MovePlan } from './move-plan';

/**
 * Carries out a checked move, in chronological order. A move without Disengagement Checks is
 * one UnitMoved. A check splits the move into legs: the hexes entered before the hex being left
 * (one UnitMoved, if any), the DisengagementChecked and its effects, then the rest of the move
 * (another UnitMoved). So a unit eliminated by a check stops where it was, and one disrupted by
 * it stops in the hex it entered on disengaging. Every leg has the move's March Order flag; only
 * the first leg of a reinforcement is `entered`, only the last leg of an exit is `exited`.
 */
export function executeMove(
  state: SpiState,
  plan: MovePlan,
  onLoss: DisengageLoss,
  dice: Dice,
): readonly SpiEvent[] {
  const em = new Emitter<SpiState, SpiEvent>(state, evolve);
  const m = plan.mover;
  let leg: string[] = [];
  let legMp = 0;
  let entered = m.start < 0;
  const flush = (exited: boolean): void => {
    if (leg.length === 0 && !exited) return;
    em.emit({
      type: 'UnitMoved',
      unitId: m.unitId,
      path: leg,
      mpSpent: legMp,
      marchOrder: plan.marchOrder,
      entered,
      exited,
    });
    entered = false;
    leg = [];
    legMp = 0;
  };
  for (const s of plan.steps) {
    let stop = false;
    if (s.disengage) {
      flush(false);
      const r = disengage(em, m, s.from, s.to, onLoss, dice);
      if (r === 'eliminated') return em.events;
      stop = r === 'stop';
    }
    legMp += s.weight;
    if (s.to < 0) {
      flush(true);
      return em.events;
    }
    leg.push(label(s.to));
    if (stop) break;
  }
  flush(false);
  return em.events;
}
