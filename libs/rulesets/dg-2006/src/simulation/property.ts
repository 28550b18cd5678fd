import { playShard, type ShardCore } from '@pratzen/rulesets/hex-kit/testing';
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

export interface ShardReport extends ShardCore {
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
  const results: Record<string, number> = {};
  let attacks = 0;
  let demoralized = 0;
  let retreats = 0;
  let exits = 0;
  let reinforcements = 0;
  let obligationChecks = 0;
  let displacements = 0;
  const core = playShard(
    games,
    SEED_BASE + shard * games,
    (seed, problems) => {
      let before: DgState | null = null;
      return playRandomGame({
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
    },
    evolve,
  );
  return {
    ...core,
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

/**
 * What every shard's games must have done: fight, retreat and bring on their reinforcements, and
 * exercise the obligation oracle and the displacement invariant.
 */
export function expectActivity(r: ShardReport): void {
  expect(r.attacks).toBeGreaterThan(r.games * 10);
  expect(r.retreats).toBeGreaterThan(r.games);
  expect(r.reinforcements).toBe(r.games * 9);
  for (const result of ['Ae', 'Ar', 'Ex', 'Dr', 'De']) expect(r.results[result]).toBeGreaterThan(0);
  expect(r.obligationChecks).toBeGreaterThan(r.games * 5);
}
