/**
 * The NP reads only its seat's view (`view(state, side)`, libs/bots README "What a bot sees"):
 * positions come on the wire in UM and degrees and are turned back into the rules' integers
 * (ticks, tenths of a degree) so that every NP measure is exact, like the rules' own.
 */
import {
  type Point,
  distanceSquared,
  distanceTicks,
  facingOf,
  point,
  turnBetween,
} from '@pratzen/geometry';
import { U, unitSpec } from '../data/catalogue';
import type { Formation, Kind, MoraleState, Phase, Side, Weather } from '../vocabulary';

export interface NpUnit {
  readonly id: string;
  readonly side: Side;
  readonly kind: Kind;
  /** infantry: line | light | guard; cavalry: light | medium | heavy | cossack; artillery: foot | horse */
  readonly class: string;
  /** The corps or column (the order of battle, public). */
  readonly corps: string;
  readonly formation: Formation;
  /** Front centre, ticks. */
  readonly at: Point;
  /** Tenths of a degree, clockwise from north. */
  readonly facing: number;
  readonly steps: number;
  readonly fullStrength: boolean;
  readonly morale: MoraleState;
  readonly combat: number;
  readonly attachedTo: string | null;
  readonly fired: boolean;
}

export interface NpChit {
  readonly id: string;
  readonly side: Side;
  readonly at: Point;
  /** Only for the NP's own chits (hidden from the other side). */
  readonly units?: readonly string[];
}

export interface NpReaction {
  readonly side: Side;
  readonly unitId: string;
  readonly against: string;
  readonly options: readonly string[];
}

export interface NpView {
  readonly side: Side;
  readonly turn: number;
  readonly phase: Phase;
  readonly attacker: Side;
  readonly weather: Weather;
  readonly units: readonly NpUnit[];
  readonly own: readonly NpUnit[];
  readonly enemy: readonly NpUnit[];
  readonly chits: readonly NpChit[];
  readonly reaction: NpReaction | null;
  readonly moved: readonly string[];
  readonly control: Readonly<Record<string, Side>>;
  readonly eliminated: readonly string[];
  readonly combats: readonly { readonly defender: string; readonly attackers: readonly string[] }[];
  /** The NP's own strategic map (16.4.1: hidden from the other side): unit → area. */
  readonly reserve: readonly { readonly unitId: string; readonly area: string }[];
}

interface WireUnit {
  id: string;
  side: Side;
  kind: Kind;
  class: string | null;
  formation: Formation;
  position: { x: number; y: number };
  facing: number;
  steps: number;
  morale: MoraleState;
  attachedTo: string | null;
  artilleryFired?: boolean;
  ratings?: { combat?: number | null };
}

interface WireView {
  turn: number;
  phase: Phase;
  attacker: Side;
  weather: Weather;
  units: WireUnit[];
  reaction: NpReaction | null;
  moved: string[];
  control: Record<string, Side>;
  eliminated: string[];
  combats: { defender: string; attackers: string[] }[];
  fog?: {
    strategicMap?: { unitId: string; side: Side; area: string }[];
    chits?: { id: string; side: Side; position: { x: number; y: number }; units?: string[] }[];
  };
}

/** UM (≤ 3 decimals) to ticks, exact. */
export const toTicks = (um: number): number => Math.round(um * U);
/** Degrees (≤ 1 decimal) to tenths, exact. */
export const toTenths = (deg: number): number => Math.round(deg * 10);

export function readView(raw: unknown, side: Side): NpView {
  const v = raw as WireView;
  const units = (v.units ?? []).map((u): NpUnit => {
    const spec = unitSpec(u.id);
    return {
      id: u.id,
      side: u.side,
      kind: u.kind,
      class: u.class ?? spec?.class ?? '',
      corps: spec?.formation ?? '',
      formation: u.formation,
      at: point(toTicks(u.position.x), toTicks(u.position.y)),
      facing: toTenths(u.facing),
      steps: u.steps,
      fullStrength: u.steps >= (spec?.steps ?? 1),
      morale: u.morale,
      combat: u.ratings?.combat ?? spec?.combat ?? 0,
      attachedTo: u.attachedTo,
      fired: u.artilleryFired === true,
    };
  });
  return {
    side,
    turn: v.turn,
    phase: v.phase,
    attacker: v.attacker,
    weather: v.weather,
    units,
    own: units.filter((u) => u.side === side),
    enemy: units.filter((u) => u.side !== side),
    chits: (v.fog?.chits ?? []).map((c) => ({
      id: c.id,
      side: c.side,
      at: point(toTicks(c.position.x), toTicks(c.position.y)),
      ...(c.units === undefined ? {} : { units: c.units }),
    })),
    reaction: v.reaction ?? null,
    moved: v.moved ?? [],
    control: v.control ?? {},
    eliminated: v.eliminated ?? [],
    combats: v.combats ?? [],
    reserve: (v.fog?.strategicMap ?? [])
      .filter((r) => r.side === side)
      .map((r) => ({ unitId: r.unitId, area: r.area })),
  };
}

export const byId = (v: NpView, id: string): NpUnit | undefined => v.units.find((u) => u.id === id);

/** Distance in ticks. */
export const dist = (a: Point, b: Point): number => distanceTicks(a, b);

/** The nearest of `others` to `p` (ties: first listed). */
export function nearest<T extends { readonly at: Point }>(
  p: Point,
  others: readonly T[],
): T | null {
  let best: T | null = null;
  let bestD = Infinity;
  for (const o of others) {
    const d = distanceSquared(p, o.at);
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  return best;
}

/** The turn (tenths, −1800..1800) that would face `u` towards `p`. */
export function turnTowards(u: { readonly at: Point; readonly facing: number }, p: Point): number {
  if (u.at.x === p.x && u.at.y === p.y) return 0;
  return turnBetween(u.facing, facingOf({ x: p.x - u.at.x, y: p.y - u.at.y }));
}

/**
 * Where `attacker` stands relative to `target`'s facing: `front` within 45° of its facing,
 * `rear` within 45° of its back, else `flank` (13.8, 5.4.5.1's front / flank / rear).
 */
export function aspect(
  target: { readonly at: Point; readonly facing: number },
  attacker: Point,
): 'front' | 'flank' | 'rear' {
  const t = Math.abs(turnTowards(target, attacker));
  if (t <= 450) return 'front';
  if (t >= 1350) return 'rear';
  return 'flank';
}

/** Units that fight (not HQs) and are on the table. */
export const combatants = (units: readonly NpUnit[]): NpUnit[] =>
  units.filter((u) => u.kind !== 'hq');
