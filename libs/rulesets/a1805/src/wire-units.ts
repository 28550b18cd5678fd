import { type Numbers, POSE_NUMBERS, converted, wireCodec } from '@pratzen/rulesets/freeform-kit';
import type { A1805Event } from './events';
import type { A1805State } from './state';
import { RULESET_VERSION } from './vocabulary';

/**
 * The units of an event's numbers, at the ruleset's boundary. Inside, the rules decide and fold
 * integers only (freeform.md: ticks, 1,000 per UM; tenths of a degree): a record re-decides byte
 * for byte. On the wire, from rules version 0.2.0, events speak as commands and the state view
 * do: distances and positions in UM (ticks / 1,000: at most 3 decimals), facings and angles in
 * degrees (tenths / 10: at most 1 decimal). `encodeEvent` turns a decided event into that form,
 * `decodeEvent` turns it back (exactly: `Math.round(v * 1000)` of a ≤ 3-decimal number is the
 * integer it came from); games created under 0.1.0 keep integer events (`A1805State.eventUnits`
 * absent) and pass through unchanged.
 *
 * Which members are distances and which angles, by event type (events.ts): every other number
 * of an event (dice, totals, ratings, turns) is a count and stays as it is.
 */
export type { Numbers };

const POSE = POSE_NUMBERS;
const NONE: Numbers = {};

/** Keyed by every event type (the compiler checks that none is missing). */
export const WIRE_MEMBERS: Readonly<Record<A1805Event['type'], Numbers>> = {
  UnitMoved: { ticks: ['x', 'y', 'spent'], tenths: ['facing'] },
  PhaseEnded: NONE,
  MoraleChecked: NONE,
  MoraleChanged: POSE,
  UnitEliminated: NONE,
  StepLost: NONE,
  UnitRetreated: { ticks: ['x', 'y', 'distance'], tenths: ['facing'] },
  // positions: [x, y] pairs, facings: one per gun (below)
  ArtilleryFired: NONE,
  FireResolved: NONE,
  MusketryFired: NONE,
  CloseCombat: NONE,
  CombatDeclared: NONE,
  CombatEnded: NONE,
  AssaultFire: NONE,
  Disengaged: POSE,
  FogRolled: NONE,
  ChargeDeclared: NONE,
  AmmunitionSpent: NONE,
  ChitDeployed: { ticks: ['x', 'y'] },
  ChitMoved: { ticks: ['x', 'y', 'distance'] },
  ChitRevealed: NONE,
  // units: a pose each (below)
  ChitUnitsPlaced: NONE,
  ChitsAllotted: NONE,
  CorpsMoved: NONE,
  ReactionOffered: { ticks: ['left'] },
  Reacted: { ticks: ['x', 'y', 'distance'], tenths: ['facing'] },
  CrewReturned: NONE,
  CrewlessGunsAttacked: NONE,
  Shaken: NONE,
  RoutedOff: NONE,
  UnitReturned: POSE,
  UnitEntered: POSE,
};

/** The codec (freeform-kit `wire-codec.ts`): the guns' [x, y] pairs and facings, the chits' poses. */
const CODEC = wireCodec<A1805Event>(WIRE_MEMBERS, {
  ArtilleryFired: (e, distance, angle) => ({
    ...e,
    facings: e.facings.map(angle),
    positions: e.positions.map(([x, y]) => [distance(x), distance(y)] as const),
  }),
  ChitUnitsPlaced: (e, distance, angle) => ({
    ...e,
    units: e.units.map((u) => converted(u, POSE, distance, angle)),
  }),
});

/** A decided event (integers) in its wire form: UM and degrees. */
export const encodeEvent = CODEC.encodeEvent;

/** A wire event (UM and degrees) back to the integers the rules fold. */
export const decodeEvent = CODEC.decodeEvent;

/**
 * A wire event read strictly: throws when a distance has more than 3 decimals or an angle more
 * than 1 (what `decodeEvent` would round). For tests and clients checking a stream.
 */
export const decodeEventStrict = CODEC.decodeEventStrict;

/** Whether this game's events are in UM and degrees (created under 0.2.0 on). */
export const speaksUM = (state: A1805State): boolean => state.eventUnits === 'UM';

/** The events of a decision as this game's record holds them. */
export const eventsOnWire = (state: A1805State, events: readonly A1805Event[]): A1805Event[] =>
  speaksUM(state) ? events.map(encodeEvent) : [...events];

/** An event of this game's record as the rules fold it. */
export const eventFromWire = (state: A1805State, event: A1805Event): A1805Event =>
  speaksUM(state) ? decodeEvent(event) : event;

/**
 * Whether a game created under `version` has its events in UM and degrees: 0.2.0 and later
 * (absent, or a version this code cannot read: the current one, `RULESET_VERSION`); 0.1.x and
 * 0.0.x keep ticks and tenths of a degree.
 */
export function eventsInUM(version: string | undefined): boolean {
  const m = /^(\d+)\.(\d+)\./.exec(version ?? RULESET_VERSION);
  if (m === null) return true;
  return !(Number(m[1]) === 0 && Number(m[2]) < 2);
}
