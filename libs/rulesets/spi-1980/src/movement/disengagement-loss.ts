import { Emitter, type LegalAction } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiAction } from '../legal-action-schema';
import { demoralizationEvents } from '../effects';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import type { DisengagementLossPending } from '../pending';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { accept, reject, type SpiDecision } from '../violations';
import type { MovementCommand } from './movement-commands';

type Answer = Extract<MovementCommand, { type: 'TakeDisengagementLoss' }>;

/**
 * 4.6: the player's answer to a Disengagement Check's "1". A CSP lost (10.0: the army's morale
 * checked): the unit may go on moving with the MP it has left (marks.continuing) unless that
 * eliminated it or it has left the map. Disrupted: it stops in the hex it entered.
 */
export function decideDisengagementLoss(state: SpiState, command: Answer): SpiDecision {
  const p = state.pending;
  if (p === null || p.type !== 'TakeDisengagementLoss') {
    return reject('NO_DECISION_PENDING', '4.6', 'no Disengagement Check loss is waiting');
  }
  if (!p.options.includes(command.loss)) {
    return reject(
      'BAD_COMMAND',
      '4.6',
      `loss must be one of ${p.options.join(', ')} (a CSP or disruption)`,
      { loss: command.loss },
    );
  }
  const strength = unit(state, p.unitId)?.strength ?? 0;
  const goesOn = command.loss === 'strength' && strength > 1 && p.hex !== null;
  const em = new Emitter<SpiState, SpiEvent>(state, evolve);
  em.emit({
    type: 'DisengagementLossTaken',
    unitId: p.unitId,
    loss: command.loss,
    mpLeft: goesOn ? p.mpLeft : 0,
  });
  if (command.loss === 'disrupt') {
    em.emit({ type: 'UnitDisrupted', unitId: p.unitId, rule: '4.6' });
    return accept(em.events);
  }
  em.emit({ type: 'StrengthLost', unitId: p.unitId, csp: 1, rule: '4.6', cause: 'disengagement' });
  em.emit(...demoralizationEvents(em.state, [p.side]));
  return accept(em.events);
}

/** 4.6: the two answers, each with what it means for the unit. */
export function disengagementLossOptions(p: DisengagementLossPending): LegalAction<SpiCommand>[] {
  return p.options.map((loss): SpiAction<'TakeDisengagementLoss'> => ({
    command: { type: 'TakeDisengagementLoss', loss },
    rule: '4.6',
    unitId: p.unitId,
    hex: p.hex,
    effect:
      loss === 'strength'
        ? `lose one CSP; may go on moving with ${p.mpLeft} MP`
        : 'become disrupted and stop',
  }));
}
