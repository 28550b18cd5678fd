import { evolve } from '../evolve';
import type { DgState } from '../state';
import { brokenInvariants, displacementBreach, obligationBreach } from './invariants';
import { playRandomGame } from './random-game';

/** Games per property shard (PROPERTY_GAMES overrides the total over the two shards). */
export const SHARD_GAMES = Math.ceil(Number(process.env.PROPERTY_GAMES ?? 2000) / 2);

/**
 * Seeds already played before shard 0's first (PROPERTY_SEED_BASE, default 0): CI plays seeds
 * 1…PROPERTY_GAMES; PROPERTY_SEED_BASE=2000 PROPERTY_GAMES=5000 plays 2001…7000 instead.
 */
export const SEED_BASE = Number(process.env.PROPERTY_SEED_BASE ?? 0);

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
  /** Attacks and phase ends checked against the brute-force obligation oracle (8.0 B-D, K). */
  readonly obligationChecks: number;
  readonly displacements: number;
}

/**
 * Plays random games (seeds SEED_BASE + shard*games + 1 …) to the end: every offered action must be
 * accepted (playRandomGame throws otherwise), the invariants must hold after every event (with
 * 9.32: no displaced unit eliminated), every Attack and Combat Phase end in a small position must
 * agree with the brute-force obligation oracle (8.0 B-D, K: nothing player-caused left unmet),
 * and the events must replay to the same final state.
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
  let obligationChecks = 0;
  let displacements = 0;
  for (let i = 1; i <= games; i++) {
    const seed = SEED_BASE + shard * games + i;
    let before: DgState | null = null;
    const game = playRandomGame({
      seed,
      onCommand: (state, command) => {
        before = state;
        const breach = obligationBreach(state, command);
        if (breach !== undefined) obligationChecks++;
        if (typeof breach === 'string') problems.push(`seed ${seed} ${command.type}: ${breach}`);
      },
      onEvent: (state, event) => {
        for (const p of brokenInvariants(state, event))
          problems.push(`seed ${seed} after ${event.type}: ${p}`);
        const displaced = before === null ? null : displacementBreach(before, event);
        if (displaced !== null) problems.push(`seed ${seed}: ${displaced}`);
        if (event.type === 'UnitRetreated' && event.displacement) displacements++;
        before = state;
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
    obligationChecks,
    displacements,
  };
}
