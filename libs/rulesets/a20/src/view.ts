import type { Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { cardsSeenBy, idsSeenBy, unitsSeenBy } from './fog/view-mask';
import type { A20State } from './state';

/**
 * The state as `viewer` may see it: the face-down French counters, the pre-selected card and
 * the deck's order are masked for whoever may not see them (fog/view-mask.ts, README "Hidden
 * information"); every event goes through fog/redact.ts.
 */
export function view(state: A20State, viewer: Viewer) {
  const { morale, held, ended } = state;
  const tail = viewTail(state);
  const marks = {
    ...state.marks,
    moved: idsSeenBy(state, viewer, state.marks.moved),
    attacked: idsSeenBy(state, viewer, state.marks.attacked),
    defended: idsSeenBy(state, viewer, state.marks.defended),
  };
  return {
    ...viewHead(state, { optionalRules: state.optionalRules }),
    // each unit: its printed facts (ratings, Elite flags) under what changes (place, strength, Routed)
    units: unitsSeenBy(state, viewer),
    morale,
    held,
    ended,
    cards: cardsSeenBy(state, viewer),
    setUp: {
      step: state.fog.step,
      faceDown: state.fog.hidden.map((h) => h.label),
      scoutsLeft: state.fog.scoutsLeft,
      scoutChooser: state.fog.scoutChooser,
    },
    ...tail,
    marks,
  };
}
