import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { stepChoices, type RouteRules } from './safe-hexes';
import { budget, type Budget } from './search-budget';

/** One way to clear a hex for a retreating unit (6.6), with its effects. */
export interface Displacement {
  /** Hexes displaced, each with where its units went, the farthest of a chain first. */
  readonly moves: readonly { readonly hex: string; readonly to: string }[];
  readonly events: readonly SpiEvent[];
  /** The state once the displacement is done. */
  readonly state: SpiState;
}

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
 * 6.6: every way the friendly units in `hex` can make room, lazily: one hex to a safe empty hex,
 * or — when their only safe hexes are friendly-occupied — into one of those, displacing its
 * units in turn, "in a sort of chain reaction of displacement" as long as it takes (the text sets
 * no limit; a chain never re-enters a hex). `excluded`: hexes they may not enter (the retreat
 * route so far). Each hex examined spends one unit of the search budget `b`.
 */
export function* displacementOptions(
  state: SpiState,
  rules: RouteRules,
  hex: string,
  excluded: ReadonlySet<string>,
  b: Budget = budget(),
): Generator<Displacement> {
  const units = unitsAt(state, hex);
  if (units.length === 0 || units.some((u) => rules.fixed.has(u.id))) return;
  if (b.left <= 0) {
    b.exhausted = true;
    return;
  }
  b.left -= 1;
  const types = [...new Set(units.map(typeOf))];
  const ex = new Set(excluded).add(hex);
  const steps = stepChoices(state, rules, types, hex, ex);
  if (steps.empty.length > 0) {
    for (const to of steps.empty) {
      const events = displaceEvents(units, to);
      yield { moves: [{ hex, to }], events, state: applyEvents(state, events) };
    }
    return;
  }
  for (const next of steps.friendly) {
    for (const sub of displacementOptions(state, rules, next, ex, b)) {
      const events = displaceEvents(units, next);
      yield {
        moves: [...sub.moves, { hex, to: next }],
        events: [...sub.events, ...events],
        state: applyEvents(sub.state, events),
      };
    }
  }
}

/**
 * 6.6: the displacement a player named for the units in `hex`: `chain` lists its moves, the
 * farthest first, the last one from `hex`. Checked link by link as displacementOptions builds
 * them (so any length is checked exactly); null when it is not one of them.
 */
export function namedDisplacement(
  state: SpiState,
  rules: RouteRules,
  hex: string,
  excluded: ReadonlySet<string>,
  chain: readonly { readonly hex: string; readonly to: string }[],
): Displacement | null {
  const last = chain[chain.length - 1];
  const units = unitsAt(state, hex);
  if (last === undefined || last.hex !== hex || units.length === 0) return null;
  if (units.some((u) => rules.fixed.has(u.id))) return null;
  const ex = new Set(excluded).add(hex);
  const steps = stepChoices(state, rules, [...new Set(units.map(typeOf))], hex, ex);
  const events = displaceEvents(units, last.to);
  if (chain.length === 1) {
    if (!steps.empty.includes(last.to)) return null;
    return { moves: [last], events, state: applyEvents(state, events) };
  }
  if (steps.empty.length > 0 || !steps.friendly.includes(last.to)) return null;
  const sub = namedDisplacement(state, rules, last.to, ex, chain.slice(0, -1));
  if (sub === null) return null;
  return {
    moves: [...sub.moves, last],
    events: [...sub.events, ...events],
    state: applyEvents(sub.state, events),
  };
}
