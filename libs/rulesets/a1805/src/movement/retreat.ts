import { type Point, type Ring, TICKS_PER_UNIT, normaliseFacing, within } from '@pratzen/geometry';
import { localPoint, slideSearch } from '@pratzen/rulesets/freeform-kit';
import { TABLE, blockOf } from '../data/catalogue';
import type { A1805State, UnitState } from '../state';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from './pose';
import { pondUnder } from './terrain';

/** Where a retreat ends (13.10–13.11, 12.5.3). */
export type RetreatOutcome =
  | { readonly kind: 'moved'; readonly pose: Pose; readonly distance: number }
  /** 13.11.1: it touched a friendly unit and stopped there. */
  | {
      readonly kind: 'stopped';
      readonly pose: Pose;
      readonly distance: number;
      readonly by: UnitState;
    }
  /** 13.11.2: no room (an enemy, a pond, the table's edge): the unit is eliminated. */
  | { readonly kind: 'blocked'; readonly by: string };

const onTable = (ring: Ring): boolean => within(ring, TABLE);

/**
 * A retreat of `length` (13.10: 1 UM) away from `from` (13.11: opposite the attack, or the fire;
 * 12.5.3: a rout, opposite the unit that provoked it): straight back, forward or sideways, by the
 * side of the unit `from` lies on. The unit first turns about its
 * centre: a routed unit turns its back to the enemy, any other keeps facing it (13.11.3). It
 * stops on touching any friendly unit (13.11.1: it cannot avoid them) but those `through` lets it
 * pass (21.2) where it would not end on them; an enemy unit, a pond or the table's edge in the
 * way means no retreat (13.11.2, 12.6.3). The first obstacle along the path is found exactly.
 */
export function planRetreat(
  state: A1805State,
  unit: UnitState,
  from: Point,
  routed: boolean,
  length: number = TICKS_PER_UNIT,
  through: (other: UnitState) => boolean = () => false,
  /** 12.5.3.1: a flight towards cover goes this way (tenths), not by the side `from` is on. */
  heading?: number,
): RetreatOutcome {
  const centre = centreOf(unit.kind, unit);
  // 13.11: opposite the attack — straight back from an enemy in front, forward from one behind,
  // sideways from one on a flank (the side it is on, in the unit's own frame)
  // (measured from its front edge: ahead of it is the front, behind the rear edge the rear)
  const local = localPoint(from, unit);
  const depth = blockOf(unit.kind, unit.formation)?.depth ?? 0;
  const away =
    heading !== undefined
      ? heading
      : local.y >= 0
        ? normaliseFacing(unit.facing + 1800)
        : local.y <= -depth
          ? unit.facing
          : normaliseFacing(unit.facing + (local.x > 0 ? -900 : 900));
  const facing = routed ? away : normaliseFacing(away + 1800);
  const turned = frontFromCentre(unit.kind, centre, facing, unit.formation);
  // 13.11.1: every friendly unit stops a retreat, artillery too (6.8 lets units move through
  // friendly artillery, not retreat through it); 21.2: units it may pass through stop it only
  // where it would end on them
  const out = slideSearch<Pose, UnitState>({
    start: turned,
    heading: away,
    length,
    ringAt: (p) => ringAt(unit.kind, p),
    others: state.units.filter((o) => o.id !== unit.id && o.attachedTo === null),
    idOf: (o) => o.id,
    ringOf: unitRing,
    stopsAt: (o) => o.side === unit.side,
    through,
    groundBad: (ring, swept) => !onTable(ring) || pondUnder(swept) !== undefined,
  });
  // touching a friend as it turns: it stays where it was
  if (out.kind === 'stopped' && out.pose === null)
    return {
      ...out,
      pose: { x: unit.x, y: unit.y, facing: unit.facing, formation: unit.formation },
    };
  return out as RetreatOutcome;
}
