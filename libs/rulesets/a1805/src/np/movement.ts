/**
 * 24.5, 24.8, 25, 26, 27.6, 28: the NP's Movement Phase, one command at a time — charges declared
 * first (13.12.3.1, 24.5.15), then attacks with the best combat modifier leading (24.5.17, 24.8),
 * then every other unit, those furthest from the enemy first (24.5.4–24.5.5), each by its
 * tactical order (27) or, with no enemy near, towards its objective keeping the line (24.5.1–3, 28).
 */
import { distanceSquared, withinDistance } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import { type NpChoice, type NpContext, firstAccepted, ofType } from './context';
import { groupsOf } from './groups';
import { type NpUnit, aspect, byId, combatants, dist, nearest } from './read';
import { DISPOSITIONS, frenchHolding, objectiveOf, onObjective } from './strategic';
import { aimedClose, closeTarget, closes, reform, retire, towards } from './steer';

const HALF = U / 2;
/** 24.6.8 (and 27.6): a battery unlimbers with an enemy this near (common sense: see the README). */
export const GUN_REACH = 4 * U;

const movable = (ctx: NpContext): NpUnit[] =>
  ctx.v.own.filter(
    (u) =>
      !ctx.v.moved.includes(u.id) &&
      ctx.actions.some((a) => a.command.type === 'MoveUnit' && a.command.unitId === u.id),
  );

export function movementChoice(ctx: NpContext): NpChoice | null {
  return forced(ctx) ?? charges(ctx) ?? attacks(ctx) ?? moves(ctx);
}

/** 13.12.3.1, 12.9.1: a unit whose only moves are attacks (its declared charge, its Blood Rage duty). */
function forced(ctx: NpContext): NpChoice | null {
  for (const u of movable(ctx)) {
    const mine = ofType(ctx.actions, 'MoveUnit').filter((a) => a.command.unitId === u.id);
    const cl = closes(ctx.actions, u.id);
    if (cl.length === 0 || cl.length !== mine.length) continue;
    const target = byId(ctx.v, closeTarget(cl[0]!));
    const c = target
      ? firstAccepted(
          ctx,
          aimedClose(
            u,
            cl[0]!,
            target,
            '13.12.3.1 the declared charge (or 12.9.1 Blood Rage) goes in',
          ),
        )
      : null;
    if (c !== null) return c;
  }
  return null;
}

/** 24.8: the charge's kind of target, best first: infantry in line or any unit in flank or rear; artillery; the rest. */
const chargeRank = (cav: NpUnit, t: NpUnit): number =>
  (t.kind === 'infantry' && t.formation === 'line') || aspect(t, cav.at) !== 'front'
    ? 0
    : t.kind === 'artillery'
      ? 1
      : 2;

/** 24.5.15, 24.8, 25.4: cavalry in line (not light) charges the nearest enemy; light cavalry only on a 27 charge order. */
function charges(ctx: NpContext): NpChoice | null {
  const declare = ofType(ctx.actions, 'DeclareCharge');
  if (declare.length === 0 || frenchHolding(ctx.v)) return null;
  const orders = ctx.orders();
  const options = declare
    .map((a) => ({ a, cav: byId(ctx.v, a.command.unitId), t: byId(ctx.v, a.command.targetId) }))
    .filter(
      (o): o is typeof o & { cav: NpUnit; t: NpUnit } => o.cav !== undefined && o.t !== undefined,
    )
    .filter(({ cav, t }) => {
      const order = orders.of(cav.id)?.order;
      if (order === 'back') return false;
      if ((cav.class === 'light' || cav.class === 'cossack') && order !== 'charge') return false;
      return (
        cav.formation === 'line' &&
        nearest(cav.at, ctx.v.enemy)?.id === t.id &&
        withinDistance(cav.at, t.at, 4 * U)
      );
    })
    .sort(
      (x, y) =>
        chargeRank(x.cav, x.t) - chargeRank(y.cav, y.t) ||
        distanceSquared(x.cav.at, x.t.at) - distanceSquared(y.cav.at, y.t.at),
    );
  const rule = (r: number): string =>
    r === 0
      ? '24.8 charge: infantry in line or a flank'
      : r === 1
        ? '24.8 charge: artillery'
        : '24.5.15 charge the nearest enemy';
  return firstAccepted(
    ctx,
    options.map((o) => ({ command: o.a.command, reason: rule(chargeRank(o.cav, o.t)) })),
  );
}

/**
 * 24.5.13, 24.5.17, 24.8: attacks ordered by 27 (infantry `combat`; cavalry on unprotected guns,
 * 24.5.8, or from a flank), the unit with the best combat modifier first, supports joining an attack
 * already declared within 2 UM (infantry) or 4 UM (cavalry) of its leader.
 */
function attacks(ctx: NpContext): NpChoice | null {
  if (frenchHolding(ctx.v)) return null;
  const orders = ctx.orders();
  const attacking = new Set(ctx.v.combats.map((c) => c.defender));
  const units = movable(ctx)
    .filter((u) => closes(ctx.actions, u.id).length > 0)
    .sort((a, b) => b.combat - a.combat);
  for (const u of units) {
    const order = orders.of(u.id)?.order;
    for (const m of closes(ctx.actions, u.id)) {
      const t = byId(ctx.v, closeTarget(m));
      if (t === undefined) continue;
      const support =
        attacking.has(t.id) && withinDistance(u.at, t.at, (u.kind === 'cavalry' ? 4 : 2) * U);
      const ok =
        support ||
        (u.kind === 'infantry' && order === 'combat') ||
        (u.kind === 'cavalry' &&
          (t.kind === 'artillery' || aspect(t, u.at) !== 'front') &&
          order !== 'back');
      if (!ok) continue;
      const why = support
        ? '24.5.17 support the attack'
        : u.kind === 'infantry'
          ? `24.8 ${orders.of(u.id)?.reason ?? '27 combat'}: bayonet assault`
          : t.kind === 'artillery'
            ? '24.5.8 cavalry attacks unprotected artillery'
            : '24.5.8 cavalry attacks from the flank';
      const c = firstAccepted(ctx, aimedClose(u, m, t, why));
      if (c !== null) return c;
    }
  }
  return null;
}

/** 24.5.4–24.5.5: every other unit, furthest from the enemy first. */
function moves(ctx: NpContext): NpChoice | null {
  const { v } = ctx;
  const far = (u: NpUnit): number => {
    const e = nearest(u.at, v.enemy);
    return e === null ? 0 : distanceSquared(u.at, e.at);
  };
  const order = movable(ctx).sort((a, b) => far(b) - far(a) || a.id.localeCompare(b.id));
  for (const u of order) {
    const c = firstAccepted(ctx, planFor(ctx, u));
    if (c !== null) return c;
  }
  return null;
}

function planFor(ctx: NpContext, u: NpUnit): NpChoice[] {
  const { v } = ctx;
  if (u.kind === 'hq') return hqPlan(ctx, u);
  const order = ctx.orders().of(u.id);
  const enemy = nearest(u.at, combatants(v.enemy));
  const holding = frenchHolding(v) && !DISPOSITIONS.frenchEarlyMovers.includes(u.corps);
  if (u.kind === 'artillery') return gunPlan(ctx, u, enemy, order?.order);
  if (holding) {
    // 28.2.2, 28.2.4, 25.2: the French hold; infantry defending stands in line
    if (
      u.kind === 'infantry' &&
      u.formation === 'column' &&
      enemy !== null &&
      withinDistance(u.at, enemy.at, 4 * U)
    )
      return reform(ctx.actions, u, 'line', '28.2.2 the French hold: 25.2 defending in line');
    return [];
  }
  if (order === undefined || enemy === null) return strategicPlan(ctx, u);
  const why = order.reason;
  switch (order.order) {
    case 'back':
      return retire(ctx.actions, u, `${why}: it falls back`);
    case 'combat': {
      // 24.5.13: in column against line, square, village or fort; in line against a column
      const want = enemy.formation === 'column' ? 'line' : 'column';
      if (u.formation !== want && u.formation !== 'square')
        return reform(
          ctx.actions,
          u,
          want,
          `${why}: 24.5.13 ${want} to assault a ${enemy.formation}`,
        );
      return towards(
        ctx.actions,
        u,
        enemy.at,
        (3 * U) / 4,
        2 * U,
        `${why}: 24.5.6 closing to assault`,
      );
    }
    case 'fire': {
      if (u.kind === 'infantry' && u.formation !== 'line' && u.formation !== 'square')
        return reform(ctx.actions, u, 'line', `${why}: 24.5.6 in line for a fire line`);
      if (withinDistance(u.at, enemy.at, HALF)) return [];
      return towards(
        ctx.actions,
        u,
        enemy.at,
        (2 * HALF) / 5,
        2 * U,
        `${why}: 24.5.6 closing to musketry range`,
      );
    }
    case 'charge': {
      if (u.formation !== 'line')
        return reform(ctx.actions, u, 'line', `${why}: 25.4 in line to charge`);
      return towards(ctx.actions, u, enemy.at, 2 * U, 4 * U, `${why}: 24.5.15 into charge range`);
    }
    case 'flank': {
      // 24.5.8: round the enemy's flank, 2 UM off its side nearer the cavalry
      const p = flankPoint(enemy, u);
      return towards(ctx.actions, u, p, 0, 4 * U, `${why}: 24.5.8 round the flank of ${enemy.id}`);
    }
  }
}

/** 2 UM off `t`'s flank, on the side nearer `from` (24.5.8). */
function flankPoint(t: NpUnit, from: NpUnit): { x: number; y: number } {
  // the flank directions are t's facing ±90°: (cos f, −sin f) turned; use integer right angles
  const f = t.facing;
  const quarter = Math.round(f / 900) % 4; // nearest right angle of the facing
  const dirs = [
    { x: 1, y: 0 },
    { x: 0, y: -1 },
    { x: -1, y: 0 },
    { x: 0, y: 1 },
  ];
  const right = dirs[quarter]!;
  const a = { x: t.at.x + right.x * 2 * U, y: t.at.y + right.y * 2 * U };
  const b = { x: t.at.x - right.x * 2 * U, y: t.at.y - right.y * 2 * U };
  return distanceSquared(from.at, a) <= distanceSquared(from.at, b) ? a : b;
}

/** 24.5.7, 24.6.8, 27.5–27.6: guns fire (unlimbered) with an enemy near, else move with the line, never ahead of it. */
function gunPlan(
  ctx: NpContext,
  u: NpUnit,
  enemy: NpUnit | null,
  order: string | undefined,
): NpChoice[] {
  const near = enemy !== null && withinDistance(u.at, enemy.at, GUN_REACH);
  if (order === 'back')
    return u.formation === 'unlimbered'
      ? reform(ctx.actions, u, 'limbered', '27 back: the battery limbers to withdraw')
      : retire(ctx.actions, u, '27 back: the battery withdraws');
  if (near)
    return u.formation === 'limbered'
      ? reform(ctx.actions, u, 'unlimbered', '24.6.8 an enemy in reach: the battery unlimbers')
      : [];
  if (frenchHolding(ctx.v) && !DISPOSITIONS.frenchEarlyMovers.includes(u.corps)) return [];
  if (u.formation === 'unlimbered') {
    const obj = objectiveOf(ctx.v, u);
    return obj === null || onObjective(obj, u.at)
      ? []
      : reform(ctx.actions, u, 'limbered', '24.5.7 the battery limbers to follow the line');
  }
  return strategicPlan(ctx, u, 0);
}

/**
 * 24.5.1–24.5.3, 28.1.2, 28.2.3: towards the objective, stopping on it, and never ending more than
 * `lead` ahead of the group's rearmost unit (measured as distance to the objective).
 */
function strategicPlan(ctx: NpContext, u: NpUnit, lead = U): NpChoice[] {
  const obj = objectiveOf(ctx.v, u);
  if (obj === null || onObjective(obj, u.at)) return [];
  const group = groupsOf(ctx.v.own).find((g) => g.some((x) => x.id === u.id)) ?? [u];
  const rearmost = Math.max(...group.filter((x) => x.kind !== 'hq').map((x) => dist(x.at, obj.at)));
  const mine = dist(u.at, obj.at);
  const limit = Math.max(0, mine - (rearmost - lead));
  if (u.kind === 'infantry' && u.formation === 'line' && limit >= U)
    return reform(ctx.actions, u, 'column', `${obj.reason}: 25.3 in column to move`);
  return towards(ctx.actions, u, obj.at, 0, limit, `${obj.reason}: 24.5.1 keeping the line`);
}

/** 26.1, 26.2, 24.5.14: an HQ rides with the best full-strength unit of its command. */
function hqPlan(ctx: NpContext, hq: NpUnit): NpChoice[] {
  const mates = ctx.v.own.filter(
    (x) => x.kind !== 'hq' && x.kind !== 'artillery' && x.corps === hq.corps,
  );
  const pool =
    mates.length > 0
      ? mates
      : ctx.v.own.filter((x) => x.kind === 'infantry' || x.kind === 'cavalry');
  const best = [...pool].sort(
    (a, b) =>
      Number(b.fullStrength) - Number(a.fullStrength) ||
      b.combat - a.combat ||
      distanceSquared(hq.at, a.at) - distanceSquared(hq.at, b.at),
  )[0];
  if (best === undefined) return [];
  const host = hq.attachedTo === null ? undefined : byId(ctx.v, hq.attachedTo);
  if (host !== undefined && host.fullStrength && host.combat >= best.combat) return [];
  const rule =
    host !== undefined && !host.fullStrength
      ? '26.2 its unit lost a step: to a full-strength one'
      : '26.1 with the best unit of its command';
  return [
    {
      command: { type: 'MoveUnit', unitId: hq.id, steps: [{ kind: 'attach', unitId: best.id }] },
      reason: rule,
    },
    ...towards(ctx.actions, hq, best.at, 0, 6 * U, `${rule} (riding to it)`),
  ];
}
