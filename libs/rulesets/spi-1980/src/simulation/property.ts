import { playShard, type ShardCore } from '@pratzen/rulesets/hex-kit/testing';
import type { SpiState } from '../state';
import { evolve } from '../evolve';
import { brokenInvariants } from './invariants';
import { obligationProblems } from './obligation-invariant';
import { playRandomGame } from './random-game';

/**
 * Games per property shard (PROPERTY_GAMES overrides the total over the four shards). CI plays
 * 1,000: the four shards were 880 s of the clean-clone run's 2,895 worker-seconds at 2,000 games
 * (2026-11-28); deeper runs (`PROPERTY_GAMES=2000` or more) are for changes to SPI's rules.
 */
export const SHARD_GAMES = Math.ceil(Number(process.env.PROPERTY_GAMES ?? 1000) / 4);

export interface ShardReport extends ShardCore {
  readonly attacks: number;
  readonly demoralized: number;
}

/**
 * Plays random games (seeds shard*SHARD_GAMES+1 …) to the end: every offered action must be
 * accepted (playRandomGame throws otherwise), the invariants must hold after every event (no
 * phase ends with a player-caused unmet 5.1 obligation among them), and the events must replay to
 * the same final state (the hex kit's playShard).
 */
export function runShard(shard: number, games = SHARD_GAMES): ShardReport {
  let attacks = 0;
  let demoralized = 0;
  const core = playShard(
    games,
    shard * games,
    (seed, problems) => {
      let before: SpiState | null = null;
      return playRandomGame({
        seed,
        onEvent: (state, event) => {
          for (const p of brokenInvariants(state, event))
            problems.push(`seed ${seed} after ${event.type}: ${p}`);
          if (before !== null)
            for (const p of obligationProblems(before, state, event))
              problems.push(`seed ${seed} at ${event.type}: ${p}`);
          before = state;
          if (event.type === 'AttackResolved') attacks++;
          if (event.type === 'ArmyDemoralized') demoralized++;
        },
      });
    },
    evolve,
  );
  return { ...core, attacks, demoralized };
}

/** What every shard's games must have done: fight (a shard without combat would prove little). */
export function expectActivity(r: ShardReport): void {
  expect(r.attacks).toBeGreaterThan(r.games * 10);
}
