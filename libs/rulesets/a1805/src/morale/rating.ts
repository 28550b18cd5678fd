import { withinGap } from '@pratzen/geometry';
import { U, unitSpec } from '../data/catalogue';
import { unitRing } from '../movement/pose';
import type { A1805State, UnitState } from '../state';

/** Where a unit's morale rating for a check comes from (12.2, 12.6.1, 12.9, 13.5.2). */
export interface Rating {
  readonly rating: number;
  /** The HQ whose morale replaces the unit's (attached, 12.6.1), or that adds +1 (within 1 UM). */
  readonly hq: string | null;
  readonly parts: Readonly<Record<string, number>>;
}

/**
 * The morale rating a unit checks against:
 * - its printed morale, −1 for a step lost (13.5.2) — not for Guard or elite units (12.2.1);
 * - 12.6.1: an attached HQ's morale replaces it; otherwise +1 when a friendly HQ (of any corps,
 *   12.6.3) is within 1 UM and has a better morale than the unit's;
 * - 12.9: +2 under Blood Rage.
 */
export function moraleRating(state: A1805State, unit: UnitState): Rating {
  const spec = unitSpec(unit.id);
  const printed = spec?.morale ?? 0;
  const parts: Record<string, number> = { printed };
  let rating = printed;
  if (unit.stepsLost > 0 && spec !== undefined && !spec.guard && !spec.elite) {
    rating -= unit.stepsLost;
    parts['stepLost'] = -unit.stepsLost;
  }
  let hq: string | null = null;
  const attached = state.units.find((h) => h.attachedTo === unit.id);
  if (attached !== undefined) {
    rating = unitSpec(attached.id)?.morale ?? rating;
    hq = attached.id;
    parts['attachedHq'] = rating;
  } else {
    const ring = unitRing(unit);
    const near = state.units.find(
      (h) =>
        h.kind === 'hq' &&
        h.side === unit.side &&
        h.id !== unit.id &&
        (unitSpec(h.id)?.morale ?? 0) > rating &&
        withinGap(
          unitRing(
            h.attachedTo === null ? h : (state.units.find((x) => x.id === h.attachedTo) ?? h),
          ),
          ring,
          U,
        ),
    );
    if (near !== undefined) {
      rating += 1;
      hq = near.id;
      parts['hqInRange'] = 1;
    }
  }
  if (unit.bloodRage) {
    rating += 2;
    parts['bloodRage'] = 2;
  }
  return { rating, hq, parts };
}
