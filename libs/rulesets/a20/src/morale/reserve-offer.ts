import type { CommandOf } from '../commands';
import type { A20Event } from '../events';
import { sideOf } from '../queries';
import type { A20State } from '../state';

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
