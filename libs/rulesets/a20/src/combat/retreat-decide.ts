import { Emitter, type Dice } from '@pratzen/engine';
import type { CommandOf } from '../commands';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { onMap } from '../queries';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { offerAdvance } from './advance';
import { retreat } from './retreat';

/** N9.8.6: the owner's chosen route; the retreat is carried out, then the victor may advance. */
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
  offerAdvance(em, p.result, p.attackers, p.unitId, from);
  return { ok: true, events: em.events };
}
