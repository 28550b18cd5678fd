import type { LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { COUNTERS, counter, counterOf } from '../data/counters';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { halted } from '../deck/in-force';
import { inEnemyZoc, onMap, phasingOnMap, sideOf, unit, unitsAt } from '../queries';
import type { A20State } from '../state';
import type { Side } from '../vocabulary';
import { accept, reject, type A20Decision } from '../violations';

/**
 * N16.7 Cadres (optional rule `cadres`; provenance: reconstruction, README N16.7). In his
 * Movement Phase a player may break an unmoved, unrouted infantry unit of strength 2+ down into
 * two Cadres (1-2), one in its hex and one in an empty adjacent hex, for a Morale Point (N16.7);
 * two Cadres of one parent, adjacent, unrouted, unmoved and outside enemy ZOC recombine into it
 * in the hex of the first, for a Morale Point back (16.7.2) — none for the IV/2 Cadres of X17.0
 * (their parent starts broken down). Breaking down or recombining is the units' move.
 */

export const cadresInPlay = (state: A20State): boolean => state.optionalRules.includes('cadres');

const isCadre = (id: string): boolean => id.includes('-cadre-');

/** The side's Cadre counters not in play (no parent), in manifest order. */
const freeCadres = (state: A20State, side: Side): string[] =>
  COUNTERS.filter((c) => c.side === side && isCadre(c.id))
    .map((c) => c.id)
    .filter((id) => unit(state, id)?.location === 'out' && state.cadreParents[id] === undefined);

const empty = (state: A20State, hex: string): boolean => unitsAt(state, hex).length === 0;

/** N16.7: why this unit may not break down, or null. */
function breakdownProblem(state: A20State, unitId: string): A20Decision | null {
  if (!cadresInPlay(state))
    return reject('CADRES_NOT_IN_PLAY', 'N16.7', 'Cadres are an optional rule not in this game');
  const u = onMap(state, unitId);
  if (u === undefined || sideOf(u) !== state.side)
    return reject('NOT_YOUR_UNIT', 'N16.7', `${unitId} is not a phasing unit on the map`);
  const c = counter(unitId);
  if (c.type !== 'infantry' || isCadre(unitId) || u.strength < 2 || u.routed)
    return reject(
      'CANNOT_BREAK_DOWN',
      'N16.7',
      `${unitId} is not an unrouted infantry unit of strength 2 or more`,
    );
  if (state.marks.moved.includes(unitId))
    return reject('ALREADY_MOVED', 'N16.7', `${unitId} has already moved this phase`);
  if (halted(state, unitId))
    return reject(
      'UNIT_HALTED',
      'N5.0',
      `${unitId} may not move this player turn (Weyrother's Disposition): breaking down is its move`,
    );
  if (freeCadres(state, state.side).length < 2)
    return reject('NO_FREE_CADRES', 'N16.7', 'two Cadre counters of your side are not free');
  if (state.morale[state.side] <= 1)
    return reject('NOT_ENOUGH_MORALE', 'N12.0', 'an army may not spend its last Morale Point');
  return null;
}

/** N16.7: break a unit down into two Cadres (its hex and `hex`), for a Morale Point. */
export function decideBreakDown(state: A20State, command: CommandOf<'BreakDown'>): A20Decision {
  const problem = breakdownProblem(state, command.unitId);
  if (problem !== null) return problem;
  const at = onMap(state, command.unitId)?.hex as string;
  if (!(BOARD.neighbors.get(at) ?? []).includes(command.hex) || !empty(state, command.hex))
    return reject(
      'NOT_A_CADRE_HEX',
      'N16.7',
      `${command.hex} is not an empty hex next to ${command.unitId}`,
      { hex: command.hex },
    );
  const cadres = freeCadres(state, state.side).slice(0, 2);
  const events: A20Event[] = [
    { type: 'UnitBrokeDown', unitId: command.unitId, cadres, hexes: [at, command.hex] },
    {
      type: 'MoraleChanged',
      side: state.side,
      points: -1,
      reason: 'cadre-breakdown',
      rule: 'N16.7',
    },
  ];
  return accept(events);
}

/** 16.7.2: why these two Cadres may not recombine, or null (their parent). */
function recombineProblem(state: A20State, a: string, b: string): A20Decision | string {
  const parent = state.cadreParents[a];
  // X3.0 step 4: the Standard set-up's Cadres recombine without the optional rule
  if (!cadresInPlay(state) && (parent === undefined || parent !== state.fog.brokenDown))
    return reject('CADRES_NOT_IN_PLAY', 'N16.7', 'Cadres are an optional rule not in this game');
  const [ua, ub] = [onMap(state, a), onMap(state, b)];
  if (a === b || parent === undefined || state.cadreParents[b] !== parent)
    return reject('NOT_ONE_PARENT', 'N16.7.2', `${a} and ${b} are not two Cadres of one unit`);
  if (ua === undefined || ub === undefined || sideOf(ua) !== state.side)
    return reject('NOT_YOUR_UNIT', 'N16.7.2', 'both Cadres must be phasing units on the map');
  if (!(BOARD.neighbors.get(ua.hex as string) ?? []).includes(ub.hex as string))
    return reject('CADRES_NOT_ADJACENT', 'N16.7.2', `${a} and ${b} are not adjacent`);
  for (const u of [ua, ub]) {
    if (u.routed || state.marks.moved.includes(u.id))
      return reject('CANNOT_RECOMBINE', 'N16.7.2', `${u.id} is Routed or has moved this phase`);
    if (inEnemyZoc(state, sideOf(u), u.hex as string))
      return reject('CANNOT_RECOMBINE', 'N16.7.2', `${u.id} is in an enemy ZOC`);
  }
  if (unit(state, parent)?.location !== 'out')
    return reject('CANNOT_RECOMBINE', 'N16.7.2', `${parent} is in play already`);
  return parent;
}

/** 16.7.2: two Cadres recombine into their parent in the first Cadre's hex. */
export function decideRecombine(state: A20State, command: CommandOf<'Recombine'>): A20Decision {
  const [a, b] = command.cadres;
  const parent = recombineProblem(state, a ?? '', b ?? '');
  if (typeof parent !== 'string') return parent;
  const hex = onMap(state, a as string)?.hex as string;
  // X17.0 (and X3.0 step 4): a parent that starts broken down gives no Morale Point
  const morale =
    counterOf(parent)?.setup[state.scenarioId].kind !== 'broken-down' &&
    parent !== state.fog.brokenDown;
  const events: A20Event[] = [
    { type: 'CadresRecombined', unitId: parent, cadres: [a as string, b as string], hex, morale },
  ];
  if (morale)
    events.push({
      type: 'MoraleChanged',
      side: state.side,
      points: 1,
      reason: 'cadres-recombine',
      rule: 'N16.7.2',
    });
  return accept(events);
}

/** N16.7: the breakdowns and recombinations the phasing player may make now. */
export function cadreOptions(state: A20State, unitId?: string): LegalAction<A20Command>[] {
  if (state.phase !== 'movement') return [];
  const out: LegalAction<A20Command>[] = [];
  // X3.0 step 4: the set-up's Cadres recombine even without the optional rule
  if (!cadresInPlay(state) && state.fog.brokenDown === null) return [];
  for (const u of cadresInPlay(state) ? phasingOnMap(state) : []) {
    if (u.hex === null || (unitId !== undefined && u.id !== unitId)) continue;
    if (breakdownProblem(state, u.id) === null)
      for (const hex of BOARD.neighbors.get(u.hex) ?? [])
        if (empty(state, hex))
          out.push({ command: { type: 'BreakDown', unitId: u.id, hex }, rule: 'N16.7' });
  }
  if (unitId !== undefined) return out;
  const cadres = Object.keys(state.cadreParents).filter((id) => onMap(state, id) !== undefined);
  for (const a of cadres)
    for (const b of cadres)
      if (a !== b && typeof recombineProblem(state, a, b) === 'string')
        out.push({ command: { type: 'Recombine', cadres: [a, b] }, rule: 'N16.7.2' });
  return out;
}
