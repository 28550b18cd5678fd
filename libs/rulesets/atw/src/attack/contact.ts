import {
  type Point,
  type Ring,
  footprintRing,
  normaliseFacing,
  rotate,
  turnBetween,
  vectorAdd,
  withinGap,
} from '@pratzen/geometry';
import { localPoint } from '@pratzen/rulesets/freeform-kit';
import { unitRing } from '../footprint';
import type { AtwTable, Face, UnitState } from '../state';

/**
 * Contact between two footprints (14, 17.2): two units are in contact when their rings are at
 * most `CONTACT` ticks apart (touching; paths never overlap). What touches is read per file: the
 * front-edge point of each file of the striking unit that lies within `CONTACT` of the other's
 * ring is a file in base contact.
 */
export const CONTACT = 2;

/** The pose members contact needs (a unit's, or a pose it would take). */
export type Placed = Pick<UnitState, 'x' | 'y' | 'facing' | 'width' | 'depth' | 'files'>;

/** The front-edge centre of file `i` (0 = the left file) of a unit at `u`. */
export function fileFront(u: Placed, i: number): Point {
  // an integer ratio, rounded once (IEEE division of integers is exact to the last bit)
  const x = Math.round(((2 * i + 1 - u.files) * u.width) / (2 * Math.max(1, u.files)));
  return vectorAdd({ x: u.x, y: u.y }, rotate({ x, y: 0 }, u.facing));
}

/** The ring of a rectangle footprint at a pose. */
export const ringAt = (p: Omit<Placed, 'files'>): Ring =>
  footprintRing({ position: { x: p.x, y: p.y }, facing: p.facing, width: p.width, depth: p.depth });

/** Whether two rings touch (gap ≤ CONTACT ticks). */
export const touching = (a: Ring, b: Ring): boolean => withinGap(a, b, CONTACT);

/** The files (indices, left to right) of `u` whose front edge touches `ring`. */
export function filesTouching(u: Placed, ring: Ring): number[] {
  const out: number[] = [];
  for (let i = 0; i < u.files; i += 1) {
    if (withinGap([fileFront(u, i)], ring, CONTACT)) out.push(i);
  }
  return out;
}

/** 14.3: which face of a rectangle footprint at `d` a point lies against (its own frame). */
export function faceAt(p: Point, d: Omit<Placed, 'files'>): Face {
  const local = localPoint(p, d);
  if (local.y >= -CONTACT) return 'front';
  if (local.y <= -d.depth + CONTACT) return 'rear';
  return local.x < 0 ? 'left' : 'right';
}

/** 14.4-3: the facing an attacker squarely against `face` of a unit facing `facing` would have. */
export function squareOn(face: Face, facing: number): number {
  const turn = { front: 1800, rear: 0, left: 900, right: 2700 }[face];
  return normaliseFacing(facing + turn);
}

/** 14: an enemy a planned pose touches, and how. */
export interface Touch {
  readonly defender: UnitState;
  readonly contact: Contact;
}

export interface Contact {
  readonly face: Face;
  /** Files of the attacker in base contact (indices). */
  readonly files: readonly number[];
  /** 14.4-3: the attacker's contact angle, tenths of a degree off square (0–1800). */
  readonly angle: number;
}

/**
 * How `a` (at its pose) touches `d`, or null when they do not touch. The face is the one under
 * the middle file in contact (or, touching by a corner only, the attacker's front centre); a
 * garrison has no flanks or rear (19.7-4): always its front, never at an angle.
 */
export function contactOf(table: AtwTable, a: Placed, d: UnitState): Contact | null {
  const aRing = ringAt(a);
  const dRing = unitRing(table, d);
  if (!touching(aRing, dRing)) return null;
  const files = filesTouching(a, dRing);
  if (d.block !== null) return { face: 'front', files, angle: 0 };
  const mid = files.length > 0 ? fileFront(a, files[Math.floor(files.length / 2)]!) : a;
  const face = faceAt(mid, d);
  return { face, files, angle: Math.abs(turnBetween(a.facing, squareOn(face, d.facing))) };
}

/** 14.3: whether any corner of `ring` stands behind the line of `d`'s front. */
export function partlyBehind(ring: Ring, d: Omit<Placed, 'files'>): boolean {
  return ring.some((p) => localPoint(p, d).y < 0);
}
