import { isViolation, type Dice } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter, counterOf } from '../data/counters';
import { davoutArrival } from '../data/tables';
import type { CommandOf } from '../commands';
import type { A20Event } from '../events';
import { onMap, sideOf, unit, unitsAt } from '../queries';
import type { A20State } from '../state';
import { accept, reject, type A20Decision } from '../violations';
import { forcedMarch, guidesLost } from '../deck/in-force';
import { walk } from './walk';
import { halted } from '../deck/in-force';

/** N6.0-N7.2: move one unit along `path`. */
export function decideMove(state: A20State, command: CommandOf<'MoveUnit'>): A20Decision {
  const u = unit(state, command.unitId);
  if (u === undefined) return reject('UNKNOWN_UNIT', null, `no unit ${command.unitId}`);
  if (sideOf(u) !== state.side)
    return reject('NOT_YOUR_UNIT', 'N6.1', 'only the phasing player moves');
  if (onMap(state, u.id) === undefined)
    return reject('UNIT_NOT_ON_MAP', null, `${u.id} is not on the map`);
  if (halted(state, u.id))
    return reject(
      'UNIT_HALTED',
      'N5.0',
      `${u.id} may not move this player turn (Weyrother's Disposition)`,
    );
  if (state.marks.moved.includes(u.id))
    return reject(
      'ALREADY_MOVED',
      'N6.0',
      `${u.id} has already moved this phase (or may not move)`,
    );
  const cost = walk(state, u.id, command.path);
  if (isViolation(cost)) return { ok: false, violation: cost };
  return accept([
    { type: 'UnitMoved', unitId: u.id, from: u.hex as string, path: command.path, cost },
  ]);
}

/** X11.6: a reinforcement due by now that has not arrived. */
export function dueReinforcement(state: A20State, id: string): boolean {
  const c = counterOf(id);
  const u = unit(state, id);
  if (c === undefined || u === undefined || u.location !== 'awaiting') return false;
  const s = c.setup[state.scenarioId];
  if (c.side !== state.side || guidesLost(state, c.side)) return false; // N5.0 Austrian Guides Lost
  if (s.kind === 'conditional') return true; // released by its card (N5.0)
  return s.kind === 'reinforcement' && s.turn <= state.turn;
}

/** X11.6: the edge hexes where a reinforcement of the phasing side may enter now. */
export function entryHexes(state: A20State): string[] {
  return BOARD.entry[state.side].filter((h) => unitsAt(state, h).length === 0);
}

/** X11.6: a reinforcement enters on its side's edge; III Corps first rolls its arrival (Davout). */
export function decideEntry(
  state: A20State,
  command: CommandOf<'EnterReinforcement'>,
  dice: Dice,
): A20Decision {
  if (!dueReinforcement(state, command.unitId))
    return reject(
      'NOT_A_DUE_REINFORCEMENT',
      'X11.6',
      `${command.unitId} is not a reinforcement due now`,
    );
  if (!entryHexes(state).includes(command.hex))
    return reject(
      'NOT_AN_ENTRY_HEX',
      'X11.6',
      `${command.hex} is not a free entry hex of your edge`,
      {
        hex: command.hex,
      },
    );
  const c = counter(command.unitId);
  const s = c.setup[state.scenarioId];
  const rolls = s.kind === 'reinforcement' && s.arrivalRoll !== undefined;
  if (!rolls || forcedMarch(state, s.kind === 'reinforcement' ? s.turn : state.turn))
    return accept([
      {
        type: 'ReinforcementArrived',
        unitId: c.id,
        hex: command.hex,
        strength: c.strength,
        die: null,
        mayMove: true,
      },
    ]);
  if (state.marks.arrivalRolled)
    return reject(
      'ARRIVAL_ALREADY_ROLLED',
      'X11.6',
      'III Corps was delayed this turn: roll again next turn',
    );
  const die = dice.roll('X11.6 Davout arrival');
  const a = davoutArrival(die);
  const event: A20Event = a.arrives
    ? {
        type: 'ReinforcementArrived',
        unitId: c.id,
        hex: command.hex,
        strength: a.full ? c.strength : (c.reducedStrength ?? c.strength),
        die,
        mayMove: a.mayMove,
      }
    : { type: 'ReinforcementDelayed', unitId: c.id, die };
  return accept([event]);
}
