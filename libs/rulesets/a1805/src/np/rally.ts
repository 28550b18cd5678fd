/**
 * 24.2: the NP's Reorganization (Rally) Phase — every disorganized and routed unit tries to rally;
 * and what 22.3's common sense makes of the phase's other choices (README, "Solo rules").
 */
import { withinDistance } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import { type NpChoice, type NpContext, firstAccepted, ofType } from './context';
import { byId } from './read';

export function rallyChoice(ctx: NpContext): NpChoice | null {
  // 24.2: a check for every "D" and "R" unit (stun markers go by themselves)
  const rally = ofType(ctx.actions, 'Rally');
  if (rally.length > 0)
    return firstAccepted(
      ctx,
      rally.map((a) => ({ command: a.command, reason: '24.2 the unit tries to rally' })),
    );
  // 19.3 (optional): a unit due back returns (the rules wait for it)
  const back = ofType(ctx.actions, 'ReturnUnit');
  if (back.length > 0)
    return firstAccepted(
      ctx,
      back.map((a) => ({ command: a.command, reason: '19.3 the unit due back returns' })),
    );
  // 13.15.1.1.2, 22.3: the crew goes back to its guns once no enemy is within 2 UM of them
  for (const a of ofType(ctx.actions, 'ReturnCrew')) {
    const gun = byId(ctx.v, a.command.unitId);
    if (gun !== undefined && !ctx.v.enemy.some((e) => withinDistance(gun.at, e.at, 2 * U))) {
      const c = firstAccepted(ctx, [
        {
          command: a.command,
          reason: '22.3 the danger has passed: the crew returns (13.15.1.1.2)',
        },
      ]);
      if (c !== null) return c;
    }
  }
  // 5.4.4 (a square must try), and 27 back: a unit engaged under a back order tries to disengage
  const required = !ctx.actions.some((a) => a.command.type === 'EndPhase');
  for (const a of ofType(ctx.actions, 'Disengage')) {
    const u = byId(ctx.v, a.command.unitId);
    if (u === undefined) continue;
    const why =
      u.formation === 'square' || required
        ? '5.4.4 the square must try to disengage'
        : ctx.orders().of(u.id)?.order === 'back'
          ? `${ctx.orders().of(u.id)!.reason}: it tries to disengage (13.6)`
          : null;
    if (why === null) continue;
    const c = firstAccepted(ctx, [{ command: a.command, reason: why }]);
    if (c !== null) return c;
  }
  return null;
}
