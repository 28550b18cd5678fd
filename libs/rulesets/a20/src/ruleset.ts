import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import type { A20Event } from './events';
import { unseenBy } from './fog/fog-state';
import * as parts from './parts';
import type { A20State } from './state';

/** Victory Point Games' *Austerlitz 20* (Napoleonic 20 series) as a Pratzen ruleset (hex kit). */
const kit = hexRuleset<A20State, A20Command, A20Event>(parts);

/**
 * The kit's ruleset; a face-down counter's label (N16.1) is a unit id too (`legal-actions?unit=`).
 * While any counter is face down, how many dice a command would roll is withheld from a viewer
 * who may not see behind it (`diceCountHidden`), but for a battle: a battle on a face-down
 * counter always rolls the most any unit it could be would need (fog/public-dice.ts), so its
 * count is public. Drawing an event card rolls dice only for some cards (The Ice Cracks rolls for
 * the units on ponds), so its count would tell the top card of a deck no seat may see (N5.0): it
 * is withheld from everyone but the referee.
 */
export const a20: typeof kit = {
  ...kit,
  diceCountHidden: (state, command, viewer) =>
    (command.type === 'DrawEventCard' && viewer.kind !== 'referee') ||
    // a battle on a face-down counter rolls a count that is public (fog/public-dice.ts)
    (command.type !== 'Attack' &&
      command.type !== 'Countercharge' &&
      unseenBy(state, viewer).length > 0),
  hasUnit: (state, unitId) =>
    kit.hasUnit?.(state, unitId) === true || state.fog.hidden.some((h) => h.label === unitId),
};
