/**
 * 24.3, 24.4, 24.5.19, 24.7: whom the NP's guns and muskets fire at.
 */
import { distanceSquared } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { type Action, type NpChoice, type NpContext, firstAccepted, ofType } from './context';
import { type NpUnit, byId } from './read';

type Fire = Extract<A1805Command, { type: 'FireArtillery' }>;
type Musket = Extract<A1805Command, { type: 'Musketry' }>;

/** Every unit a subset space allows to join `a`'s fire (9.7, 10.4.2), else `a`'s own. */
function widest(a: Action): readonly string[] {
  const d = a.space?.vary['/unitIds'];
  return d !== undefined && d.kind === 'subset' ? d.of : [];
}

/** 24.3.1: how dangerous an enemy unit is to a battery: one that can assault it most. */
function danger(t: NpUnit): number {
  if (t.kind === 'hq') return 0;
  const able = t.morale === 'good' || t.morale === 'stunned';
  if (t.kind === 'cavalry') return able ? 4 : 1;
  if (t.kind === 'infantry') return able ? 3 : 1;
  return 2; // a battery can hurt it, not assault it
}

/** 24.7.1: routed, then disorganized, then stunned targets first (4 = none of these). */
const shaken = (t: NpUnit): number =>
  ['routed', 'disorganized', 'stunned', 'good'].indexOf(t.morale) + 1;

/** 24.3 / 24.4 (and 24.5.19 in the musketry phases): the battery fire the NP makes, if any. */
export function artilleryChoice(ctx: NpContext): NpChoice | null {
  const fires = ofType(ctx.actions, 'FireArtillery');
  if (fires.length === 0) return null;
  const { v } = ctx;
  const preparation = v.phase === 'artillery-preparation-fire';
  const intended = preparation ? intendedTargets(ctx) : new Set<string>();
  const scored = fires.map((a) => {
    const t = byId(v, a.command.targetId);
    const gun = byId(v, a.command.unitIds[0] ?? '');
    const canister = a.command.ammunition === 'canister' ? 1 : 0;
    const near = t && gun ? distanceSquared(gun.at, t.at) : Number.MAX_SAFE_INTEGER;
    const rank = preparation
      ? // 24.4.1: the unit it means to attack, or a disorganized one
        (intended.has(a.command.targetId) ? 2 : 0) + (t?.morale === 'disorganized' ? 1 : 0)
      : t === undefined
        ? 0
        : danger(t);
    return { a, canister, rank, near, t };
  });
  // 24.3.2 / 24.4.2: canister targets first; then 24.3.1 / 24.4.1; then the nearest
  scored.sort((x, y) => y.canister - x.canister || y.rank - x.rank || x.near - y.near);
  const best = scored[0]!;
  const rule = preparation
    ? best.canister === 1
      ? '24.4.2 canister target first'
      : best.rank >= 2
        ? '24.4.1 the unit it means to attack'
        : best.rank === 1
          ? '24.4.1 a disorganized unit'
          : '24.4 fire at an enemy in range'
    : v.phase === 'artillery-defensive-fire'
      ? best.canister === 1
        ? '24.3.2 canister target first'
        : '24.3.1 the most dangerous target'
      : '24.5.19 the battery fires canister at its attacker';
  const all = widest(best.a);
  const concentrated: Fire = {
    ...best.a.command,
    unitIds: all.length > 0 ? all : best.a.command.unitIds,
  };
  return firstAccepted(ctx, [
    { command: concentrated, reason: `${rule} (9.7 every battery that can join)` },
    { command: best.a.command, reason: rule },
  ]);
}

/** 24.4.1: the enemy units the NP means to attack: the nearest enemy of each unit ordered to assault or charge. */
function intendedTargets(ctx: NpContext): Set<string> {
  const orders = ctx.orders();
  const out = new Set<string>();
  for (const u of ctx.v.own) {
    const o = orders.of(u.id)?.order;
    if (o !== 'combat' && o !== 'charge') continue;
    let best: NpUnit | null = null;
    for (const e of ctx.v.enemy)
      if (best === null || distanceSquared(u.at, e.at) < distanceSquared(u.at, best.at)) best = e;
    if (best !== null) out.add(best.id);
  }
  return out;
}

/**
 * 24.7, 24.7.1, 24.7.2: every NP unit that can fire does, at the nearest enemy, with every unit
 * that can join it (concentration, the proportional pair); among equally near targets, routed,
 * then disorganized, then stunned ones first.
 */
export function musketryChoice(ctx: NpContext): NpChoice | null {
  const shots = ofType(ctx.actions, 'Musketry');
  if (shots.length === 0) return null;
  const { v } = ctx;
  const scored = shots.map((a) => {
    const t = byId(v, a.command.targetId);
    const u = byId(v, a.command.unitIds[0] ?? '');
    const near = t && u ? distanceSquared(u.at, t.at) : Number.MAX_SAFE_INTEGER;
    return { a, near, shaken: t === undefined ? 4 : shaken(t), joined: widest(a).length };
  });
  scored.sort((x, y) => x.near - y.near || x.shaken - y.shaken || y.joined - x.joined);
  const best = scored[0]!;
  const all = widest(best.a);
  const reason =
    best.shaken < 4 && scored.filter((s) => s.near === best.near).length > 1
      ? '24.7.1 the shaken target first'
      : '24.7 fire at the nearest enemy';
  const joined: Musket = {
    ...best.a.command,
    unitIds: all.length > 0 ? all : best.a.command.unitIds,
  };
  return firstAccepted(ctx, [
    ...(all.length > 1 ? [{ command: joined, reason: `${reason} (24.7 concentrated)` }] : []),
    { command: best.a.command, reason: `${reason} (24.7.2 every unit that can fire does)` },
  ]);
}
