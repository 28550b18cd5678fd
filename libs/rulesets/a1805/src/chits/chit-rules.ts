import {
  type Ring,
  closerThan,
  convexOverlap,
  point,
  withinGap,
  apartBy,
  boxOf,
  within,
} from '@pratzen/geometry';
import { TABLE, U, unitSpec } from '../data/catalogue';
import { FOG_SIGHT } from '../data/crt';
import { CHITS } from '../data/strategic';
import { unitRing } from '../movement/pose';
import { pondUnder } from '../movement/terrain';
import type { A1805State, Chit, HeldUnit, UnitState } from '../state';
import { type Side, enemyOf } from '../vocabulary';

/** 16.4.2.8, 16.4.2.8.2: ½ UM — a revealed chit's units stand this close; hiding needs more from the enemy. */
export const SEPARATION = U / 2;

/** A chit's square marker, centred on its spot (the side: CHITS.footprint, RECONSTRUCTED). */
export function chitRing(x: number, y: number): Ring {
  const h = Math.floor(CHITS.footprint / 2);
  return [point(x - h, y - h), point(x + h, y - h), point(x + h, y + h), point(x - h, y + h)];
}

const chitRings = new WeakMap<Chit, Ring>();
/** A chit's marker as a ring, memoised per (immutable) chit state. */
export function ringOfChit(c: Chit): Ring {
  let r = chitRings.get(c);
  if (r === undefined) {
    r = chitRing(c.x, c.y);
    chitRings.set(c, r);
  }
  return r;
}

export const chitById = (state: A1805State, id: string): Chit | undefined =>
  state.fog.chits.find((c) => c.id === id);

/**
 * 16.2–16.3, 16.4.2.7: how close an enemy must come to detect a chit — the weather's sight
 * range (½ UM in fog, 1 and 2 UM as it lifts); in clear weather every chit is seen.
 */
export const detectionRange = (state: A1805State): number =>
  FOG_SIGHT[state.weather] ?? Number.POSITIVE_INFINITY;

/** The enemy units and chits a marker at `ring` is within `range` of (ids). */
export function enemiesWithin(
  state: A1805State,
  side: Side,
  ring: Ring,
  range: number,
  exceptChit?: string,
): string[] {
  const enemy = enemyOf(side);
  const box = boxOf(ring);
  const everywhere = !Number.isFinite(range);
  const near = (r: Ring): boolean =>
    everywhere || (!apartBy(box, boxOf(r), range) && withinGap(ring, r, range));
  return [
    ...state.units.filter((u) => u.side === enemy && near(unitRing(u))).map((u) => u.id),
    ...state.fog.chits
      .filter((c) => c.side === enemy && c.id !== exceptChit && near(ringOfChit(c)))
      .map((c) => c.id),
  ];
}

/**
 * 16.4.2.1: what one chit may hold — up to 1 infantry + 1 artillery (foot or horse); 2 cavalry +
 * 1 horse artillery; 1 infantry + 1 cavalry + 1 artillery — or nothing (a decoy). HQs are not
 * named: an HQ rides with a unit of its troops (attached, 7.1) or alone, and counts for none of
 * them — at most one HQ per unit, one when alone (an interpretation).
 * Returns what is wrong, or null.
 */
export function compositionProblem(units: readonly { readonly id: string }[]): string | null {
  let infantry = 0;
  let cavalry = 0;
  let artillery = 0;
  let foot = 0;
  let hqs = 0;
  for (const u of units) {
    const spec = unitSpec(u.id);
    if (spec === undefined) return `no unit ${u.id}`;
    if (spec.kind === 'hq') hqs += 1;
    if (spec.kind === 'infantry') infantry += 1;
    if (spec.kind === 'cavalry') cavalry += 1;
    if (spec.kind === 'artillery') {
      artillery += 1;
      if (spec.class !== 'horse') foot += 1;
    }
  }
  if (hqs > Math.max(1, infantry + cavalry + artillery)) {
    return 'an HQ rides with a unit of its own (or alone)';
  }
  if (infantry > 1) return 'a chit holds at most one infantry unit';
  if (cavalry > 2) return 'a chit holds at most two cavalry units';
  if (artillery > 1) return 'a chit holds at most one artillery unit';
  if (cavalry === 2 && infantry > 0) return 'two cavalry units go with no infantry';
  if (cavalry === 2 && foot > 0) return 'two cavalry units go with horse artillery only';
  return null;
}

/** 3.1, 6.7, 7.1: a marker wholly on the table, out of ponds, on no unit or other chit. */
export function markerProblem(
  state: A1805State,
  ring: Ring,
  ignoreChit?: string,
  ignoreUnits: readonly string[] = [],
): { code: string; rule: string; message: string } | null {
  if (!within(ring, TABLE)) {
    return { code: 'OFF_TABLE', rule: '3.1', message: 'the chit would not be wholly on the table' };
  }
  if (pondUnder(ring) !== undefined) {
    return { code: 'IMPASSABLE', rule: '6.7', message: 'a chit cannot stand in a pond' };
  }
  const unit = state.units.find(
    (u) =>
      u.attachedTo === null &&
      !ignoreUnits.includes(u.id) &&
      !apartBy(boxOf(ring), boxOf(unitRing(u)), 0) &&
      convexOverlap(ring, unitRing(u)),
  );
  if (unit !== undefined) {
    return { code: 'UNITS_OVERLAP', rule: '7.1', message: `the chit would overlap ${unit.id}` };
  }
  const box = boxOf(ring);
  const chit = state.fog.chits.find(
    (c) =>
      c.id !== ignoreChit &&
      !apartBy(box, boxOf(ringOfChit(c)), 0) &&
      convexOverlap(ring, ringOfChit(c)),
  );
  if (chit !== undefined) {
    return {
      code: 'UNITS_OVERLAP',
      rule: '7.1',
      message: `the chit would overlap chit ${chit.id}`,
    };
  }
  return null;
}

/** 16.4.2.5: an enemy unit or chit closer than 3 UM to a marker at `ring`, if any. */
export function tooCloseToEnemy(state: A1805State, side: Side, ring: Ring): string | undefined {
  const enemy = enemyOf(side);
  const box = boxOf(ring);
  const close = (r: Ring): boolean =>
    !apartBy(box, boxOf(r), CHITS.clearance) && closerThan(ring, r, CHITS.clearance);
  return (
    state.units.find((u) => u.side === enemy && close(unitRing(u)))?.id ??
    state.fog.chits.find((c) => c.side === enemy && close(ringOfChit(c)))?.id
  );
}

/** A unit on the table as it goes into a chit (what play changed about it stays). */
export const held = (u: UnitState): HeldUnit => ({
  id: u.id,
  side: u.side,
  kind: u.kind,
  stepsLost: u.stepsLost,
  morale: u.morale,
});

/** A unit off the table (chit, strategic map, routed off) set down at a pose, with no marker on it. */
export const standing = (
  h: HeldUnit,
  pose: Pick<UnitState, 'x' | 'y' | 'facing' | 'formation'>,
): UnitState => ({
  ...h,
  x: pose.x,
  y: pose.y,
  facing: pose.facing,
  formation: pose.formation,
  attachedTo: null,
  bloodRage: false,
  fired: false,
  checkedFor: [],
});

/** Boxes 1–18 of `side` free now (no chit of its on the table uses them). */
export const freeBoxes = (state: A1805State, side: Side): number[] => {
  const used = new Set(state.fog.chits.filter((c) => c.side === side).map((c) => c.box));
  return Array.from({ length: CHITS.boxes }, (_, i) => i + 1).filter((b) => !used.has(b));
};

/** The next chit's id: `A` or `F` and its number in deployment order. */
export const nextChitId = (state: A1805State, side: Side): string =>
  `${side === 'allied' ? 'A' : 'F'}${state.fog.deployed + 1}`;
