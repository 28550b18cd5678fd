import { isViolation, type Dice, type LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import type { A20Command, CommandOf } from '../commands';
import { attackOdds } from '../combat/attack';
import { fight } from '../combat/combat';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { enemyZocUnits, inEnemyZoc, onMap, sideOf, unitsAt } from '../queries';
import type { A20State, ReactionPending, UnitState } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { accept, reject, type A20Decision } from '../violations';
import { halted } from '../deck/in-force';

/**
 * N8.0 Reaction Phase (provenance: reconstruction, README N8.0): after the phasing player's
 * Movement Phase the other player reacts. Each of his units may do one of: N8.1 countercharge (a
 * cavalry unit attacks one adjacent enemy unit alone, a battle with the cavalry as attacker) or
 * N8.3 disengage (a unit in an enemy ZOC moves one hex to a hex outside every enemy ZOC; infantry
 * cannot disengage from a cavalry ZOC). The phase is the reacting player's pending decision; it
 * ends when he sends EndPhase. No Reaction Phase at night (N13.0), and none when the reacting
 * player has no unit able to react (nothing to decide).
 */

type Action = LegalAction<A20Command>;

/** The side that reacts: the non-phasing player. */
export const reactingSide = (state: A20State): Side => enemyOf(state.side);

/** N8.0: the reacting player's pending decision. */
export const reactionPending = (side: Side): ReactionPending => ({
  type: 'Reaction',
  side,
  rule: 'N8.0',
  prompt: 'N8.0: countercharge with cavalry (N8.1), disengage (N8.3), or end the Reaction Phase',
});

/** N8.0: a unit takes at most one reaction a phase. */
const reacted = (state: A20State, id: string): boolean =>
  state.marks.moved.includes(id) || state.marks.attacked.includes(id);

/** The reacting side's units on the map that have not reacted yet. */
function reactors(state: A20State): UnitState[] {
  const side = reactingSide(state);
  return state.units.filter(
    (u) => u.location === 'map' && u.hex !== null && sideOf(u) === side && !reacted(state, u.id),
  );
}

/** N8.1: why this unit may not countercharge this enemy, or null. */
function counterchargeProblem(state: A20State, unitId: string) {
  const u = onMap(state, unitId);
  if (u === undefined || sideOf(u) !== reactingSide(state))
    return reject('NOT_YOUR_UNIT', 'N8.0', `${unitId} is not a reacting unit on the map`);
  if (counter(unitId).type !== 'cavalry')
    return reject('NOT_CAVALRY', 'N8.1', `${unitId} is not cavalry: only cavalry countercharges`);
  if (reacted(state, unitId))
    return reject('ALREADY_REACTED', 'N8.0', `${unitId} has already reacted this phase`);
  return null;
}

/** N8.3: the hexes a unit may disengage into (empty, next to it, outside every enemy ZOC). */
function disengageHexes(state: A20State, u: UnitState): string[] {
  if (u.hex === null) return [];
  const side = sideOf(u);
  return (BOARD.neighbors.get(u.hex) ?? []).filter(
    (n) => unitsAt(state, n).length === 0 && !inEnemyZoc(state, side, n),
  );
}

/** N8.3: why this unit may not disengage, or null. */
function disengageProblem(state: A20State, u: UnitState): A20Decision | null {
  if (u.hex === null || !inEnemyZoc(state, sideOf(u), u.hex))
    return reject('NOT_IN_ENEMY_ZOC', 'N8.3', `${u.id} is in no enemy ZOC: nothing to disengage`);
  const cavalry = enemyZocUnits(state, sideOf(u), u.hex).some(
    (e) => counter(e.id).type === 'cavalry',
  );
  if (counter(u.id).type === 'infantry' && cavalry)
    return reject(
      'CAVALRY_ZOC_HOLDS',
      'N8.3',
      `${u.id} is infantry in an enemy cavalry ZOC and may not disengage`,
    );
  return null;
}

/** N8.1: a reacting cavalry unit attacks one adjacent enemy unit alone. */
export function decideCountercharge(
  state: A20State,
  command: CommandOf<'Countercharge'>,
  dice: Dice,
): A20Decision {
  const problem = counterchargeProblem(state, command.unitId);
  if (problem !== null) return problem;
  const side = reactingSide(state);
  const odds = attackOdds(state, [command.unitId], command.defender, side);
  if (isViolation(odds)) return { ok: false, violation: odds };
  const battle = { attackers: [command.unitId], defender: command.defender };
  const charged: A20Event = {
    type: 'Countercharged',
    unitId: command.unitId,
    defender: command.defender,
  };
  const d = fight(evolve(state, charged), battle, odds, dice, side);
  return { ok: true, events: [charged, ...d.events] };
}

/** N8.3: a reacting unit in an enemy ZOC moves one hex out of every enemy ZOC. */
export function decideDisengage(state: A20State, command: CommandOf<'Disengage'>): A20Decision {
  const u = onMap(state, command.unitId);
  if (u === undefined || u.hex === null || sideOf(u) !== reactingSide(state))
    return reject('NOT_YOUR_UNIT', 'N8.0', `${command.unitId} is not a reacting unit on the map`);
  if (reacted(state, u.id))
    return reject('ALREADY_REACTED', 'N8.0', `${u.id} has already reacted this phase`);
  if (halted(state, u.id))
    return reject(
      'UNIT_HALTED',
      'N5.0',
      `${u.id} may not move this player turn (Weyrother's Disposition)`,
    );
  const problem = disengageProblem(state, u);
  if (problem !== null) return problem;
  if (!disengageHexes(state, u).includes(command.hex))
    return reject(
      'NOT_A_DISENGAGE_HEX',
      'N8.3',
      `${command.hex} is not an empty hex next to ${u.id} outside every enemy ZOC`,
      { hex: command.hex },
    );
  return accept([{ type: 'UnitDisengaged', unitId: u.id, from: u.hex, hex: command.hex }]);
}

/** N8.0: every reaction the reacting player may make now (EndPhase is added by the caller). */
export function reactionOptions(state: A20State): Action[] {
  const out: Action[] = [];
  const side = reactingSide(state);
  for (const u of reactors(state)) {
    if (u.hex === null) continue;
    if (counterchargeProblem(state, u.id) === null)
      for (const n of BOARD.neighbors.get(u.hex) ?? [])
        for (const e of unitsAt(state, n)) {
          const odds = attackOdds(state, [u.id], e.id, side);
          if (!isViolation(odds))
            out.push({
              command: { type: 'Countercharge', unitId: u.id, defender: e.id },
              rule: 'N8.1',
              differential: odds.differential,
            });
        }
    if (disengageProblem(state, u) === null && !halted(state, u.id))
      for (const hex of disengageHexes(state, u))
        out.push({ command: { type: 'Disengage', unitId: u.id, hex }, rule: 'N8.3' });
  }
  return out;
}

/** N8.0 / N13.0: is there a Reaction Phase now (day, and a reaction possible)? */
export const reactionPossible = (state: A20State): boolean =>
  !state.over && reactionOptions(state).length > 0;
