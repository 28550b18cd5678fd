import type { Dice, Emitter } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import type { SpiState } from '../state';
import { label } from './hex-graph';
import type { Mover } from './mover';

/**
 * 4.6: the die roll of a Disengagement Check on leaving `from` (an enemy ZOC hex) toward `to`
 * (-1: off the map). −1 for each enemy hex above one exerting a ZOC into `from`, −1 more when
 * `to` is in an enemy ZOC too; a modified roll below 1 counts as 1.
 */
export function disengagementModifier(m: Mover, from: number, to: number): number {
  const zocHexes = m.grid.zoc(from);
  const zocToZoc = to >= 0 && m.grid.zoc(to) > 0;
  return 0 - Math.max(0, zocHexes - 1) - (zocToZoc ? 1 : 0);
}

/**
 * Rolls one Disengagement Check on leaving `from` and emits it. True on a modified "1": the unit
 * suffers one CSP loss, taken as the player chooses once it has entered the next hex.
 */
export function disengage(
  em: Emitter<SpiState, SpiEvent>,
  m: Mover,
  from: number,
  to: number,
  dice: Dice,
): boolean {
  const modifier = disengagementModifier(m, from, to);
  const die = dice.roll('disengagement');
  const modified = Math.max(1, die + modifier);
  const loss = modified === 1;
  em.emit({
    type: 'DisengagementChecked',
    unitId: m.unitId,
    hex: label(from),
    die,
    modifier,
    modified,
    outcome: loss ? 'loss' : 'none',
  });
  return loss;
}
