import type { Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { counter } from './data/counters';
import type { A20Event } from './events';
import type { A20State } from './state';

/**
 * The state as `viewer` may see it. The Historical scenario, the only one played yet, is set up
 * face up and draws no cards, so nothing is hidden: every viewer sees it all.
 */
export function view(state: A20State, _viewer: Viewer) {
  return {
    ...viewHead(state, {}),
    units: state.units.map((u) => {
      const c = counter(u.id);
      return {
        id: u.id,
        side: c.side,
        name: c.name,
        printedName: c.printedName,
        type: c.type,
        strength: u.strength,
        movement: c.movement,
        location: u.location,
        hex: u.hex,
        routed: u.routed,
      };
    }),
    morale: state.morale,
    held: state.held,
    ended: state.ended,
    ...viewTail(state),
  };
}

/** Nothing is hidden yet (see `view`): every event is shown as it is. */
export function redactEvent(event: A20Event, _viewer: Viewer): A20Event {
  return event;
}
