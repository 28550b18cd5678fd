import { seesSecretsOf, type Viewer } from '@pratzen/engine';
import { counterOf } from '../data/counters';
import type { A20Event } from '../events';

/**
 * The event as `viewer` may see it (README "Hidden information"). Hidden from every seat and
 * spectators: the deck order (DeckShuffled, seen by the referee only; first in its batch, so its
 * dice are hidden too). Hidden from the Allied seat and spectators: the French pre-selected card
 * (CardPreselected; not the Sun given openly in The Earlier Battle, X17.1 step 3). Hidden from the enemy seat and spectators: which face-down counter is which
 * unit or a Dummy (FrenchDeployed, AlliedDeployed under Fog of War, and HiddenUnitMoved show the
 * counter's label in place of its unit, and no Cadre choice). Every other event names only what
 * the rules have revealed (fog/conceal.ts turns a counter up before any other event names it).
 */
export function redactEvent(event: A20Event, viewer: Viewer): A20Event | null {
  switch (event.type) {
    case 'DeckShuffled':
      return viewer.kind === 'referee' ? event : null;
    case 'CardPreselected':
      // X3.0/X17.0 step 3's blind pick is the French player's; X17.1's Sun is given openly
      return seesSecretsOf(viewer, 'french') || event.open === true ? event : null;
    case 'FrenchDeployed':
      if (seesSecretsOf(viewer, 'french')) return event;
      return {
        ...event,
        placements: event.placements.map((p) => ({ label: p.label, unitId: p.label, hex: p.hex })),
        breakDown: null,
        redacted: true,
      };
    case 'AlliedDeployed':
      // N16.1: under Fog of War the Allied set-up is face down to the French (labels given)
      if (seesSecretsOf(viewer, 'allied') || !event.placements.some((p) => p.label !== undefined))
        return event;
      return {
        ...event,
        placements: event.placements.map((p) => {
          const label = p.label ?? p.unitId;
          return { label, unitId: label, hex: p.hex };
        }),
        redacted: true,
      };
    case 'HiddenUnitMoved':
      return seesSecretsOf(viewer, counterOf(event.unitId)?.side ?? 'french')
        ? event
        : { ...event, unitId: event.label };
    default:
      return event;
  }
}
