import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import type { A20State } from '../state';

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
