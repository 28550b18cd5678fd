import { compactPositions } from '@pratzen/rulesets/hex-kit';
import { COUNTERS, counter } from '../data/counters';
import { positionState, type CustomPosition } from '../setup';
import type { SpiState, UnitState } from '../state';
import type { Phase, Side } from '../vocabulary';

/**
 * Compact positions for specs. `at(turn, phase, side, units)` is positionState with a short
 * unit syntax: `{ schirer: '1516', vare: { hex: '1211', strength: 3, disrupted: true } }`.
 */
export type UnitSpec =
  string | { readonly hex: string; readonly strength?: number; readonly disrupted?: boolean };

export const at = compactPositions<CustomPosition, SpiState>((p) => positionState(p));

function setUnits(
  state: SpiState,
  ids: readonly string[],
  f: (u: UnitState) => UnitState,
): SpiState {
  const units = state.units.slice();
  for (const id of ids) {
    const i = counter(id).index;
    const u = units[i];
    if (u !== undefined) units[i] = f(u);
  }
  return { ...state, units };
}

/** The units waiting off the map to enter as reinforcements (9.0), at full strength. */
export function awaiting(state: SpiState, ids: readonly string[]): SpiState {
  return setUnits(state, ids, (u) => ({
    ...u,
    location: 'awaiting',
    hex: null,
    strength: counter(u.id).strength,
    disrupted: false,
  }));
}

/** Mark units as having moved this phase (state.marks.moved). */
export function alreadyMoved(state: SpiState, ids: readonly string[]): SpiState {
  return { ...state, marks: { ...state.marks, moved: [...state.marks.moved, ...ids] } };
}

/**
 * The opening position (1.0: every unit with a printed start hex on it) in a given phase; the
 * 12.0 reserve and 9.0 reinforcements are off the map.
 */
export function openingPosition(
  phase: Phase = 'movement',
  side: Side = 'allied',
  turn = 1,
): SpiState {
  const units = COUNTERS.flatMap((c) =>
    c.setup.kind === 'hex' ? [{ unitId: c.id, hex: c.setup.hex }] : [],
  );
  const s = positionState({ turn, phase, activeSide: side, units });
  return setUnits(
    s,
    COUNTERS.filter((c) => c.setup.kind !== 'hex').map((c) => c.id),
    (u) => ({
      ...u,
      location: counter(u.id).setup.kind === 'reserve' ? 'reserve' : 'awaiting',
      hex: null,
      strength: counter(u.id).strength,
    }),
  );
}

/**
 * Put units in hexes without the set-up checks (4.4 positions over the stacking limit, which a
 * custom set-up refuses but a Movement Phase may produce).
 */
export function place(state: SpiState, units: Readonly<Record<string, string>>): SpiState {
  let s = state;
  for (const [id, hex] of Object.entries(units)) {
    s = setUnits(s, [id], (u) => ({
      ...u,
      location: 'map',
      hex,
      strength: u.strength > 0 ? u.strength : counter(id).strength,
    }));
  }
  return s;
}
