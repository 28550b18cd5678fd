import type { LegalAction } from '@pratzen/engine';
import { isViolation } from '@pratzen/engine';
import { withinGap } from '@pratzen/geometry';
import type { AtwCommand } from '../commands';
import { allowanceOf } from '../data/tables';
import { mayMove, planMove } from '../movement/move';
import { unitRing } from '../footprint';
import type { AtwState } from '../state';
import { activeSide } from '../sequence/turn';
import { attackProblem, touchedBy } from './attack-move';
import { isShaken } from './steady';
import { mayReinforce, reinforcedBy } from '../combat/reinforce';

/**
 * 14: the attacks the active side may make now: for each unit that may move and attack, each
 * enemy within its allowance that a straight `contact` move reaches and may attack (the same
 * checks `decide` makes). Wheels and obliques before the contact are left to the client.
 */
export function attackActions(state: AtwState): LegalAction<AtwCommand>[] {
  if (state.phase !== 'move' || state.reaction !== null) return [];
  const out: LegalAction<AtwCommand>[] = [];
  const side = activeSide(state);
  for (const u of state.units) {
    if (u.side !== side || mayMove(state, u) !== null) continue;
    if (u.arm === 'artillery' || u.formation === 'square' || isShaken(u)) continue;
    const reach = allowanceOf(u.type, u.formation, u.grade) ?? 0;
    const ring = unitRing(state.table, u);
    for (const t of state.units) {
      // 17.8 (optional): a cavalry friend's attack reinforced from behind
      const friend = t.side === side && mayReinforce(state, u, t);
      if ((t.side === side && !friend) || !withinGap(ring, unitRing(state.table, t), reach))
        continue;
      const command: AtwCommand = {
        type: 'MoveUnit',
        unitId: u.id,
        steps: [{ kind: 'contact', unitId: t.id }],
      };
      const plan = planMove(state, command);
      if (isViolation(plan)) continue;
      const touches = touchedBy(state, u, plan.final);
      if (friend) {
        if (touches.length > 0 || reinforcedBy(state, u, plan.final)?.id !== t.id) continue;
      } else if (touches.length === 0) continue;
      if (attackProblem(state, u, command.steps, touches) !== null) continue;
      out.push({ command });
    }
  }
  return out;
}

/** 10-2b: the awaited reaction's answers. */
export function reactionActions(state: AtwState): LegalAction<AtwCommand>[] {
  const p = state.reaction;
  if (p === null) return [];
  return p.options.map((choice) => ({ command: { type: 'React', unitId: p.unitId, choice } }));
}
