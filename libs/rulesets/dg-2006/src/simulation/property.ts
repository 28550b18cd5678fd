import { evolve } from '../evolve';
import type { DgState } from '../state';
import { brokenInvariants } from './invariants';
import { playRandomGame } from './random-game';

/** Games per property shard (PROPERTY_GAMES overrides the total over the two shards). */
export const SHARD_GAMES = Math.ceil(Number(process.env.PROPERTY_GAMES ?? 2000) / 2);

export interface ShardReport {
  readonly games: number;
  readonly finished: number;
  readonly problems: readonly string[];
  readonly replayMismatches: readonly number[];
  readonly attacks: number;
  readonly results: Readonly<Record<string, number>>;
  readonly demoralized: number;
  readonly retreats: number;
  readonly exits: number;
  readonly reinforcements: number;
}

/**
 * Plays random games (seeds shard*SHARD_GAMES+1 …) to the end: every offered action must be
 * accepted (playRandomGame throws otherwise), the invariants must hold after every event, and the
 * events must replay to the same final state.
 */
export function runShard(shard: number, games = SHARD_GAMES): ShardReport {
  const problems: string[] = [];
  const replayMismatches: number[] = [];
  const results: Record<string, number> = {};
  let finished = 0;
  let attacks = 0;
  let demoralized = 0;
  let retreats = 0;
  let exits = 0;
  let reinforcements = 0;
  for (let i = 1; i <= games; i++) {
    const seed = shard * games + i;
    const game = playRandomGame({
      seed,
      onEvent: (state, event) => {
        for (const p of brokenInvariants(state, event))
          problems.push(`seed ${seed} after ${event.type}: ${p}`);
        if (event.type === 'AttackResolved') {
          attacks++;
          results[event.result] = (results[event.result] ?? 0) + 1;
        }
        if (event.type === 'ArmyDemoralized') demoralized++;
        if (event.type === 'UnitRetreated') retreats++;
        if (event.type === 'UnitExited') exits++;
        if (
          event.type === 'ReinforcementPlaced' ||
          (event.type === 'UnitMoved' && event.from === null)
        )
          reinforcements++;
      },
    });
    if (game.final.over) finished++;
    const replayed = game.events.reduce<DgState>(evolve, game.initial);
    if (JSON.stringify(replayed) !== JSON.stringify(game.final)) replayMismatches.push(seed);
  }
  return {
    games,
    finished,
    problems: problems.slice(0, 20),
    replayMismatches,
    attacks,
    results,
    demoralized,
    retreats,
    exits,
    reinforcements,
  };
}
