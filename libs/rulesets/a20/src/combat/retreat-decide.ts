import { Emitter, type Dice } from '@pratzen/engine';
import type { CommandOf } from '../commands';
import { toMovement } from '../deck/deck';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { onMap } from '../queries';
import { endMovementPhase } from '../sequence/end-phase';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { offerAdvance } from './advance';
import { retreat } from './retreat';
import { runRetreats } from './retreat-choice';

/**
 * N9.8.6: the owner's chosen route; the retreat is carried out (its hazard dice rolled along
 * it), then the units of the same result still to retreat (each its owner's choice in turn),
 * then what follows them: the victor's advance (N9.9), the Movement Phase's end (X9.81 Threat)
 * or its opening (The Ice Cracks, N5.0).
 */
export function decideChooseRetreat(
  state: A20State,
  command: CommandOf<'ChooseRetreat'>,
  dice: Dice,
): A20Decision {
  const p = state.pending;
  if (p?.type !== 'Retreat')
    return reject('NOTHING_PENDING', 'N9.8.6', 'no retreat waits for its path');
  const key = command.path.join(' ');
  const route = p.routes.find((r) => r.path.join(' ') === key);
  if (route === undefined)
    return reject(
      'NOT_A_RETREAT_ROUTE',
      'N9.8.6',
      'the path must be one of the routes offered (each hex nearer one LOC hex)',
    );
  const from = onMap(state, p.unitId)?.hex ?? '';
  const em = new Emitter<A20State, A20Event>(state, evolve);
  em.emit({ type: 'RetreatChosen', side: p.side, unitId: p.unitId, loc: route.loc });
  retreat(em, p.unitId, p.distance, p.kind, p.die, dice, route);
  const cause = { attackers: p.attackers, result: p.result, then: p.then };
  if (runRetreats(em, p.queue, cause, dice)) return { ok: true, events: em.events };
  if (p.then === 'advance' && p.result !== null)
    offerAdvance(em, p.result, p.attackers, p.unitId, from);
  if (p.then === 'end-movement') endMovementPhase(em);
  if (p.then === 'open-movement') toMovement(em);
  return { ok: true, events: em.events };
}
