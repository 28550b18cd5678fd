import type { Dice, Emitter, LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES } from '../data/tables';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { sideOf, unit, unitsAt } from '../queries';
import type { A20State } from '../state';
import type { Side } from '../vocabulary';
import { accept, reject, type A20Decision } from '../violations';

type Em = Emitter<A20State, A20Event>;

/**
 * N10.2 (provenance: reconstruction, README N10.0): in each Night game turn, at the end of his
 * Rally Phase, each of the phasing player's Broken units rolls (Elite +1, X2.0; +1 per Morale
 * Point spent, N12.0): at or above `returnsAtOrAbove` it rallies and returns at a friendly LOC hex
 * in his next Movement Phase; at or below `destroyedAtOrBelow` it is gone for good; otherwise it
 * stays Broken.
 */
export function nightRally(em: Em, dice: Dice, bonus: (id: string) => number): void {
  for (const u of em.state.units) {
    if (u.location !== 'broken' || sideOf(u) !== em.state.side) continue;
    rallyRoll(em, dice, u.id, bonus(u.id), 'N10.2 night rally');
  }
}

/** N10.2: one Broken unit's rally roll (at night, or by the Stragglers Return card, N5.0). */
export function rallyRoll(
  em: Em,
  dice: Dice,
  unitId: string,
  bonus: number,
  purpose: string,
): void {
  const { returnsAtOrAbove, destroyedAtOrBelow } = TABLES.rolls.rally.broken;
  const modifier = (counter(unitId).elite.rally ? 1 : 0) + bonus;
  const die = dice.roll(purpose);
  const total = die + modifier;
  const outcome =
    total >= returnsAtOrAbove ? 'returns' : total <= destroyedAtOrBelow ? 'gone' : 'stays';
  em.emit({ type: 'BrokenUnitRallyRolled', unitId, die, modifier, outcome });
}

/**
 * N10.2: where a rallied unit may return: a free LOC hex of its side (X9.86); when every one is
 * taken, the free hexes nearest to one.
 */
export function returnHexes(state: A20State, side: Side): string[] {
  const free = (h: string) => unitsAt(state, h).length === 0;
  const locs = BOARD.loc[side].filter(free);
  if (locs.length > 0) return locs;
  let best = Infinity;
  let out: string[] = [];
  for (const h of BOARD.labels) {
    if (!free(h)) continue;
    const d = Math.min(...BOARD.loc[side].map((l) => BOARD.distance(h, l)));
    if (d < best) [best, out] = [d, [h]];
    else if (d === best) out.push(h);
  }
  return out;
}

/** N10.2: the phasing player's rallied units waiting to return (in his Movement Phase). */
export const waitingToReturn = (state: A20State): string[] =>
  state.units.filter((u) => u.location === 'rallied' && sideOf(u) === state.side).map((u) => u.id);

/** N10.2: a rallied unit returns at a friendly LOC hex; that is its move this phase. */
export function decideReturn(state: A20State, command: CommandOf<'ReturnUnit'>): A20Decision {
  const u = unit(state, command.unitId);
  if (u === undefined || u.location !== 'rallied' || sideOf(u) !== state.side)
    return reject(
      'NOT_A_RALLIED_UNIT',
      'N10.2',
      `${command.unitId} is not a rallied unit of yours waiting to return`,
    );
  if (!returnHexes(state, state.side).includes(command.hex))
    return reject(
      'NOT_A_RETURN_HEX',
      'N10.2',
      `${command.hex} is not a free LOC hex of yours (nor, all taken, a free hex nearest one)`,
      { hex: command.hex },
    );
  return accept([{ type: 'UnitReturned', unitId: u.id, hex: command.hex }]);
}

/** N10.2: each waiting unit into each hex it may return to. */
export function returnOptions(state: A20State, unitId?: string): LegalAction<A20Command>[] {
  const hexes = returnHexes(state, state.side);
  return waitingToReturn(state)
    .filter((id) => unitId === undefined || id === unitId)
    .flatMap((id) =>
      hexes.map((hex) => ({
        command: { type: 'ReturnUnit' as const, unitId: id, hex },
        rule: 'N10.2',
      })),
    );
}
