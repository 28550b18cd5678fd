import { Emitter, type Dice } from '@pratzen/engine';
import { demoralizationEvents } from '../effects';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { disengage } from './disengagement';
import { label } from './hex-graph';
import type { MovePlan } from './move-plan';
import { allowance } from './mover';

/**
 * Carries out a checked move hex by hex, in chronological order. A move without Disengagement
 * Checks is one UnitMoved. A check (4.6, on leaving a hex in an enemy ZOC) splits the move into
 * legs: the hexes entered before the hex being left (one UnitMoved, if any), the
 * DisengagementChecked, then the rest. On a "1":
 * - an undisrupted unit enters the next hex (the end of its leg) and the move stops there with a
 *   DisengagementLossRequested: the player chooses a CSP (the unit may then go on with the MP it
 *   has left, a new MoveUnit) or disruption (it stops there); the rest of `path` is not moved;
 * - a disrupted unit can only lose a CSP (it cannot be disrupted again), and goes on at once
 *   unless that eliminates it (then it stops where it was).
 * Every leg has the move's March Order flag; only the first leg of a reinforcement is `entered`,
 * only the last leg of an exit is `exited`.
 */
export function executeMove(state: SpiState, plan: MovePlan, dice: Dice): readonly SpiEvent[] {
  const em = new Emitter<SpiState, SpiEvent>(state, evolve);
  const m = plan.mover;
  const limit = allowance(m, plan.marchOrder);
  let spent = 0;
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
    let ask = false;
    if (s.disengage) {
      flush(false);
      if (disengage(em, m, s.from, s.to, dice)) {
        if (!m.disrupted) ask = true;
        else {
          em.emit({
            type: 'StrengthLost',
            unitId: m.unitId,
            csp: 1,
            rule: '4.6',
            cause: 'disengagement',
          });
          em.emit(...demoralizationEvents(em.state, [m.side]));
          if (unit(em.state, m.unitId)?.location !== 'map') return em.events;
        }
      }
    }
    legMp += s.weight;
    spent += s.weight;
    if (s.to >= 0) leg.push(label(s.to));
    if (s.to < 0 || ask) flush(s.to < 0);
    if (ask) {
      em.emit({
        type: 'DisengagementLossRequested',
        decision: {
          type: 'TakeDisengagementLoss',
          side: m.side,
          rule: '4.6',
          prompt: `${m.unitId} rolled a 1 on leaving ${label(s.from)}: lose one CSP (and go on moving) or become disrupted (and stop).`,
          unitId: m.unitId,
          hex: s.to >= 0 ? label(s.to) : null,
          mpLeft: s.to >= 0 ? limit - spent : 0,
          options: ['strength', 'disrupt'],
        },
      });
      return em.events;
    }
    if (s.to < 0) return em.events;
  }
  flush(false);
  return em.events;
}
