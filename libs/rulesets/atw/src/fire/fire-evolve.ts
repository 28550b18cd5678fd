/**
 * Folding section 16's events, and what it remembers of the others (`AtwState.fire`): moves this
 * turn and each unit's last move (16.4, 16.10), attack moves (16.7-6), shooting hits (16.10).
 * `evolveFire(before, event, after)` runs after the shared fold: `before` is the state the event
 * met, `after` the shared fold's result.
 */
import type { AtwEvent } from '../events';
import { type AtwState, withUnit } from '../state';
import { mayBeDisordered } from '../damage/hits';
import { EMPTY_FIRE, type FireRecord, type MovePose } from './record';
import { ruinCount } from './ruin';

const poseOf = (u: MovePose): MovePose => ({
  x: u.x,
  y: u.y,
  facing: u.facing,
  files: u.files,
  ranks: u.ranks,
  width: u.width,
  depth: u.depth,
});

const withFire = (s: AtwState, f: (r: FireRecord) => FireRecord): AtwState => ({
  ...s,
  fire: f(s.fire ?? EMPTY_FIRE),
});

const without = <T>(r: Readonly<Record<string, T>>, id: string): Record<string, T> => {
  const { [id]: _gone, ...rest } = r;
  return rest;
};

export function evolveFire(before: AtwState, event: AtwEvent, after: AtwState): AtwState {
  switch (event.type) {
    case 'UnitMoved': {
      const was = before.units.find((u) => u.id === event.unitId);
      if (was === undefined) return after;
      return withFire(after, (r) => ({
        ...r,
        movedThisTurn: {
          ...r.movedThisTurn,
          [event.unitId]: (r.movedThisTurn[event.unitId] ?? 0) + event.used,
        },
        lastMove: { ...r.lastMove, [event.unitId]: { from: poseOf(was), to: poseOf(event) } },
      }));
    }
    case 'AttackMade':
      return withFire(after, (r) => ({
        ...r,
        attackedThisTurn: [...r.attackedThisTurn, event.attackerId],
      }));
    case 'UnitRetreated':
      return after.fire === undefined
        ? after
        : withFire(after, (r) => ({ ...r, lastMove: without(r.lastMove, event.unitId) }));
    case 'PhaseEnded':
      return event.turn === before.turn || after.fire === undefined
        ? after
        : withFire(after, (r) => ({
            ...r,
            movedThisTurn: {},
            attackedThisTurn: [],
            hits: {},
            gunsShotThisTurn: {},
            gunsShotLastTurn: r.gunsShotThisTurn ?? {},
            duel: {},
            firedThisTurn: [],
            firedLastTurn: r.firedThisTurn ?? [],
            gapDice: {},
          }));
    case 'DuelTested':
      return event.result === 'excused'
        ? after
        : withFire(after, (r) => ({
            ...r,
            duel: { ...(r.duel ?? {}), [event.unitId]: event.against },
          }));
    case 'Shot': {
      const guns = (id: string) => before.units.find((u) => u.id === id)?.arm === 'artillery';
      const marked = withUnit(after, event.unitId, (u) => ({ ...u, shot: true }));
      // 16.16: batteries fired on by artillery this turn; a bound battery has answered
      // 19.3, 19.4: a unit that fired is seen in a wood at any distance
      const seen = withFire(marked, (r) =>
        (r.firedThisTurn ?? []).includes(event.unitId)
          ? r
          : { ...r, firedThisTurn: [...(r.firedThisTurn ?? []), event.unitId] },
      );
      // 16.13: the dice rolled through gaps count against them for the turn
      const gapped =
        (event.gaps ?? []).length === 0
          ? seen
          : withFire(seen, (r) => {
              const used = { ...(r.gapDice ?? {}) };
              for (const g of event.gaps ?? []) used[g] = (used[g] ?? 0) + event.dice;
              return { ...r, gapDice: used };
            });
      const fired = withFire(gapped, (r) => {
        const duel = r.duel === undefined ? undefined : without(r.duel, event.unitId);
        if (!guns(event.unitId) || !guns(event.targetId))
          return duel === undefined ? r : { ...r, duel };
        const had = r.gunsShotThisTurn?.[event.targetId] ?? [];
        return {
          ...r,
          ...(duel === undefined ? {} : { duel }),
          gunsShotThisTurn: {
            ...(r.gunsShotThisTurn ?? {}),
            [event.targetId]: had.includes(event.unitId) ? had : [...had, event.unitId],
          },
        };
      });
      if (event.hits === 0) return fired;
      // 19.7: medium/heavy ballshot and shell hits on a garrison count against its block
      const block = before.units.find((u) => u.id === event.targetId)?.block ?? null;
      const kind = ruinCount(event.weapon);
      const counted =
        block === null || kind === null
          ? fired
          : withFire(fired, (r) => {
              const had = r.blockHits?.[block] ?? { ballshot: 0, shell: 0 };
              return {
                ...r,
                blockHits: {
                  ...(r.blockHits ?? {}),
                  [block]: { ...had, [kind]: had[kind] + event.hits },
                },
              };
            });
      return withFire(counted, (r) => {
        const had = r.hits[event.targetId];
        return {
          ...r,
          hits: {
            ...r.hits,
            [event.targetId]: {
              hits: (had?.hits ?? 0) + event.hits,
              by:
                had?.by.includes(event.unitId) === true
                  ? had.by
                  : [...(had?.by ?? []), event.unitId],
            },
          },
        };
      });
    }
    case 'BlockRuined':
      return withFire(after, (r) => ({ ...r, ruined: [...(r.ruined ?? []), event.blockId] }));
    case 'GunsDismounted':
      return withUnit(after, event.unitId, (u) => ({ ...u, figures: event.figures }));
    case 'ShellOnCavalry':
      return withUnit(after, event.unitId, (u) => ({
        ...u,
        disordered: u.disordered || (event.order === 'disordered' && mayBeDisordered(u)),
      }));
    case 'FireTested': {
      // 18.1: fanatics that fail a fire test fight at their normal value from then on
      const calmed =
        event.result === 'passed'
          ? after
          : withUnit(after, event.unitId, (u) =>
              u.fanatic === true ? { ...u, fanatic: false } : u,
            );
      return withFire(calmed, (r) => ({ ...r, hits: without(r.hits, event.unitId) }));
    }
    case 'UnitRemoved':
      return after.fire === undefined
        ? after
        : withFire(after, (r) => ({
            ...r,
            hits: without(r.hits, event.unitId),
            lastMove: without(r.lastMove, event.unitId),
          }));
    default:
      return after;
  }
}
