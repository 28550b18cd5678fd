import { seesSecretsOf, type Viewer } from '@pratzen/engine';
import { counter } from '../data/counters';
import type { A20State, UnitState } from '../state';
import type { A20View, A20ViewUnit } from '../view-schema';
import { sideOfHidden, unseenBy } from './fog-state';

/** A unit with its counter's printed facts (data/counters.json) under what changes. */
function faceUp(u: UnitState, faceDown: boolean): A20ViewUnit {
  const c = counter(u.id);
  return {
    id: u.id,
    side: c.side,
    nationality: c.nationality,
    name: c.name,
    printedName: c.printedName,
    type: c.type,
    strength: u.strength,
    movement: c.movement,
    ratingsProvenance: c.ratingsProvenance,
    ratingsSource: c.ratingsSource,
    elite: c.elite,
    ...(c.reducedStrength === undefined ? {} : { reducedStrength: c.reducedStrength }),
    ...(c.reducedMovement === undefined ? {} : { reducedMovement: c.reducedMovement }),
    ...(c.conditionalCard === undefined ? {} : { conditionalCard: c.conditionalCard }),
    ...(c.cadre === undefined ? {} : { cadre: c.cadre }),
    ...(c.dummy === undefined ? {} : { dummy: c.dummy }),
    routed: u.routed,
    location: u.location,
    hex: u.hex,
    faceDown,
  };
}

/**
 * The units as `viewer` may see them (X3.0 step 4, N16.1): a face-down counter of a side the
 * viewer may not see shows its label, side, hex and Routed marker only; while any counter of
 * that side is face down, its units off the map are left out (whether a Dummy or the Cadres
 * were used would show through them). The referee sees every unit, each seat its own.
 */
export function unitsSeenBy(state: A20State, viewer: Viewer): A20ViewUnit[] {
  const hidden = state.fog.hidden;
  const full = state.units.map((u) =>
    faceUp(u, hidden.length > 0 && hidden.some((h) => h.unitId === u.id)),
  );
  const unseen = unseenBy(state, viewer);
  if (unseen.length === 0) return full;
  const label = new Map(unseen.map((h) => [h.unitId, h.label]));
  const masked = new Set(unseen.map(sideOfHidden));
  return full.flatMap((u): A20ViewUnit[] => {
    const l = label.get(u.id);
    if (l !== undefined)
      return [
        { id: l, side: u.side, location: u.location, hex: u.hex, routed: u.routed, faceDown: true },
      ];
    if (masked.has(u.side) && u.location !== 'map') return [];
    return [u];
  });
}

/** Unit ids in phase bookkeeping as `viewer` may see them (a face-down counter by its label). */
export function idsSeenBy(state: A20State, viewer: Viewer, ids: readonly string[]): string[] {
  const unseen = unseenBy(state, viewer);
  if (unseen.length === 0) return [...ids];
  return ids.map((id) => unseen.find((h) => h.unitId === id)?.label ?? id);
}

/**
 * N5.0, X3.0 step 3: the cards as `viewer` may see them: the deck's size (never its order), the
 * discards, the cards in force, and the pre-selected card to the French seat (the others see
 * only that he holds one).
 */
export function cardsSeenBy(state: A20State, viewer: Viewer): A20View['cards'] {
  const { deck, discard, held, inForce, prepared } = state.cards;
  return {
    prepared,
    deckSize: deck?.length ?? null,
    discard,
    inForce,
    holdsPreselected: held !== null,
    // X17.1 step 3: the Sun is given openly (the scenario names it); 3.0 and 17.0 pick blind
    preselected:
      seesSecretsOf(viewer, 'french') || state.scenarioId === 'earlierBattle' ? held : null,
  };
}

/**
 * N16.7 (with X3.0 step 4): which unit each Cadre on the map came from, as `viewer` may see it: a
 * face-down Cadre's parent would name the unit behind its label, so it is left out.
 */
export function cadreParentsSeenBy(state: A20State, viewer: Viewer): Record<string, string> {
  const unseen = unseenBy(state, viewer);
  if (unseen.length === 0) return { ...state.cadreParents };
  const hidden = new Set(unseen.map((h) => h.unitId));
  return Object.fromEntries(Object.entries(state.cadreParents).filter(([c]) => !hidden.has(c)));
}
