import type { Dice, Emitter, LegalAction } from '@pratzen/engine';
import type { A20Command } from '../commands';
import { counter } from '../data/counters';
import type { A20Event, EventOf } from '../events';
import { onMap, sideOf } from '../queries';
import type { A20State } from '../state';
import { SIDES, type CombatResult } from '../vocabulary';
import { breakUnit, retreat, retreatRoutes } from './retreat';

type Em = Emitter<A20State, A20Event>;

/** One retreat still to be made: the unit, rout (N9.6) or withdrawal (N9.8.1), and its case. */
export type QueuedRetreat = EventOf<'RetreatOffered'>['queue'][number];

/**
 * What follows once every retreat of a result is made: the victor's advance (N9.9), the end of
 * the Movement Phase (X9.81 Threat), the opening of the Movement Phase after a card (The Ice
 * Cracks, N5.0), or nothing more (a battle the attacker lost: AR, AW).
 */
export type AfterRetreats = EventOf<'RetreatOffered'>['then'];

/** The battle (or none: the ice) the retreats come from. */
export interface RetreatCause {
  readonly attackers: readonly string[];
  readonly result: CombatResult | null;
  readonly then: AfterRetreats;
}

/** N12.0: an army at 0 Morale Points ends the game: no choice is asked any more. */
const gameEnding = (state: A20State): boolean => SIDES.some((s) => state.morale[s] <= 0);

/**
 * N9.8.6 (X9.86): each retreating unit's owner chooses the LOC hex and path of its retreat among
 * `retreatRoutes` — his pending decision (`Retreat`), answered by `ChooseRetreat` — whoever the
 * unit is: a battle's defender (DR, DW) or attackers (AR, AW), a countercharge's (N8.1), units
 * Routed by the ice (X9.81). The units retreat one after another in `queue`'s order: a rout's
 * distance is rolled (N9.6, Elite -2) and its Morale Point lost when its turn comes; a unit with
 * one route or none, or any retreat once an army is at 0 Morale Points, goes at once by the
 * rules' preference (retreat.ts). A unit face down to the enemy when it is routed (the ice, X9.81,
 * rolls for it before turning it up) is offered even its one route: its hazard dice are then
 * rolled with its owner's answer, not with the enemy's command (README "Dice counts"). Returns
 * true when a choice is pending (`RetreatOffered`, which carries the units still to retreat and
 * what follows them).
 */
export function runRetreats(
  em: Em,
  queue: readonly QueuedRetreat[],
  cause: RetreatCause,
  dice: Dice,
): boolean {
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i] as QueuedRetreat;
    const u = onMap(em.state, q.unitId);
    if (u === undefined || u.hex === null) continue;
    const rout = q.kind === 'rout';
    if (rout && u.routed) {
      breakUnit(em, q.unitId, q.rule, 'routed again');
      continue;
    }
    const die = rout ? dice.roll('N9.6 rout distance') : null;
    const distance = die === null ? 1 : Math.max(1, die - (counter(q.unitId).elite.rout ? 2 : 0));
    const side = sideOf(u);
    if (rout)
      em.emit({ type: 'MoraleChanged', side, points: -1, reason: 'unit-routs', rule: q.rule });
    const routes = retreatRoutes(em.state, q.unitId, distance);
    // N16.1: a face-down unit's retreat is always its owner's to make, so that the dice of the
    // command that routed it (its hazards follow its distance, its Elite flag) tell nothing
    const faceDown = em.state.fog.hidden.some((h) => h.unitId === q.unitId);
    if (routes.length === 0 || (routes.length === 1 && !faceDown) || gameEnding(em.state)) {
      retreat(em, q.unitId, distance, q.kind, die, dice);
      continue;
    }
    em.emit({
      type: 'RetreatOffered',
      side,
      unitId: q.unitId,
      kind: q.kind,
      die,
      distance,
      routes: routes.map((r) => ({ loc: r.loc, path: [...r.path] })),
      attackers: [...cause.attackers],
      result: cause.result,
      queue: queue.slice(i + 1).map((x) => ({ ...x })),
      then: cause.then,
    });
    return true;
  }
  return false;
}

/** N9.8.6: a battle's result that retreats units (N9.5): the defender, or every live attacker. */
export function battleRetreats(
  em: Em,
  result: CombatResult,
  attackers: readonly string[],
  defender: string,
  dice: Dice,
): boolean {
  const live = attackers.filter((id) => onMap(em.state, id) !== undefined);
  const queue: QueuedRetreat[] =
    result === 'DR' || result === 'DW'
      ? [{ unitId: defender, kind: result === 'DR' ? 'rout' : 'withdraw', rule: 'N9.6' }]
      : live.map((unitId) => ({
          unitId,
          kind: result === 'AR' ? ('rout' as const) : ('withdraw' as const),
          rule: 'N9.6',
        }));
  const then = result === 'DR' || result === 'DW' ? 'advance' : 'none';
  return runRetreats(em, queue, { attackers, result, then }, dice);
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
