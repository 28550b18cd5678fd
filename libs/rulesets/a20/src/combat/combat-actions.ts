import { isViolation, type LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { A20Command } from '../commands';
import { foggy, phasingOnMap, sideOf, unitsAt } from '../queries';
import type { A20State } from '../state';
import { attackOdds } from './attack';
import { plannedBattle, strandedBy } from './duty';
import { cannotSpend } from '../morale/spending';

type Action = LegalAction<A20Command>;

const key = (ids: readonly string[]): string => [...ids].sort().join(' ');

/**
 * N9.1: each enemy unit may be attacked by each eligible neighbour alone, or by all of them
 * (alone only in fog, X16.8); N7.3: only battles that keep every duty to attack within reach,
 * and always one battle of a plan meeting the most duties.
 */
export function attackOptions(state: A20State): Action[] {
  const out: Action[] = [];
  const targets = new Map<string, string[]>();
  for (const u of phasingOnMap(state)) {
    if (u.hex === null || u.routed || state.marks.attacked.includes(u.id)) continue;
    for (const n of BOARD.neighbors.get(u.hex) ?? [])
      for (const e of unitsAt(state, n))
        if (sideOf(e) !== state.side && !state.marks.defended.includes(e.id))
          targets.set(e.id, [...(targets.get(e.id) ?? []), u.id]);
  }
  const battles: [string[], string][] = [];
  for (const [defender, attackers] of targets) {
    const together = attackers.length > 1 && !foggy(state); // X16.8: selective attacks only
    const groups = together ? [...attackers.map((a) => [a]), attackers] : attackers.map((a) => [a]);
    for (const g of groups) battles.push([g, defender]);
  }
  const planned = plannedBattle(state);
  if (
    planned !== null &&
    !battles.some(([g, d]) => d === planned.defender && key(g) === key(planned.attackers))
  )
    battles.push([planned.attackers, planned.defender]);
  const reserve = cannotSpend(state, state.side) === null; // N12.0: +1 for a Morale Point
  for (const [g, defender] of battles) {
    const odds = attackOdds(state, g, defender);
    if (isViolation(odds) || strandedBy(state, g, defender) !== null) continue;
    const command = { type: 'Attack', attackers: g, defender } as const;
    out.push({ command, rule: 'N9.1', differential: odds.differential });
    if (reserve)
      out.push({
        command: { ...command, reserve: true },
        rule: 'N12.0',
        differential: odds.differential + 1,
      });
  }
  return out;
}
