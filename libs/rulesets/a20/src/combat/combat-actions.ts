import { isViolation, type LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { A20Command } from '../commands';
import { foggy, phasingOnMap, sideOf, unitsAt } from '../queries';
import type { A20State } from '../state';
import { attackOdds } from './attack';

type Action = LegalAction<A20Command>;

/**
 * N9.1: each enemy unit may be attacked by each eligible neighbour alone, or by all of them
 * (alone only in fog, X16.8).
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
  for (const [defender, attackers] of targets) {
    const together = attackers.length > 1 && !foggy(state); // X16.8: selective attacks only
    const groups = together ? [...attackers.map((a) => [a]), attackers] : attackers.map((a) => [a]);
    for (const g of groups) {
      const odds = attackOdds(state, g, defender);
      if (!isViolation(odds))
        out.push({
          command: { type: 'Attack', attackers: g, defender },
          rule: 'N9.1',
          differential: odds.differential,
        });
    }
  }
  return out;
}
