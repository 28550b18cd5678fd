import { type Ring, type Segment, parseTicks } from '@pratzen/geometry';
import { firstMet, lengthInside } from '@pratzen/rulesets/freeform-kit';
import { polylineIntersectsSegment } from '@pratzen/geometry';
import type { AtwFeature, AtwTable, UnitState } from '../state';

/**
 * Terrain and movement (19, this session): how much slower a unit goes inside an area (a rate
 * factor: full 1, half 2, quarter 4), what it may not enter, and what crossing a line costs.
 * 19.2 rough ground "half speed or disordered": we play half speed (no disorder yet); 19.7 town
 * blocks are entered only by a garrison in town order, which this session does not play (no
 * entering or emerging), so a moving unit may not enter a block.
 */
export interface Blocked {
  readonly feature: AtwFeature;
  readonly rule: string;
}

const skirmishing = (u: Pick<UnitState, 'formation'>) => u.formation === 'skirmish';

/** The rate factor inside `f` for the unit, or 'impassable' with its rule, or 1 (no effect). */
export function areaEffect(
  u: Pick<UnitState, 'arm' | 'formation'>,
  f: AtwFeature,
): number | { rule: string } {
  switch (f.terrain) {
    case 'impassable':
      return { rule: '19' };
    case 'river':
      return { rule: '19.5' };
    case 'town-block':
      return { rule: '19.7' };
    case 'rough': // 19.2
      return skirmishing(u) ? 1 : 2;
    case 'woods-open': // 19.3
      if (u.arm === 'artillery') return { rule: '19.3' };
      return skirmishing(u) && u.arm === 'infantry' ? 1 : 2;
    case 'woods-dense': // 19.4
      if (u.arm !== 'infantry') return { rule: '19.4' };
      return skirmishing(u) ? 2 : 4;
    case 'hill': // 19.1: steep slopes half speed (skirmishers full)
      return f.properties.slope === 'steep' && !skirmishing(u) ? 2 : 1;
    default:
      return 1;
  }
}

/** The first area a ring meets that the unit may not enter, with its rule. */
export function blockedBy(
  table: AtwTable,
  u: Pick<UnitState, 'arm' | 'formation'>,
  ring: Ring,
): Blocked | undefined {
  const closed = table.features.filter(
    (f) => f.area !== null && typeof areaEffect(u, f) === 'object',
  );
  const f = firstMet(ring, closed);
  if (f === undefined) return undefined;
  return { feature: f, rule: (areaEffect(u, f) as { rule: string }).rule };
}

/** 19.5: the extra ticks charged for crossing a line (streams: factor × width; obstacles: their cost). */
function crossingTicks(f: AtwFeature): number {
  const p = f.properties;
  if (f.terrain === 'stream') {
    const factor = typeof p.crossingFactor === 'number' ? p.crossingFactor : 2;
    const width = parseTicks(p.width);
    return width.ok ? Math.round(factor * width.value) : 0;
  }
  if (f.terrain === 'obstacle') {
    const cost = parseTicks(p.crossingCost ?? 2);
    return cost.ok ? cost.value : 0;
  }
  return 0;
}

/**
 * The ticks a leg of the front centre costs before the step's own rate: its length, plus
 * (factor − 1) × the length inside each slower area, plus each line crossed (19.1–19.5). A bridge
 * (19.5) carries a road over a stream: a leg crossing a stream inside a bridge pays nothing.
 */
export function legTicks(
  table: AtwTable,
  u: Pick<UnitState, 'arm' | 'formation'>,
  leg: Segment,
  length: number,
): number {
  let ticks = length;
  for (const f of table.features) {
    if (f.area !== null) {
      const e = areaEffect(u, f);
      if (typeof e === 'number' && e > 1) ticks += (e - 1) * lengthInside(leg, [{ area: f.area }]);
    } else if (f.line !== null && polylineIntersectsSegment(f.line, leg)) {
      const bridged = table.features.some(
        (b) =>
          b.terrain === 'bridge' && b.area !== null && lengthInside(leg, [{ area: b.area }]) > 0,
      );
      if (!(f.terrain === 'stream' && bridged)) ticks += crossingTicks(f);
    }
  }
  return ticks;
}
