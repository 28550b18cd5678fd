import type { Dice, Emitter } from '@pratzen/engine';
import { demoralizationEvents, disruptUnit } from '../effects';
import type { SpiEvent } from '../events';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { label } from './hex-graph';
import type { Mover } from './mover';

export type DisengageLoss = 'strength' | 'disrupt';
/** What the move does after a check: go on, stop in the hex entered, or end (unit eliminated). */
export type DisengageResult = 'go' | 'stop' | 'eliminated';

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

function eliminated(state: SpiState, unitId: string): boolean {
  return unit(state, unitId)?.location !== 'map';
}

/**
 * Rolls one Disengagement Check and emits its events. On a modified 1 the unit loses a CSP and
 * may go on, or (`disrupt`) is disrupted and stops in the hex it enters (7.0: an already
 * disrupted unit loses a CSP instead). After any CSP loss the armies' morale is checked (10.0).
 */
export function disengage(
  em: Emitter<SpiState, SpiEvent>,
  m: Mover,
  from: number,
  to: number,
  onLoss: DisengageLoss,
  dice: Dice,
): DisengageResult {
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
    outcome: !loss ? 'none' : onLoss === 'disrupt' ? 'disrupted' : 'strength',
  });
  if (!loss) return 'go';
  const effects: SpiEvent[] =
    onLoss === 'disrupt'
      ? disruptUnit(em.state, m.unitId, '4.6')
      : [{ type: 'StrengthLost', unitId: m.unitId, csp: 1, rule: '4.6', cause: 'disengagement' }];
  em.emit(...effects);
  if (effects.some((e) => e.type === 'StrengthLost'))
    em.emit(...demoralizationEvents(em.state, [m.side]));
  if (eliminated(em.state, m.unitId)) return 'eliminated';
  return onLoss === 'disrupt' ? 'stop' : 'go';
}
