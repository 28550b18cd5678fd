/**
 * 27.2, 27.4: the NP's attitude and its groups, and the force ratio each group faces.
 */
import { withinDistance } from '@pratzen/geometry';
import { LOCATIONS, U, unitSpec } from '../data/catalogue';
import type { Side } from '../vocabulary';
import { type NpUnit, type NpView, combatants } from './read';

/** 27.4: units less than 4 UM from one another form one group. */
export const GROUP_GAP = 4 * U;

/**
 * 27.4: the NP's units in groups — single linkage: a unit less than 4 UM from any unit of a group
 * belongs to it (so a chain of units each within 4 UM of the next is one group). HQs go with the
 * group they stand in but do not count in the force. Groups listed from the westernmost unit.
 */
export function groupsOf(units: readonly NpUnit[]): NpUnit[][] {
  const sorted = [...units].sort((a, b) => a.at.x - b.at.x || a.at.y - b.at.y);
  const groupOf = new Map<string, number>();
  const groups: NpUnit[][] = [];
  for (const u of sorted) {
    if (groupOf.has(u.id)) continue;
    const g: NpUnit[] = [u];
    groupOf.set(u.id, groups.length);
    for (let i = 0; i < g.length; i += 1) {
      const m = g[i]!;
      for (const o of sorted) {
        if (groupOf.has(o.id)) continue;
        if (withinDistance(m.at, o.at, GROUP_GAP - 1)) {
          groupOf.set(o.id, groups.length);
          g.push(o);
        }
      }
    }
    groups.push(g);
  }
  return groups;
}

/** Strength for the force ratio: a brigade's steps, a battery 1, an HQ nothing. */
export const strengthOf = (units: readonly NpUnit[]): number =>
  combatants(units).reduce((s, u) => s + (u.kind === 'artillery' ? 1 : u.steps), 0);

/** The enemy a group faces: every enemy unit it sees within 4 UM of one of its units. */
export const opposing = (group: readonly NpUnit[], enemy: readonly NpUnit[]): NpUnit[] =>
  enemy.filter((e) => group.some((u) => withinDistance(u.at, e.at, GROUP_GAP)));

export const ODDS = ['3:1', '2:1', '1:1', '1:2', '1:3'] as const;
export type Odds = (typeof ODDS)[number];

/**
 * The odds column (27's table): ≥ 3:1, ≥ 2:1, then 1:1 for anything between 1:2 and 2:1
 * exclusive, 1:2 from twice the NP's strength, ≤ 1:3 from three times.
 */
export function oddsOf(own: number, enemy: number): Odds {
  if (own >= 3 * enemy) return '3:1';
  if (own >= 2 * enemy) return '2:1';
  if (enemy >= 3 * own) return '1:3';
  if (enemy >= 2 * own) return '1:2';
  return '1:1';
}

/** 17.1.1: each side's victory points as the NP's view shows them (control, eliminated guns and HQs). */
export function pointsOf(v: NpView): Record<Side, number> {
  const points: Record<Side, number> = { allied: 0, french: 0 };
  for (const l of LOCATIONS) {
    const side = v.control[l.id];
    if (side !== undefined) points[side] += l.victoryPoints;
  }
  for (const id of v.eliminated) {
    const spec = unitSpec(id);
    if (spec === undefined || (spec.kind !== 'artillery' && spec.kind !== 'hq')) continue;
    points[spec.side === 'allied' ? 'french' : 'allied'] += 1;
  }
  return points;
}

export type Attitude = 'offensive' | 'defensive';

/** 27.2: defensive with more victory points than the player, offensive with fewer or as many. */
export function attitudeOf(v: NpView): Attitude {
  const p = pointsOf(v);
  const enemy: Side = v.side === 'allied' ? 'french' : 'allied';
  return p[v.side] > p[enemy] ? 'defensive' : 'offensive';
}
