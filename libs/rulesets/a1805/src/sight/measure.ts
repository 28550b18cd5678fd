import type { MeasureQuery, Measurement, RuleViolation } from '@pratzen/engine';
import { type NamedRange, measureWith } from '@pratzen/rulesets/freeform-kit';
import { U } from '../data/catalogue';
import { centreOf, unitRing } from '../movement/pose';
import type { A1805State } from '../state';
import { refuse } from '../violations';
import { levelAt, sightOf } from './sight';

/** 10.5: a unit fires only in the direction it faces: within 45° of its facing (reconstruction of the arc's width). */
export const FRONT_ARC = 450;

/** The ranges the ruler names (10.1, 12.6.1, 13.12.3.1). */
const RANGES: readonly NamedRange[] = [
  { name: 'musketry', within: U / 2 },
  { name: 'command', within: U },
  { name: 'charge', beyond: U },
];

/**
 * The ruler, by the rules' own code: centre-to-centre distance (8.2), the gap between the two
 * blocks, line of sight (`sightOf`: a battery's partial sight, 9.4) with its first blocker and the case (8.3, 8.6–8.8), whether the target
 * is in the front arc (10.5), each end's level (8.4) and the ranges the gap is in:
 * `musketry` ½ UM (10.1), `command` 1 UM (12.6.1), `charge` not closer than 1 UM (13.12.3.1).
 */

export function measure(state: A1805State, query: MeasureQuery): Measurement | RuleViolation {
  const from = state.units.find((u) => u.id === query.from);
  const to = state.units.find((u) => u.id === query.to);
  if (from === undefined || to === undefined) {
    return refuse(
      'UNKNOWN_UNIT',
      null,
      `no unit ${from === undefined ? query.from : query.to} on the table`,
    );
  }
  const a = centreOf(from.kind, from);
  const b = centreOf(to.kind, to);
  return measureWith({
    from: from.id,
    to: to.id,
    a,
    b,
    fromRing: unitRing(from),
    toRing: unitRing(to),
    unit: 'UM',
    // the very check the rules make (a gun's partial sight, 9.4): the ruler and the rules agree
    sight: sightOf(state, from, to),
    arc: { pose: from, halfWidth: FRONT_ARC },
    levels: { from: levelAt(a), to: levelAt(b) },
    ranges: RANGES,
  });
}
