import type { Emitter, LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { halted } from '../deck/in-force';
import { inEnemyZoc, isNight, onMap, phasingOnMap, sideAt, sideOf } from '../queries';
import type { A20State } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { accept, reject, type A20Decision } from '../violations';

/**
 * N12.0 Army Morale Points spent (provenance: reconstruction, `tables.json` morale.spending): one
 * point buys +1 on one rally roll (N10.1 / N10.2), a forced march (+1 Movement Point to one unit
 * for one non-night Movement Phase) or a reserve (+1 to the differential of one of your
 * battles, declared with the attack). Committing the Elite (IG, Gd) is paid by the battle itself
 * (X2.0, combat.ts). An army may not spend its last point (at 0 it would quit, N12.0).
 */

export type MoraleUse = 'rally-bonus' | 'forced-march' | 'reserve';

/** The events of spending one Morale Point on `use` for `unitId`. */
export const spend = (side: Side, use: MoraleUse, unitId: string): A20Event[] => [
  { type: 'MoraleSpent', side, use, unitId },
  { type: 'MoraleChanged', side, points: -1, reason: use, rule: 'N12.0' },
];

/** N12.0: may `side` spend a point now? (null: yes) */
export function cannotSpend(state: A20State, side: Side): A20Decision | null {
  return state.morale[side] > 1
    ? null
    : reject('NOT_ENOUGH_MORALE', 'N12.0', 'an army may not spend its last Morale Point');
}

/** N10.1 / N10.2: the units whose rally roll a point may raise now (once each). */
function rallyTargets(state: A20State): string[] {
  if (state.phase !== 'rally') return [];
  return state.units
    .filter((u) => sideOf(u) === state.side && !state.marks.rallyBonus.includes(u.id))
    .filter(
      (u) =>
        (u.location === 'map' &&
          u.routed &&
          u.hex !== null &&
          !inEnemyZoc(state, sideOf(u), u.hex)) ||
        (u.location === 'broken' && isNight(state.turn)),
    )
    .map((u) => u.id);
}

/** N12.0: +1 on one rally roll (N10.1 in the Rally Phase, N10.2 at night). */
export function decideBoostRally(state: A20State, command: CommandOf<'BoostRally'>): A20Decision {
  if (state.phase !== 'rally')
    return reject('NOT_RALLY_PHASE', 'N10.1', 'a rally roll is raised in the Rally Phase');
  if (!rallyTargets(state).includes(command.unitId))
    return reject(
      'NO_RALLY_ROLL',
      'N10.1',
      `${command.unitId} makes no rally roll of yours this phase (or already has its bonus)`,
    );
  return cannotSpend(state, state.side) ?? accept(spend(state.side, 'rally-bonus', command.unitId));
}

/** N12.0: one unit gets +1 Movement Point this (non-night) Movement Phase, before it moves. */
export function decideForcedMarch(state: A20State, command: CommandOf<'ForcedMarch'>): A20Decision {
  if (isNight(state.turn))
    return reject('NO_FORCED_MARCH_AT_NIGHT', 'N12.0', 'no forced march in a Night turn');
  const u = onMap(state, command.unitId);
  if (u === undefined || sideOf(u) !== state.side)
    return reject('NOT_YOUR_UNIT', 'N12.0', `${command.unitId} is not a phasing unit on the map`);
  if (state.marks.moved.includes(u.id) || state.marks.forcedMarch.includes(u.id))
    return reject(
      'ALREADY_MOVED',
      'N12.0',
      `${u.id} has moved or already force-marches this phase`,
    );
  if (halted(state, u.id))
    return reject(
      'UNIT_HALTED',
      'N5.0',
      `${u.id} may not move this player turn (Weyrother's Disposition)`,
    );
  return cannotSpend(state, state.side) ?? accept(spend(state.side, 'forced-march', u.id));
}

/** N12.0: the spending options of the phase (forced marches, rally bonuses). */
export function spendingOptions(state: A20State, unitId?: string): LegalAction<A20Command>[] {
  if (cannotSpend(state, state.side) !== null) return [];
  const only = (id: string) => unitId === undefined || id === unitId;
  if (state.phase === 'rally')
    return rallyTargets(state)
      .filter(only)
      .map((id) => ({ command: { type: 'BoostRally', unitId: id }, rule: 'N12.0' }));
  if (state.phase !== 'movement' || isNight(state.turn)) return [];
  return phasingOnMap(state)
    .filter((u) => only(u.id) && !state.marks.moved.includes(u.id))
    .filter((u) => !state.marks.forcedMarch.includes(u.id) && !halted(state, u.id))
    .map((u) => ({ command: { type: 'ForcedMarch', unitId: u.id }, rule: 'N12.0' }));
}

/**
 * N12.0 blocked LOC (reconstruction, `tables.json` loc-blocked): at the end of each non-night
 * player turn, the phasing army loses a point if an enemy unit stands on one of its LOC hexes.
 */
export function blockedLoc(em: Emitter<A20State, A20Event>): void {
  const s = em.state;
  if (isNight(s.turn)) return;
  const enemy = enemyOf(s.side);
  if (BOARD.loc[s.side].some((h) => sideAt(s, h) === enemy))
    em.emit({
      type: 'MoraleChanged',
      side: s.side,
      points: -1,
      reason: 'loc-blocked',
      rule: 'N12.0',
    });
}
