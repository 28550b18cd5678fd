import type { Emitter, LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { halted } from '../deck/in-force';
import { onMap, sideOf, unitsAt } from '../queries';
import type { A20State, AdvanceCandidate } from '../state';
import type { CombatResult } from '../vocabulary';
import { accept, reject, type A20Decision } from '../violations';

/** N9.9.2: the results that make the attacker victorious (the defender retreats or Breaks). */
const VICTORIES: readonly CombatResult[] = ['DW', 'DR', 'DE'];

/** N9.9.3 (reconstruction): how many hexes of the retreat path a unit of each type may advance. */
export const ADVANCE_REACH: Readonly<Record<string, number>> = { infantry: 1, cavalry: 2 };

/**
 * N9.9.1: the retreat path: the defender's hex, then each hex it retreated through while it is
 * empty now (the path ends at a friend passed through, or where the unit broke). X9.81 (and its
 * reconstruction, README): the path stops before a pond.
 */
function retreatPath(em: Emitter<A20State, A20Event>, defender: string, hex: string): string[] {
  const retreat = em.events.find(
    (e): e is Extract<A20Event, { type: 'UnitRetreated' }> =>
      e.type === 'UnitRetreated' && e.unitId === defender,
  );
  const vacated = retreat === undefined ? [hex] : [retreat.from, ...retreat.path];
  const out: string[] = [];
  for (const h of vacated) {
    if (unitsAt(em.state, h).length > 0 || BOARD.terrain.get(h) === 'pond') break;
    out.push(h);
  }
  return out;
}

/** The hexes of `path` a unit may end its advance in: within its reach, and empty. */
function reachable(state: A20State, unitId: string, path: readonly string[]): string[] {
  const reach = ADVANCE_REACH[counter(unitId).type] ?? 0;
  return path.slice(0, reach).filter((h) => unitsAt(state, h).length === 0);
}

/**
 * N9.9.2: after a victory, offer the surviving, non-Routed, non-artillery attackers the retreat
 * path (an `AdvanceOffered` event: the victor's pending decision), when any may advance. A unit
 * named by Weyrother's Disposition may not move this player turn (N5.0): it does not advance.
 */
export function offerAdvance(
  em: Emitter<A20State, A20Event>,
  result: CombatResult,
  attackers: readonly string[],
  defender: string,
  defenderHex: string,
): void {
  if (!VICTORIES.includes(result)) return;
  const path = retreatPath(em, defender, defenderHex);
  const candidates: AdvanceCandidate[] = [];
  for (const unitId of attackers) {
    const u = onMap(em.state, unitId);
    if (u === undefined || u.routed) continue; // N9.9.2: survivors, not Routed
    if (halted(em.state, unitId)) continue; // N5.0 Weyrother's Disposition: it may not move
    const hexes = reachable(em.state, unitId, path); // artillery: reach 0 (N9.2)
    if (hexes.length > 0) candidates.push({ unitId, hexes });
  }
  // the victor: the phasing side, or the reacting side after a countercharge (N8.1)
  const side = sideOf({ id: attackers[0] ?? '' });
  if (candidates.length > 0) em.emit({ type: 'AdvanceOffered', side, path, candidates });
}

/** N9.9: the victor's options: each candidate into each hex it may reach, or no more advances. */
export function advanceOptions(state: A20State): LegalAction<A20Command>[] {
  const p = state.pending;
  if (p?.type !== 'Advance') return [];
  return [
    ...p.candidates.flatMap((c) =>
      c.hexes.map((hex): LegalAction<A20Command> => ({
        command: { type: 'Advance', unitId: c.unitId, hex },
        rule: 'N9.9',
      })),
    ),
    { command: { type: 'DeclineAdvance' }, rule: 'N9.9' },
  ];
}

/** N9.9.3: one unit advances along the retreat path into an offered hex (ignoring ZOC). */
export function decideAdvance(state: A20State, command: CommandOf<'Advance'>): A20Decision {
  const p = state.pending;
  if (p?.type !== 'Advance') return reject('NOTHING_PENDING', 'N9.9', 'no advance is offered');
  const c = p.candidates.find((x) => x.unitId === command.unitId);
  if (c === undefined)
    return reject('NOT_AN_ADVANCE_CANDIDATE', 'N9.9.2', `${command.unitId} may not advance`);
  if (!c.hexes.includes(command.hex))
    return reject(
      'NOT_ON_ADVANCE_PATH',
      'N9.9.3',
      `${command.unitId} may advance only into ${c.hexes.join(', ')}`,
    );
  const from = onMap(state, command.unitId)?.hex ?? '';
  const path = p.path.slice(0, p.path.indexOf(command.hex) + 1);
  return accept([{ type: 'UnitAdvanced', unitId: command.unitId, from, path }]);
}

/** N9.9: the victor advances no (more) units. */
export const decideDeclineAdvance = (): A20Decision => accept([{ type: 'AdvanceDeclined' }]);

/** N9.9 after `UnitAdvanced`: the others' offer, without the hex now taken and the unit itself. */
export function afterAdvance(state: A20State, unitId: string, hex: string): A20State {
  const p = state.pending;
  if (p?.type !== 'Advance') return state;
  const candidates = p.candidates
    .filter((c) => c.unitId !== unitId)
    .map((c) => ({ ...c, hexes: c.hexes.filter((h) => h !== hex) }))
    .filter((c) => c.hexes.length > 0);
  return { ...state, pending: candidates.length > 0 ? { ...p, candidates } : null };
}
