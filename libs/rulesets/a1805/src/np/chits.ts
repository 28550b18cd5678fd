/**
 * 24.6, 28.1.3–28.1.6, 28.2.5–28.2.12: the NP in the fog — what its chits hold (the 24.6.3 table,
 * rolled as each chit is deployed), which formations fill them first, where they go, how their
 * units come out, and the corps and columns on the strategic map.
 */
import { distanceSquared, ticksToWire, withinDistance } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { U, unitSpec } from '../data/catalogue';
import { AREAS } from '../data/strategic';
import type { Kind } from '../vocabulary';
import { type NpChoice, type NpContext, d6, firstAccepted, ofType } from './context';
import { dist, nearest } from './read';
import {
  DISPOSITIONS,
  chitRank,
  columnRank,
  frenchHolding,
  guardActive,
  objectiveOf,
} from './strategic';

/** 24.6.3: what a chit holds, by the die (4: a decoy). */
export const CHIT_CONTENTS: Readonly<Record<number, readonly Kind[]>> = {
  1: ['infantry', 'artillery', 'hq'],
  2: ['cavalry', 'cavalry', 'artillery', 'hq'],
  3: ['infantry', 'cavalry', 'artillery'],
  4: [],
  5: ['cavalry', 'artillery', 'hq'],
  6: ['infantry', 'cavalry', 'artillery', 'hq'],
};

interface Held {
  readonly id: string;
  readonly kind: Kind;
  readonly corps: string;
  readonly horse: boolean;
  readonly area: string;
}

/** 28.2.6 2°: within Soult's corps, Legrand's brigades go first. */
const legrandFirst = (id: string): number => (id.includes('legrand') ? 0 : 1);

/**
 * 24.6.3 with 24.6.4, 28.1.6.1, 28.1.6.3 (28.2.9, 28.2.11): the units a chit of `kinds` holds, taken
 * from `pool` in the formations' chit priority, a die choosing among units of one kind and formation.
 */
export function fillChit(
  ctx: NpContext,
  kinds: readonly Kind[],
  pool: readonly Held[],
): { ids: string[]; dice: number[] } {
  const side = ctx.v.side;
  const taken: Held[] = [];
  const dice: number[] = [];
  for (const kind of kinds) {
    // 16.4.2.1: two cavalry units go with horse artillery only
    const twoCav = taken.filter((t) => t.kind === 'cavalry').length === 2;
    const cands = pool.filter(
      (u) => u.kind === kind && !taken.includes(u) && (!twoCav || kind !== 'artillery' || u.horse),
    );
    if (cands.length === 0) continue;
    const rank = (u: Held): number => chitRank(side, u.corps) * 2 + legrandFirst(u.id);
    const best = Math.min(...cands.map(rank));
    const top = cands.filter((u) => rank(u) === best);
    let pick = top[0]!;
    if (top.length > 1) {
      const die = d6(ctx, '24.6.4 which unit');
      dice.push(die);
      pick = top[(die - 1) % top.length]!;
    }
    taken.push(pick);
  }
  return { ids: taken.map((t) => t.id), dice };
}

/** The NP's reserve that may go into chits now (28.1.7 / 28.2.13 the Guard; 28.2.6.1 Davout's first two turns). */
function chitPool(ctx: NpContext): Held[] {
  const { v } = ctx;
  return v.reserve
    .map((r) => {
      const s = unitSpec(r.unitId);
      return {
        id: r.unitId,
        kind: s?.kind ?? 'hq',
        corps: s?.formation ?? '',
        horse: s?.class === 'horse',
        area: r.area,
      };
    })
    .filter((u) => !(u.corps === DISPOSITIONS.guards[v.side] && !guardActive(v, v.side)))
    .filter((u) => !(v.side === 'french' && u.corps === 'fr-iii' && v.turn <= 2));
}

/** 16.4.2.3 with 24.6.3: each chit the NP may deploy, its contents rolled on the table. */
export function deployChoice(ctx: NpContext): NpChoice | null {
  const offers = ofType(ctx.actions, 'DeployChit');
  if (offers.length === 0) return null;
  const pool = chitPool(ctx);
  const decoy = offers.find((a) => a.command.unitIds.length === 0);
  for (let roll = 0; roll < 6; roll += 1) {
    const die = d6(ctx, '24.6.3 chit contents');
    if (die === 4) {
      if (decoy !== undefined)
        return firstAccepted(ctx, [{ command: decoy.command, reason: '24.6.3 die 4: a decoy' }]);
      continue; // 24.6.5: no decoy left to deploy: roll again
    }
    if (pool.length === 0) break;
    // 28.1.6.1 / 28.2.9: the area of the formation first in the chit priorities
    const lead = [...pool].sort(
      (a, b) => chitRank(ctx.v.side, a.corps) - chitRank(ctx.v.side, b.corps),
    )[0]!;
    const here = pool.filter((u) => u.area === lead.area);
    const { ids, dice } = fillChit(ctx, CHIT_CONTENTS[die]!, here);
    if (ids.length === 0) continue; // 24.6.5: nothing of that kind: roll again
    const spot =
      offers.find((a) => a.command.unitIds.some((id) => here.some((u) => u.id === id))) ??
      offers[0]!;
    const command: A1805Command = { ...spot.command, unitIds: ids };
    const pick = dice.length > 0 ? ` (24.6.4 dice ${dice.join(', ')})` : '';
    const c = firstAccepted(ctx, [
      { command, reason: `24.6.3 die ${die}: ${CHIT_CONTENTS[die]!.join(' + ')}${pick}` },
    ]);
    if (c !== null) return c;
  }
  const own = offers.find((a) => a.command.unitIds.length > 0);
  return own === undefined
    ? null
    : firstAccepted(ctx, [
        {
          command: own.command,
          reason: '24.6.5 no table row fits the reserve: the first chit the rules offer',
        },
      ]);
}

/** 24.6.6: revealed units come out in line on 1–3, in column on 4–6 (24.6.7: guns limbered, as the rules place them). */
export function placeChoice(ctx: NpContext): NpChoice | null {
  const offers = ofType(ctx.actions, 'PlaceChitUnits');
  if (offers.length === 0) return null;
  const die = d6(ctx, '24.6.6 formation');
  const want = die <= 3 ? 'line' : 'column';
  const fits = offers.filter((a) =>
    a.command.units.every((u) => !['line', 'column'].includes(u.formation) || u.formation === want),
  );
  return firstAccepted(ctx, [
    ...fits.map((a) => ({ command: a.command, reason: `24.6.6 die ${die}: in ${want}` })),
    ...offers.map((a) => ({
      command: a.command,
      reason: `24.6.6 die ${die}: ${want} has no room`,
    })),
  ]);
}

/** 24.6.1–24.6.2: chits towards their objectives first, then towards the nearest enemy chit; the French holding stay. */
export function chitMoveChoice(ctx: NpContext): NpChoice | null {
  const offers = ofType(ctx.actions, 'MoveChit');
  if (offers.length === 0) return null;
  const { v } = ctx;
  const enemyAt = [
    ...v.enemy.map((u) => u.at),
    ...v.chits.filter((c) => c.side !== v.side).map((c) => c.at),
  ];
  const far = (p: { x: number; y: number }): number =>
    enemyAt.reduce((m, e) => Math.min(m, distanceSquared(p, e)), Number.MAX_SAFE_INTEGER);
  const ids = [...new Set(offers.map((a) => a.command.chitId))];
  const chits = v.chits.filter((c) => ids.includes(c.id)).sort((a, b) => far(b.at) - far(a.at));
  for (const chit of chits) {
    const corps = unitSpec(chit.units?.[0] ?? '')?.formation ?? '';
    if (frenchHolding(v) && !DISPOSITIONS.frenchEarlyMovers.includes(corps)) continue;
    const obj = objectiveOf(v, { at: chit.at, corps });
    const enemyChit = nearest(
      chit.at,
      v.chits.filter((c) => c.side !== v.side),
    );
    const goal = obj !== null && !withinDistance(chit.at, obj.at, U / 2) ? obj.at : enemyChit?.at;
    if (goal === undefined) continue;
    const reason =
      goal === obj?.at
        ? `24.6.1 towards its objective (${obj.reason})`
        : '24.6.1 towards the nearest enemy chit';
    const d = dist(chit.at, goal);
    if (d < U / 10) continue;
    const cands = [2 * U, (3 * U) / 2, U, U / 2]
      .map((len) => Math.min(len, d))
      .map((len) => ({
        type: 'MoveChit' as const,
        chitId: chit.id,
        x: ticksToWire(chit.at.x + Math.round(((goal.x - chit.at.x) * len) / d)),
        y: ticksToWire(chit.at.y + Math.round(((goal.y - chit.at.y) * len) / d)),
      }));
    const c = firstAccepted(
      ctx,
      cands.map((command) => ({ command, reason })),
    );
    if (c !== null) return c;
  }
  return null;
}

/** 28.1.5 (Allied columns in order), 28.2.6.1 (Davout strategic), 28.2.7: corps moves towards their objectives. */
export function corpsChoice(ctx: NpContext): NpChoice | null {
  const offers = ofType(ctx.actions, 'MoveCorps');
  if (offers.length === 0) return null;
  const { v } = ctx;
  const areaOf = (id: string) => AREAS.find((a) => a.id === id);
  const scored = offers
    .map((a) => {
      const corps = a.command.formationId;
      if (
        v.side === 'french' &&
        frenchHolding(v) &&
        !DISPOSITIONS.frenchEarlyMovers.includes(corps)
      )
        return null;
      const from = areaOf(
        v.reserve.find((r) => unitSpec(r.unitId)?.formation === corps)?.area ?? '',
      );
      const to = areaOf(a.command.to);
      if (from === undefined || to === undefined) return null;
      const mid = (x: typeof from) => ({ x: (x.minX + x.maxX) / 2, y: (x.minY + x.maxY) / 2 });
      const obj = objectiveOf(v, { at: mid(from), corps });
      if (obj === null) return null;
      const gain = distanceSquared(mid(from), obj.at) - distanceSquared(mid(to), obj.at);
      return gain > 0 ? { a, corps, gain, obj } : null;
    })
    .filter((x) => x !== null)
    .sort(
      (x, y) =>
        (v.side === 'allied' ? columnRank(x.corps) - columnRank(y.corps) : 0) || y.gain - x.gain,
    );
  return firstAccepted(
    ctx,
    scored.map((s) => ({
      command: s.a.command,
      reason: `${v.side === 'allied' ? '28.1.5 columns in order' : '28.2.6.1 Davout moves on the strategic map'}: towards ${s.obj.feature.name}`,
    })),
  );
}

/** 28.1.8, 28.2.14: reserves come onto the table once the fog has gone (the Guard only once active). */
export function enterChoice(ctx: NpContext): NpChoice | null {
  const offers = ofType(ctx.actions, 'EnterTable').filter(
    (a) =>
      !(
        unitSpec(a.command.unitId)?.formation === DISPOSITIONS.guards[ctx.v.side] &&
        !guardActive(ctx.v, ctx.v.side)
      ),
  );
  return firstAccepted(
    ctx,
    offers.map((a) => ({ command: a.command, reason: '28.1.8 / 28.2.14 the reserves come up' })),
  );
}
