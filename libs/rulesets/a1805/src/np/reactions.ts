/**
 * 24.5.10–24.5.19, 24.8.1: the NP's answers when the game waits on one of its units — the hasty
 * square, cavalry retiring before infantry, the charge meeting a square, the battery's crew — and
 * the choices after a combat or a friend's rout (22.3: common sense, written in the README).
 */
import { containsPoint, withinDistance } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { LOCATIONS, U } from '../data/catalogue';
import { type NpChoice, type NpContext, d6, firstAccepted, ofType } from './context';
import { type NpUnit, byId, turnTowards } from './read';
import { frenchHolding } from './strategic';

type ReactCmd = Extract<A1805Command, { type: 'React' }>;

const react = (ctx: NpContext, reaction: string): ReactCmd[] =>
  ofType(ctx.actions, 'React')
    .map((a) => a.command)
    .filter((c) => c.reaction === reaction);

/**
 * 24.5.11 / 24.8.1: the friends a retiring cavalry unit would run into — infantry or cavalry
 * (artillery and HQs it passes through) within 2 UM behind it, away from its attacker.
 */
export function friendsBehind(ctx: NpContext, cav: NpUnit, attacker: NpUnit): NpUnit[] {
  // "behind" as seen from the attacker: on the far side of the cavalry, within 60° of the line
  return ctx.v.own.filter(
    (f) =>
      f.id !== cav.id &&
      (f.kind === 'infantry' || f.kind === 'cavalry') &&
      withinDistance(cav.at, f.at, 2 * U) &&
      Math.abs(turnTowards({ at: cav.at, facing: facingFrom(attacker, cav) }, f.at)) <= 600,
  );
}

/** The facing from `a` towards `b` (tenths). */
const facingFrom = (a: NpUnit, b: NpUnit): number =>
  (a.facing + turnTowards(a, b.at) + 3600) % 3600;

/** 24.8.1: "not in an objective position": a red location under it. */
const onObjective = (u: NpUnit): boolean =>
  LOCATIONS.some((l) => l.area !== null && containsPoint(l.area, u.at));

export function reactionChoice(ctx: NpContext): NpChoice | null {
  const r = ctx.v.reaction;
  if (r === null || r.side !== ctx.v.side) return null;
  const me = byId(ctx.v, r.unitId);
  const other = byId(ctx.v, r.against);
  const has = (o: string): boolean => r.options.includes(o);
  const none = react(ctx, 'none');
  // 24.5.10: infantry charged by cavalry: 3–6 tries the hasty square, 1–2 stays as it is
  if (has('hasty-square')) {
    const die = d6(ctx, '24.5.10 hasty square');
    const c = die >= 3 ? react(ctx, 'hasty-square') : none;
    return firstAccepted(ctx, [
      ...c.map((command) => ({
        command,
        reason: `24.5.10 die ${die}: ${die >= 3 ? 'tries the hasty square' : 'keeps its formation'}`,
      })),
    ]);
  }
  // 24.5.16: cavalry met by a hasty square: 1 still attacks, 2–3 stops ½ UM off, 4–6 rides through
  if (has('press') || has('stop')) {
    const die = d6(ctx, '24.5.16 square met');
    const press = react(ctx, 'press');
    const stop = react(ctx, 'stop');
    const first = die === 1 || die >= 4 ? press : stop;
    const what = die === 1 ? 'attacks the square' : die >= 4 ? 'rides through' : 'stops ½ UM off';
    return firstAccepted(ctx, [
      ...first.map((command) => ({ command, reason: `24.5.16 die ${die}: ${what}` })),
      ...stop.map((command) => ({
        command,
        reason: `24.5.16 die ${die}: no room to ride on: stops`,
      })),
    ]);
  }
  // 24.5.11, 24.8.1: cavalry (and Cossacks) attacked by infantry retire, unless on an objective or friends behind
  if ((has('withdraw') || has('evade')) && me !== undefined && other !== undefined) {
    if (onObjective(me))
      return firstAccepted(
        ctx,
        none.map((command) => ({ command, reason: '24.8.1 it holds its objective' })),
      );
    const behind = friendsBehind(ctx, me, other);
    if (behind.length > 0)
      return firstAccepted(
        ctx,
        none.map((command) => ({
          command,
          reason: `24.5.11 it would run into ${behind[0]!.id}: it stays`,
        })),
      );
    const away = [...react(ctx, 'evade'), ...react(ctx, 'withdraw')]
      .filter((c) => c.back !== true)
      .sort((a, b) => Number(b.distance ?? 0) - Number(a.distance ?? 0));
    return firstAccepted(ctx, [
      ...away.map((command) => ({
        command,
        reason: '24.5.11 cavalry attacked by infantry retires',
      })),
      ...none.map((command) => ({ command, reason: '24.5.11 no way back: it stays' })),
    ]);
  }
  // 24.5.19, 24.5.19.1: a battery with a friendly square within reach: 1–4 fires, 5–6 shelters
  if (has('shelter')) {
    const die = d6(ctx, '24.5.19 battery');
    const shelter = react(ctx, 'shelter');
    return firstAccepted(ctx, [
      ...(die >= 5 ? shelter : none).map((command) => ({
        command,
        reason: `24.5.19 die ${die}: ${die >= 5 ? 'the crew makes for the square' : 'the battery fires'}`,
      })),
      ...none.map((command) => ({ command, reason: '24.5.19 the battery holds' })),
    ]);
  }
  if (has('advance')) {
    // 22.3 common sense: the winner takes the loser's place (a full 1 UM), unless the French NP holds (28.2.2)
    const adv = react(ctx, 'advance').sort(
      (a, b) => Number(b.distance ?? 0) - Number(a.distance ?? 0),
    );
    const hold = frenchHolding(ctx.v);
    return firstAccepted(ctx, [
      ...(hold
        ? []
        : adv.map((command) => ({
            command,
            reason: '22.3 common sense: advance into the place won (13.11.4)',
          }))),
      ...none.map((command) => ({
        command,
        reason: hold ? '28.2.2 the French hold their line' : '22.3 no room to advance',
      })),
    ]);
  }
  if (has('reface') && me !== undefined && other !== undefined) {
    // 22.3 common sense: face the attacker, infantry in line (25.2), cavalry in line (25.4)
    const facing = Math.round((me.facing + turnTowards(me, other.at) + 3600) % 3600) / 10;
    const formation = me.kind === 'infantry' || me.kind === 'cavalry' ? 'line' : undefined;
    const cmd: ReactCmd = {
      type: 'React',
      unitId: me.id,
      reaction: 'reface',
      facing,
      ...(formation ? { formation } : {}),
    };
    return firstAccepted(ctx, [
      { command: cmd, reason: '22.3 common sense: face the attacker in line (13.9, 25.2)' },
      ...none.map((command) => ({ command, reason: '22.3 no room to reface' })),
    ]);
  }
  if (has('retreat')) {
    // 22.3 common sense: a unit that passed its check holds (27.5 orders stand), unless ordered back
    const back = ctx.orders().of(r.unitId)?.order === 'back';
    return firstAccepted(ctx, [
      ...(back
        ? react(ctx, 'retreat').map((command) => ({
            command,
            reason: '27 back: it retreats in order',
          }))
        : []),
      ...none.map((command) => ({
        command,
        reason: '22.3 common sense: it holds after passing its check (12.7.2.1)',
      })),
    ]);
  }
  return null;
}
