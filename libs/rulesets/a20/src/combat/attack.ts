import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES } from '../data/tables';
import { foggy, onMap, sideOf } from '../queries';
import type { A20State } from '../state';
import type { Side } from '../vocabulary';
import { cardDifferential } from '../deck/in-force';
import { breach } from '../violations';
import type { RuleViolation } from '@pratzen/engine';

/** A battle's figures before the die (N9.2-N9.4). */
export interface Odds {
  readonly attackStrength: number;
  readonly defenceStrength: number;
  readonly terrainBonus: number;
  readonly differential: number;
}

/** N9.2: a unit's attack strength (artillery doubles when attacking). */
const attackValue = (state: A20State, id: string): number =>
  (onMap(state, id)?.strength ?? 0) * (counter(id).type === 'artillery' ? 2 : 1);

/**
 * N9.4: the defender's single best terrain value: its hex, or a stream hexside when every
 * attacker attacks across one.
 */
export function terrainBonus(defenderHex: string, attackerHexes: readonly string[]): number {
  const t = BOARD.terrain.get(defenderHex);
  const hex = t === undefined ? 0 : TABLES.terrain.hexes[t].defence;
  const across =
    attackerHexes.length > 0 && attackerHexes.every((a) => BOARD.streamSide(a, defenderHex));
  return Math.max(hex, across ? TABLES.terrain.hexsides.stream.defence : 0);
}

/**
 * N9.1-N9.4: may these attackers attack this defender now, and at what differential? `side` is
 * the attacking side: the phasing player, or the reacting one in a countercharge (N8.1).
 */
export function attackOdds(
  state: A20State,
  attackers: readonly string[],
  defender: string,
  side: Side = state.side,
): Odds | RuleViolation {
  const d = onMap(state, defender);
  if (d === undefined || d.hex === null || sideOf(d) === side)
    return breach('NOT_AN_ENEMY_ON_MAP', 'N9.1', `${defender} is not an enemy unit on the map`);
  if (state.marks.defended.includes(defender))
    return breach('ALREADY_DEFENDED', 'N9.3', `${defender} has already been attacked this phase`);
  if (attackers.length === 0)
    return breach('NO_ATTACKERS', 'N9.1', 'a battle needs at least one attacker');
  if (attackers.length > 1 && foggy(state))
    return breach(
      'SELECTIVE_ATTACKS_ONLY',
      'X16.8',
      'in fog every attack is one unit against one unit (8.2.1)',
    );
  if (new Set(attackers).size !== attackers.length)
    return breach('DUPLICATE_ATTACKER', 'N9.3', 'a unit is named twice');
  const hexes: string[] = [];
  for (const id of attackers) {
    const a = onMap(state, id);
    if (a === undefined || a.hex === null || sideOf(a) !== side)
      return breach('NOT_YOUR_UNIT', 'N9.1', `${id} is not a unit of yours on the map`);
    if (a.routed)
      return breach('ROUTED_CANNOT_ATTACK', 'N9.6', `${id} is Routed and may not attack`);
    if (state.marks.attacked.includes(id))
      return breach(
        'ALREADY_ATTACKED',
        'N9.3',
        `${id} has already attacked: strength is never split`,
      );
    if (!(BOARD.neighbors.get(a.hex) ?? []).includes(d.hex))
      return breach('NOT_ADJACENT', 'N9.1', `${id} is not next to ${defender}`);
    hexes.push(a.hex);
  }
  const attackStrength = attackers.reduce((s, id) => s + attackValue(state, id), 0);
  const bonus = terrainBonus(d.hex, hexes);
  return {
    attackStrength,
    defenceStrength: d.strength,
    terrainBonus: bonus,
    differential: attackStrength - d.strength - bonus + cardDifferential(state, side),
  };
}
