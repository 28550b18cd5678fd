import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import { SPECTATOR, sideViewer } from '@pratzen/engine';
import type { A20Event } from '../events';
import { redactEvent } from '../fog/redact';
import { cardsSeenBy } from '../fog/view-mask';
import type { A20State } from '../state';
import { view } from '../view';
import { unseenBy } from '../fog/fog-state';

/** What must hold after every event of any game (the property test's invariants). */
export function brokenInvariants(state: A20State): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const u of state.units) {
    if (u.location === 'map') {
      if (u.hex === null || !BOARD.has(u.hex)) out.push(`${u.id} on the map without a hex`);
      else if (seen.has(u.hex)) out.push(`N6.4: two units in ${u.hex}`);
      else seen.add(u.hex);
    } else if (u.hex !== null) out.push(`${u.id} is ${u.location} but has a hex`);
    if (u.location !== 'map' && u.routed) out.push(`${u.id} is Routed off the map`);
  }
  const { min, max } = TABLES.morale.track;
  for (const [side, m] of Object.entries(state.morale))
    if (m < min || m > max || !Number.isInteger(m)) out.push(`${side} morale ${m} off the track`);
  if (state.turn > TABLES.turnTrack.lastTurn[state.scenarioId])
    out.push(`turn ${state.turn} past the last`);
  return out;
}

/**
 * Hidden information (README "Hidden information"): after `event`, neither the event as a seat or
 * a spectator sees it, nor their views, names the unit behind a face-down counter they may not
 * see (the French ones for the Allied seat, the Allied ones under Fog of War for the French);
 * the pre-selected card and the deck order are in no view but the French seat's card (but for
 * The Earlier Battle's Sun, given openly by X17.1 step 3).
 */
export function hiddenLeaks(state: A20State, event: A20Event): string[] {
  const out: string[] = [];
  const held = state.cards.held;
  for (const v of [sideViewer('allied'), sideViewer('french'), SPECTATOR]) {
    const french = v.kind === 'side' && v.side === 'french';
    const cards = cardsSeenBy(state, v);
    if (
      !french &&
      held !== null &&
      state.scenarioId !== 'earlierBattle' && // X17.1 step 3: the Sun is no secret
      JSON.stringify(cards).includes(`"${held}"`) &&
      !state.cards.discard.includes(held)
    )
      out.push(`the pre-selected card ${held} shows to ${v.kind}`);
    const unseen = unseenBy(state, v);
    if (unseen.length === 0) continue;
    const seen = JSON.stringify(redactEvent(event, v)) + JSON.stringify(view(state, v));
    for (const h of unseen)
      if (seen.includes(`"${h.unitId}"`))
        out.push(`face-down ${h.unitId} shows to ${v.kind} after ${event.type}`);
  }
  return out;
}
