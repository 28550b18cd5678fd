import type { Dice, Emitter, LegalAction } from '@pratzen/engine';
import type { A20Command } from '../commands';
import { counter } from '../data/counters';
import type { A20Event } from '../events';
import { onMap, sideOf } from '../queries';
import type { A20State } from '../state';
import type { CombatResult } from '../vocabulary';
import { breakUnit, retreat, retreatRoutes } from './retreat';

type Em = Emitter<A20State, A20Event>;

/**
 * N9.8.6 (X9.86): the defender of a battle that routs or withdraws chooses, as its owner, the
 * LOC hex and path of its retreat among `retreatRoutes` — his pending decision (`Retreat`),
 * answered by `ChooseRetreat`; the hazard dice (N9.8.3, X9.81) are rolled along the chosen
 * path, then the victor's advance is offered (N9.9). Where there is one route or none, or the
 * rout's Morale Point ends the game, or for attackers and the ice (several units at once), the
 * retreat goes at once by the rules' preference (retreat.ts; README "Retreat path").
 */
export function defenderRetreats(
  em: Em,
  result: CombatResult,
  attackers: readonly string[],
  defender: string,
  dice: Dice,
): boolean {
  const u = onMap(em.state, defender);
  if (u === undefined || u.hex === null) return false;
  const rout = result === 'DR';
  if (rout && u.routed) {
    breakUnit(em, defender, 'N9.6', 'routed again');
    return false;
  }
  const die = rout ? dice.roll('N9.6 rout distance') : null;
  const distance = die === null ? 1 : Math.max(1, die - (counter(defender).elite.rout ? 2 : 0));
  const side = sideOf(u);
  if (rout)
    em.emit({ type: 'MoraleChanged', side, points: -1, reason: 'unit-routs', rule: 'N9.6' });
  const routes = retreatRoutes(em.state, defender, distance);
  const kind = rout ? 'rout' : 'withdraw';
  if (routes.length <= 1 || em.state.morale[side] <= 0) {
    retreat(em, defender, distance, kind, die, dice);
    return false;
  }
  em.emit({
    type: 'RetreatOffered',
    side,
    unitId: defender,
    kind,
    die,
    distance,
    routes: routes.map((r) => ({ loc: r.loc, path: [...r.path] })),
    attackers: [...attackers],
    result,
  });
  return true;
}

/** N9.8.6: the owner's options, one per route. */
export function retreatChoiceOptions(state: A20State): LegalAction<A20Command>[] {
  const p = state.pending;
  if (p?.type !== 'Retreat') return [];
  return p.routes.map((r) => ({
    command: { type: 'ChooseRetreat', path: [...r.path] },
    rule: 'N9.8.6',
  }));
}
