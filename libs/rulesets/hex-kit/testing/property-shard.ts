import type { Command, DomainEvent } from '@pratzen/engine';
import type { RandomGame } from '@pratzen/engine/testing';

/** What every property shard reports: games played and finished, problems, replay mismatches. */
export interface ShardCore {
  readonly games: number;
  readonly finished: number;
  /** The first 20 problems the hooks found (an invariant broken, an obligation left…). */
  readonly problems: readonly string[];
  /** Seeds whose events did not replay to the game's final state. */
  readonly replayMismatches: readonly number[];
}

/**
 * Plays the random games of one property shard (seeds `firstSeed + 1` … `firstSeed + games`):
 * `play(seed, problems)` plays one game with the ruleset's hooks, pushing what they find into
 * `problems`. A game counts as finished when its final state is over, and its events must replay
 * (`evolve` from its initial state) to the same final state.
 */
export function playShard<
  S extends { readonly over: boolean },
  C extends Command,
  E extends DomainEvent,
>(
  games: number,
  firstSeed: number,
  play: (seed: number, problems: string[]) => RandomGame<S, C, E>,
  evolve: (state: S, event: E) => S,
): ShardCore {
  const problems: string[] = [];
  const replayMismatches: number[] = [];
  let finished = 0;
  for (let i = 1; i <= games; i++) {
    const seed = firstSeed + i;
    const game = play(seed, problems);
    if (game.final.over) finished++;
    const replayed = game.events.reduce<S>(evolve, game.initial);
    if (JSON.stringify(replayed) !== JSON.stringify(game.final)) replayMismatches.push(seed);
  }
  return { games, finished, problems: problems.slice(0, 20), replayMismatches };
}

/**
 * One property shard as a test: its games end without error, keep every invariant and replay to
 * the same state; `expectActivity` checks that they did what the ruleset's rules are about.
 */
export function propertyShardTest<R extends ShardCore>(
  shard: number,
  runShard: (shard: number) => R,
  expectActivity: (report: R) => void,
): void {
  test(`property (shard ${shard}): random games from the historical set-up end without error, keep every invariant and replay to the same state`, () => {
    const r = runShard(shard);
    expect(r.problems).toEqual([]);
    expect(r.replayMismatches).toEqual([]);
    expect(r.finished).toBe(r.games);
    expectActivity(r);
  });
}
