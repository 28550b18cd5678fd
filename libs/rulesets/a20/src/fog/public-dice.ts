import type { Dice } from '@pratzen/engine';
import type { A20Command } from '../commands';
import { counterOf } from '../data/counters';
import type { A20State, UnitState } from '../state';
import type { A20Decision } from '../violations';
import { enemyHidden, type HiddenCounter } from './fog-state';

/** The purpose every die of a battle on a face-down counter is rolled for (README "Dice counts"). */
export const FACE_DOWN_BATTLE_DICE = 'N16.1 battle on a face-down counter (fixed count)';

/**
 * The dice of one battle, drawn from `port` as they are first asked for and handed out again
 * from the first after `rewind`: so that several suppositions read the same faces, and the
 * dice drawn are as many as the most any of them needed.
 */
class Pool implements Dice {
  private readonly faces: number[] = [];
  private next = 0;

  constructor(private readonly port: Dice) {}

  roll(_purpose: string, sides = 6): number {
    if (this.next >= this.faces.length)
      this.faces.push(this.port.roll(FACE_DOWN_BATTLE_DICE, sides));
    return this.faces[this.next++] as number;
  }

  rewind(): this {
    this.next = 0;
    return this;
  }
}

/** The attack or countercharge's face-down enemy defender (by label), if it names one. */
export function faceDownDefender(state: A20State, command: A20Command): HiddenCounter | undefined {
  if (command.type !== 'Attack' && command.type !== 'Countercharge') return undefined;
  if (state.fog.hidden.length === 0) return undefined;
  const actor = state.pending?.side ?? state.side;
  return enemyHidden(state, actor).find((h) => h.label === command.defender);
}

/**
 * `state` supposing the face-down counter at `truth`'s hex were `other` instead: the two swap
 * places and nothing public changes (the same hexes held, the same Routed markers per hex).
 */
function supposing(state: A20State, truth: UnitState, other: UnitState): A20State {
  const swap = (u: UnitState, to: UnitState): UnitState => ({
    ...u,
    location: to.location,
    hex: to.hex,
    routed: to.location === 'map' ? to.routed : u.routed,
  });
  const id = (x: string): string => (x === truth.id ? other.id : x === other.id ? truth.id : x);
  const marks = Object.fromEntries(
    Object.entries(state.marks).map(([k, v]) => [k, Array.isArray(v) ? v.map(id) : v]),
  ) as unknown as A20State['marks'];
  return {
    ...state,
    marks, // the phase's marks (N7.3 duties, N9.3 attacked and defended) follow the hex
    units: state.units.map((u) =>
      u.id === truth.id ? swap(u, other) : u.id === other.id ? swap(u, truth) : u,
    ),
  };
}

/**
 * N16.1 with the dice counts (README "Dice counts"): how many dice a battle on a face-down
 * counter rolls must not tell its attacker what the counter is (a Dummy rolls none; a unit's
 * strength, Elite flag and so its rout distance decide the rest). So every such battle rolls
 * as many dice as the most any unit the counter could be would need with these faces — every
 * enemy unit the attacker does not see face up on the map (a public set, a superset of the
 * truth) — and the dice the battle does not use stay in the record, unused. `decideAs` decides
 * the command as sent (`real`, with these dice) and as supposed (`supposed`: the defender's own
 * id, on a state, with dice).
 */
export function publicDiceCount(
  state: A20State,
  command: Extract<A20Command, { type: 'Attack' | 'Countercharge' }>,
  h: HiddenCounter,
  dice: Dice,
  real: (d: Dice) => A20Decision,
  supposed: (s: A20State, c: A20Command, d: Dice) => A20Decision,
): A20Decision {
  const pool = new Pool(dice);
  const decided = real(pool);
  if (!decided.ok) return decided;
  const truth = state.units.find((u) => u.id === h.unitId);
  if (truth === undefined || truth.hex === null) return decided;
  const enemy = counterOf(h.unitId)?.side;
  const hidden = new Set(state.fog.hidden.map((x) => x.unitId));
  for (const other of state.units) {
    if (other.id === truth.id || counterOf(other.id)?.side !== enemy) continue;
    if (counterOf(other.id)?.type === 'dummy') continue; // a Dummy rolls nothing
    if (other.location === 'map' && !hidden.has(other.id)) continue; // seen face up elsewhere
    supposed(supposing(state, truth, other), { ...command, defender: other.id }, pool.rewind());
  }
  return decided;
}
