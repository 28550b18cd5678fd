import { playShard, type ShardCore } from '@pratzen/rulesets/hex-kit/testing';
import { evolve } from '../evolve';
import { brokenInvariants, hiddenLeaks } from './invariants';
import { playRandomGame } from './random-game';

/** Games played (A20_PROPERTY_GAMES overrides; a deeper run is `A20_PROPERTY_GAMES=3000`). */
export const GAMES = Number(process.env.A20_PROPERTY_GAMES ?? 200);

export interface A20ShardReport extends ShardCore {
  /** How many events of each type the games produced. */
  readonly counts: Readonly<Record<string, number>>;
  /** How the games ended (BattleEnded reasons). */
  readonly endings: Readonly<Record<string, number>>;
}

/**
 * Plays the random games (Historical, Standard and The Earlier Battle, random-game.ts `scenarioOfSeed`) (hex kit's shard: games end, replay to the same state) with
 * a20's invariants checked after every event, counting events and endings.
 */
export function runShard(shard: number, games = GAMES): A20ShardReport {
  const counts: Record<string, number> = {};
  const endings: Record<string, number> = {};
  const core = playShard(
    games,
    shard * games,
    (seed, problems) => {
      const game = playRandomGame({
        seed,
        onEvent: (state, event) => {
          counts[event.type] = (counts[event.type] ?? 0) + 1;
          for (const p of [...brokenInvariants(state), ...hiddenLeaks(state, event)])
            problems.push(`seed ${seed} after ${event.type}: ${p}`);
        },
      });
      const how = game.final.ended?.reason ?? 'none';
      endings[how] = (endings[how] ?? 0) + 1;
      return game;
    },
    evolve,
  );
  return { ...core, counts, endings };
}
