import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { stepChoices, type RouteRules } from './safe-hexes';

/** One way to clear a hex for a retreating unit (6.6), with its effects. */
export interface Displacement {
  /** Hexes displaced, each with where its units went, the farthest of a chain first. */
  readonly moves: readonly { readonly hex: string; readonly to: string }[];
  readonly events: readonly SpiEvent[];
  /** The state once the displacement is done. */
  readonly state: SpiState;
}

/** How far a chain of displacements may reach (each link moves one hex's units one hex). */
export const MAX_CHAIN = 3;

export const applyEvents = (state: SpiState, events: readonly SpiEvent[]): SpiState =>
  events.reduce(evolve, state);

/**
 * 6.6: displaced units move one hex and are disrupted there; a unit already disrupted loses one
 * CSP for the hex it is displaced instead (Pratzen does not add the 7.0 loss on top).
 */
function displaceEvents(units: readonly UnitState[], to: string): SpiEvent[] {
  return units.flatMap((u): SpiEvent[] => [
    { type: 'UnitRelocated', unitId: u.id, path: [to], reason: 'displacement', rule: '6.6' },
    u.disrupted
      ? {
          type: 'StrengthLost',
          unitId: u.id,
          csp: 1,
          rule: '6.6',
          cause: 'displaced-while-disrupted',
        }
      : { type: 'UnitDisrupted', unitId: u.id, rule: '6.6' },
  ]);
}

/**
 * 6.6: every way the friendly units in `hex` can make room: one hex to a safe empty hex, or —
 * when the only safe hexes are friendly-occupied — into one of those, displacing its units in
 * turn (a chain). `excluded`: hexes they may not enter (the retreat route so far).
 */
export function displacementOptions(
  state: SpiState,
  rules: RouteRules,
  hex: string,
  excluded: ReadonlySet<string>,
  depth = MAX_CHAIN,
): Displacement[] {
  const units = unitsAt(state, hex);
  if (units.length === 0 || units.some((u) => rules.fixed.has(u.id))) return [];
  const types = [...new Set(units.map(typeOf))];
  const ex = new Set(excluded).add(hex);
  const steps = stepChoices(state, rules, types, hex, ex);
  const out: Displacement[] = [];
  if (steps.empty.length > 0) {
    for (const to of steps.empty) {
      const events = displaceEvents(units, to);
      out.push({ moves: [{ hex, to }], events, state: applyEvents(state, events) });
    }
    return out;
  }
  if (depth <= 1) return out;
  for (const next of steps.friendly) {
    for (const sub of displacementOptions(state, rules, next, ex, depth - 1)) {
      const events = displaceEvents(units, next);
      out.push({
        moves: [...sub.moves, { hex, to: next }],
        events: [...sub.events, ...events],
        state: applyEvents(sub.state, events),
      });
    }
  }
  return out;
}
