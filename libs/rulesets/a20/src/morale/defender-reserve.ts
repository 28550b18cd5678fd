import { Emitter, isViolation, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import { fight } from '../combat/combat';
import { attackOdds } from '../combat/attack';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { sideOf } from '../queries';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { spend } from './spending';

/**
 * N12.0 the defender's reserve ("declared by attacker then defender before the die",
 * `tables.json` morale.spending reserve; provenance: reconstruction): once the attacker has
 * declared a battle (and his own reserve), the defender may spend a Morale Point for -1 to the
 * battle's differential. Offered only when the defending army may spend (never its last point);
 * the battle is then the defender's pending decision (`DefenderReserve`), answered by
 * `CommitReserve`, and the die is rolled with the answer. Countercharges (N8.1) are fought at
 * once, with no defender's reserve.
 */
export function offerReserve(
  state: A20State,
  command: CommandOf<'Attack'>,
  attackerReserve: boolean,
): A20Event[] | null {
  const side = sideOf({ id: command.defender });
  if (state.morale[side] <= 1) return null;
  return [
    {
      type: 'ReserveOffered',
      side,
      attackers: [...command.attackers],
      defender: command.defender,
      attackerReserve,
    },
  ];
}

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
