import { Emitter, isViolation, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import { fight } from '../combat/combat';
import { attackOdds } from '../combat/attack';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { spend } from './spending';

/** N12.0: the defender commits a reserve (a Morale Point, -1 to the differential) or not. */
export function decideCommitReserve(
  state: A20State,
  command: CommandOf<'CommitReserve'>,
  dice: Dice,
): A20Decision {
  const p = state.pending;
  if (p?.type !== 'DefenderReserve')
    return reject('NOTHING_PENDING', 'N12.0', 'no battle waits for the defender’s reserve');
  const odds = attackOdds(state, p.attackers, p.defender, state.side);
  if (isViolation(odds)) return { ok: false, violation: odds };
  const em = new Emitter<A20State, A20Event>(state, evolve);
  em.emit({ type: 'ReserveAnswered', side: p.side, commit: command.commit });
  if (command.commit) em.emit(...spend(p.side, 'reserve', p.defender));
  const shift = (p.attackerReserve ? 1 : 0) - (command.commit ? 1 : 0);
  const d = fight(
    em.state,
    p,
    { ...odds, differential: odds.differential + shift },
    dice,
    state.side,
  );
  return { ok: true, events: [...em.events, ...d.events] };
}

/** N12.0: the defender's two answers. */
export function reserveOptions(state: A20State): LegalAction<A20Command>[] {
  if (state.pending?.type !== 'DefenderReserve') return [];
  return [true, false].map((commit) => ({
    command: { type: 'CommitReserve', commit },
    rule: 'N12.0',
  }));
}
