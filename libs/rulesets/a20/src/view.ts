import type { Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { cadreParentsSeenBy, cardsSeenBy, idsSeenBy, unitsSeenBy } from './fog/view-mask';
import type { A20State } from './state';
import type { A20View } from './view-schema';

/**
 * The state as `viewer` may see it (its type derived from VIEW_SCHEMA, view-schema.ts): the
 * face-down counters, the pre-selected card and the deck's order are masked for whoever may not
 * see them (fog/view-mask.ts, README "Hidden information"); every event goes through
 * fog/redact.ts.
 */
export function view(state: A20State, viewer: Viewer): A20View {
  const { morale, held, ended } = state;
  const seen = (ids: readonly string[]) => idsSeenBy(state, viewer, ids);
  const m = state.marks;
  return {
    ...viewHead(state, { optionalRules: state.optionalRules }),
    // each unit: its printed facts (ratings, Elite flags) under what changes (place, strength, Routed)
    units: unitsSeenBy(state, viewer),
    morale,
    held,
    ended,
    cadreParents: cadreParentsSeenBy(state, viewer),
    cards: cardsSeenBy(state, viewer),
    setUp: {
      step: state.fog.step,
      faceDown: state.fog.hidden.map((h) => h.label),
      scoutsLeft: state.fog.scoutsLeft,
      scoutChooser: state.fog.scoutChooser,
    },
    ...viewTail(state),
    marks: {
      moved: seen(m.moved),
      attacked: seen(m.attacked),
      defended: seen(m.defended),
      arrivalRolled: m.arrivalRolled,
      obligedAttackers: seen(m.obligedAttackers),
      obligedDefenders: seen(m.obligedDefenders),
      rallyBonus: seen(m.rallyBonus),
      forcedMarch: seen(m.forcedMarch),
    },
  };
}
