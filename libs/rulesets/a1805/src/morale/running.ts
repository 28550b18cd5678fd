import type { Dice } from '@pratzen/engine';
import type { Point } from '@pratzen/geometry';
import type { A1805Event, MoraleChanged } from '../events';
import { type Pose, centreOf, frontFromCentre, ringAt } from '../movement/pose';
import { notClearUnder } from '../movement/terrain';
import type { A1805State, UnitState } from '../state';
import type { MoraleState } from '../vocabulary';

/**
 * Applying what fire and combat do to units (12, 13.5, 13.10–13.11): the running state and the
 * events emitted so far. `fold` is the ruleset's evolve, so every step sees the state the events
 * before it made.
 */
export interface Outcomes {
  state: A1805State;
  readonly events: A1805Event[];
  readonly dice: Dice;
  readonly fold: (s: A1805State, e: A1805Event) => A1805State;
  /** 13.11.2: units that, forced to retreat, are eliminated instead (attacked front and rear). */
  readonly surrendering?: readonly string[];
}

export function emit(o: Outcomes, e: A1805Event): void {
  o.events.push(e);
  o.state = o.fold(o.state, e);
}

/** The unit as it stands now, in the running state (undefined: it has left the table). */
export const current = (o: Outcomes, id: string): UnitState | undefined =>
  o.state.units.find((u) => u.id === id);

/**
 * What a failed check does: one level worse (`worsen`), at least disorganized and a retreat
 * (`retreat`), or something a rule puts instead (10.4.3.5: musketry before an assault), given the
 * unit and by how much it failed. A double 6 is always a catastrophic failure (12.8).
 */
export type Failure = 'worsen' | 'retreat' | ((unit: UnitState, failedBy: number) => void);

/** 12.11: one morale level worse (a routed unit is eliminated). */
export const WORSE: Readonly<Record<MoraleState, MoraleState | 'eliminated'>> = {
  good: 'stunned',
  stunned: 'disorganized',
  disorganized: 'routed',
  routed: 'eliminated',
};

/**
 * A retreat or flight landing where `plan` puts the unit (UnitRetreated). 5.2: a square any part
 * of which enters other than clear terrain loses its marker and lands as a column; returns
 * whether it did (the caller routs it: `routBrokenSquare`).
 */
export function emitRetreat(
  o: Outcomes,
  u: UnitState,
  plan: { readonly pose: Pose; readonly distance: number },
): boolean {
  const broken = u.formation === 'square' && notClearUnder(ringAt(u.kind, plan.pose)) !== undefined;
  const pose = broken
    ? frontFromCentre(u.kind, centreOf(u.kind, plan.pose), plan.pose.facing, 'column')
    : plan.pose;
  emit(o, {
    type: 'UnitRetreated',
    unitId: u.id,
    x: pose.x,
    y: pose.y,
    facing: pose.facing,
    distance: plan.distance,
    ...(broken ? { formation: 'column' as const } : {}),
  });
  return broken;
}

/**
 * 12.9, 12.9.3: a double 1 on any check rallies the unit — back in good order whatever its
 * condition (a stunned, disorganized or routed unit where it stands, facing kept; 12.10.1's free
 * facing belongs to the Rally Phase's check) — and, but for artillery, gives it Blood Rage.
 */
export function doubleOne(o: Outcomes, u: UnitState): void {
  const change = rallied(u);
  if (change !== null) emit(o, change);
}

/** 12.9, 12.9.3: what a double 1 changes of `u` (null: nothing, an artillery unit in good order). */
export function rallied(u: UnitState): MoraleChanged | null {
  const rage = u.kind !== 'artillery' && !u.bloodRage;
  if (u.morale === 'good' && !rage) return null;
  return {
    type: 'MoraleChanged',
    unitId: u.id,
    to: 'good',
    ...(rage ? { bloodRage: 'gained' as const } : {}),
  };
}

/**
 * The morale steps of outcomes.ts that call one another, handed to the rules outcomes.ts calls
 * back (nearby checks, a unit's own retreats, routing off the table) so that they need not
 * import outcomes.ts: one way of imports, the same calls.
 */
export interface MoraleSteps {
  readonly worsenTo: (
    o: Outcomes,
    id: string,
    to: MoraleState | 'eliminated',
    source: Point,
    cause: string,
    retreat: boolean,
  ) => void;
  readonly checkMorale: (
    o: Outcomes,
    id: string,
    modifier: number,
    source: Point,
    cause: string,
    failure: Failure,
  ) => void;
  readonly eliminate: (o: Outcomes, u: UnitState, cause: string, inBattle?: boolean) => void;
  readonly routBrokenSquare: (o: Outcomes, moved: UnitState) => void;
  readonly stoppedByFriend: (
    o: Outcomes,
    u: UnitState,
    friend: UnitState,
    routed: boolean,
    cause: string,
    inBattle: boolean,
  ) => void;
}
