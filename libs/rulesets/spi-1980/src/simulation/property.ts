import type { SpiState } from '../state';
import { evolve } from '../evolve';
import { brokenInvariants } from './invariants';
import { obligationProblems } from './obligation-invariant';
import { playRandomGame } from './random-game';

/** Games per property shard (PROPERTY_GAMES overrides the total over the four shards). */
export const SHARD_GAMES = Math.ceil(Number(process.env.PROPERTY_GAMES ?? 2000) / 4);

export interface ShardReport {
  readonly games: number;
  readonly finished: number;
  readonly problems: readonly string[];
  readonly replayMismatches: readonly number[];
  readonly attacks: number;
  readonly demoralized: number;
}

/**
 * Plays random games (seeds shard*SHARD_GAMES+1 …) to the end: every offered action must be
 * accepted (playRandomGame throws otherwise), the invariants must hold after every event (no
 * phase ends with a player-caused unmet 5.1 obligation among them), and the events must replay to
 * the same final state.
 */
export function runShard(shard: number, games = SHARD_GAMES): ShardReport {
  const problems: string[] = [];
  const replayMismatches: number[] = [];
  let finished = 0;
  let attacks = 0;
  let demoralized = 0;
  for (let i = 1; i <= games; i++) {
    const seed = shard * games + i;
    let before: SpiState | null = null;
    const game = playRandomGame({
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
    if (game.final.over) finished++;
    const replayed = game.events.reduce<SpiState>(evolve, game.initial);
    if (JSON.stringify(replayed) !== JSON.stringify(game.final)) replayMismatches.push(seed);
  }
  return {
    games,
    finished,
    problems: problems.slice(0, 20),
    replayMismatches,
    attacks,
    demoralized,
  };
}
