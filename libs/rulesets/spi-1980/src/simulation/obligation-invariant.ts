import { BOARD } from '../data/board';
import { planAttack } from '../combat/attack-validation';
import { freeOf, obligationSearch } from '../combat/obligation-problem';
import { hasPhasingUnitInZoc, readyAttackers } from '../combat/participants';
import type { SpiEvent } from '../events';
import { inEnemyZoc, occupancy, sideOf, unitsAt } from '../queries';
import type { SpiState } from '../state';

/**
 * The property tests' check of 5.1, written apart from the ObligationSearch: no phase ends with a
 * player-caused unmet obligation. An obligation is "meetable" when one attacker alone could make
 * an attack meeting it (planAttack, the command's own checks). A declaration strands one when it
 * was meetable before and is not after (and the attack did not meet it); a Combat Phase may end
 * only when nothing is meetable. Obligations that combat results made unmeetable are dissolved.
 */

const open = (s: SpiState): SpiState => ({ ...s, combat: null, pending: null });

const legal = (s: SpiState, attacker: string, hex: string): boolean =>
  !(
    'kind' in
    planAttack(s, {
      type: 'Attack',
      attackers: [attacker],
      defenders: unitsAt(s, hex).map((u) => u.id),
    })
  );

const ring2 = (hex: string): string[] => [
  ...new Set(
    (BOARD.neighbors.get(hex) ?? []).flatMap((n) => [n, ...(BOARD.neighbors.get(n) ?? [])]),
  ),
];

/** The obligations meetable by a single attacker's attack, as "attack:<id>" and "defend:<id>". */
export function meetableObligations(state: SpiState): Set<string> {
  const s = open(state);
  const out = new Set<string>();
  const ready = readyAttackers(s);
  for (const a of ready) {
    if (!inEnemyZoc(s, s.side, a.hex as string)) continue;
    const enemyHexes = (BOARD.neighbors.get(a.hex as string) ?? []).filter((h) =>
      unitsAt(s, h).some((u) => sideOf(u) !== s.side),
    );
    if (enemyHexes.some((h) => legal(s, a.id, h))) out.add(`attack:${a.id}`);
  }
  for (const [hex, units] of occupancy(s)) {
    const obliged = units.filter(
      (u) => sideOf(u) !== s.side && !s.marks.defended.includes(u.id) && hasPhasingUnitInZoc(s, u),
    );
    if (obliged.length === 0) continue;
    const near = new Set(ring2(hex));
    if (ready.some((a) => near.has(a.hex as string) && legal(s, a.id, hex)))
      for (const u of obliged) out.add(`defend:${u.id}`);
  }
  return out;
}

/** Problems of one event, given the state before and after it. */
export function obligationProblems(before: SpiState, after: SpiState, event: SpiEvent): string[] {
  if (event.type === 'PhaseEnded' && event.phase === 'combat') {
    const left = [...meetableObligations(before)];
    return left.length > 0 ? [`5.1 the Combat Phase ended with ${left.join(', ')} unmet`] : [];
  }
  if (event.type !== 'AttackDeclared') return [];
  // When combat results have already made the obligations impossible to meet together, the
  // rule asks for the most that can be met (the search's business): nothing to check here.
  const search = obligationSearch(open(before));
  const free = freeOf(before, search);
  const meetable = meetableObligations(before);
  if (search.best(free.a, free.t) < meetable.size) return [];
  const mine = new Set([
    ...event.attackers.map((id) => `attack:${id}`),
    ...event.defenders.map((id) => `defend:${id}`),
  ]);
  const still = meetableObligations(after);
  return [...meetable]
    .filter((o) => !mine.has(o) && !still.has(o))
    .map((o) => `5.1 the attack by ${event.attackers.join('+')} stranded ${o}`);
}
