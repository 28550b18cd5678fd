import { type Ring, convexHull, convexOverlap, boxOf, disjoint } from '@pratzen/geometry';
import { unitSpec } from '../data/catalogue';
import type { A1805Event, ChitRevealed } from '../events';
import type { A1805State, Chit, HeldUnit, UnitState } from '../state';
import { ringOfChit } from './chit-rules';

/** The steps a unit still has (13.5): what makes an infantry unit "the largest" (13.11.1.1.2). */
const stepsLeft = (u: HeldUnit): number => (unitSpec(u.id)?.steps ?? 1) - u.stepsLost;

/**
 * 13.11.1.1.1–13.11.1.1.4: whom a unit stepping over this chit disorganizes: the chit's only unit
 * and the retreating unit too (13.11.1.1.1; our reading: not when that unit is artillery,
 * 13.11.1.1.4); else the largest infantry unit (13.11.1.1.2; with the compositions of 16.4.2.1
 * a chit holds at most one, and infantry is the largest unit there is); else, of two cavalry
 * units, the one its owner chooses (13.11.1.1.3); artillery is unaffected (13.11.1.1.4).
 */
export function trampled(chit: Chit): {
  readonly disorganized: readonly string[];
  readonly choose: readonly string[];
  readonly retreating: boolean;
} {
  const units = chit.units.filter((u) => u.kind !== 'hq');
  const troops = units.filter((u) => u.kind !== 'artillery');
  if (units.length === 1) {
    const only = units[0]!;
    return only.kind === 'artillery'
      ? { disorganized: [], choose: [], retreating: false }
      : { disorganized: [only.id], choose: [], retreating: true };
  }
  const infantry = troops
    .filter((u) => u.kind === 'infantry')
    .sort((a, b) => stepsLeft(b) - stepsLeft(a) || a.id.localeCompare(b.id));
  if (infantry[0] !== undefined)
    return { disorganized: [infantry[0].id], choose: [], retreating: false };
  const cavalry = troops.filter((u) => u.kind === 'cavalry').map((u) => u.id);
  if (cavalry.length === 1) return { disorganized: cavalry, choose: [], retreating: false };
  return { disorganized: [], choose: cavalry, retreating: false };
}

/**
 * 13.11.1.1: the chits (either side's) a retreating unit's path crossed — from its block before
 * (`from`) to its block after — revealed at once, with the disorder the crossing causes
 * (13.11.1.1.1–4). Returns the events, in chit order; the retreating unit's own disorder last.
 */
export function chitsSteppedOver(
  state: A1805State,
  unit: UnitState,
  from: Ring,
  to: Ring,
): A1805Event[] {
  const path = convexHull([...from, ...to]);
  const box = boxOf(path);
  const out: A1805Event[] = [];
  let retreating = false;
  for (const c of state.fog.chits) {
    const marker = ringOfChit(c);
    if (disjoint(box, boxOf(marker)) || !convexOverlap(path, marker)) continue;
    const t = trampled(c);
    const event: ChitRevealed = {
      type: 'ChitRevealed',
      chitId: c.id,
      side: c.side,
      units: c.units.map((u) => u.id),
      by: [unit.id],
      ...(t.disorganized.length > 0 ? { disorganized: t.disorganized } : {}),
      ...(t.choose.length > 0 ? { choose: t.choose } : {}),
    };
    out.push(event);
    retreating ||= t.retreating;
  }
  if (retreating && (unit.morale === 'good' || unit.morale === 'stunned')) {
    out.push({
      type: 'MoraleChanged',
      unitId: unit.id,
      to: 'disorganized',
      ...(unit.bloodRage ? { bloodRage: 'lost' as const } : {}),
    });
  }
  return out;
}
