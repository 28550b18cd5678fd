import { Emitter, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { sideOf } from '../queries';
import { rallyRoll } from '../rally/night-rally';
import type { A20State } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { reject, type A20Decision } from '../violations';

type Em = Emitter<A20State, A20Event>;

/**
 * N5.0 cards that ask a player to name a unit (reconstruction, data/tables.json events):
 * - Stragglers Return (two-tone): the drawer may roll to rally one of his Broken units now, as at
 *   night (N10.2: it may return, stay Broken or be gone); naming none declines.
 * - Weyrother's Disposition (Allied): the French player names one Allied unit on the map that may
 *   not move this player turn (MoveUnit, N8.3 Disengage, N12.0 ForcedMarch, N16.7 BreakDown, the
 *   N9.9 advance after combat; deck/in-force.ts `halted`).
 * Each is the naming player's pending decision (`CardTarget`), answered by `ChooseCardTarget`;
 * the Random Events Phase ends with the answer. With nobody to name, the card does nothing.
 */
export const STRAGGLERS = 'stragglers-return';
export const WEYROTHER = 'weyrother-disposition';

/** Who names, and whom he may name, for `card` acting for `side`; null: the card names nobody. */
function targets(
  state: A20State,
  card: string,
  side: Side,
): { chooser: Side; options: string[]; optional: boolean } | null {
  if (card === STRAGGLERS) {
    const broken = state.units.filter((u) => u.location === 'broken' && sideOf(u) === side);
    return { chooser: side, options: broken.map((u) => u.id), optional: true };
  }
  if (card === WEYROTHER) {
    const allied = state.units.filter(
      (u) => u.location === 'map' && u.hex !== null && sideOf(u) === side,
    );
    return { chooser: enemyOf(side), options: allied.map((u) => u.id), optional: false };
  }
  return null;
}

/** N5.0: after `card` is played, offer its choice; false when it asks for none. */
export function offerCardTarget(em: Em, card: string, side: Side): boolean {
  const t = targets(em.state, card, side);
  if (t === null || t.options.length === 0) return false;
  em.emit({
    type: 'CardTargetOffered',
    side: t.chooser,
    card,
    for: side,
    options: t.options,
    optional: t.optional,
  });
  return true;
}

/** N5.0: the named unit (or none, where the card allows it) and the card's effect on it. */
export function decideCardTarget(
  state: A20State,
  command: CommandOf<'ChooseCardTarget'>,
  dice: Dice,
  toMovement: (em: Em) => void,
): A20Decision {
  const p = state.pending;
  if (p?.type !== 'CardTarget')
    return reject('NOTHING_PENDING', 'N5.0', 'no card waits for a unit to be named');
  const unitId = command.unitId ?? null;
  if (unitId === null ? !p.optional : !p.options.includes(unitId))
    return reject(
      'NOT_A_CARD_TARGET',
      'N5.0',
      `${p.card}: name one of ${p.options.join(', ')}${p.optional ? ' (or none)' : ''}`,
      { options: p.options.join(' ') },
    );
  const em = new Emitter<A20State, A20Event>(state, evolve);
  em.emit({ type: 'CardTargetChosen', side: p.side, card: p.card, unitId });
  if (p.card === STRAGGLERS && unitId !== null) rallyRoll(em, dice, unitId, 0, 'N5.0 stragglers');
  toMovement(em);
  return { ok: true, events: em.events };
}

/** N5.0: the naming player's options. */
export function cardTargetOptions(state: A20State): LegalAction<A20Command>[] {
  const p = state.pending;
  if (p?.type !== 'CardTarget') return [];
  const named = p.options.map((unitId) => ({
    command: { type: 'ChooseCardTarget', unitId } as A20Command,
    rule: 'N5.0',
  }));
  return p.optional ? [...named, { command: { type: 'ChooseCardTarget' }, rule: 'N5.0' }] : named;
}
