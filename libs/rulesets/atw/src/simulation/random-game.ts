import { setupStateOrThrow } from '@pratzen/engine';
import { type Tally, emptyTally, playFree } from '@pratzen/rulesets/freeform-kit/testing';
import type { AtwCommand } from '../commands';
import type { AtwEvent } from '../events';
import { atw } from '../ruleset';
import { attackBiased } from './close-quarters';
import { sideToAct } from '../sequence/turn';
import type { AtwState } from '../state';

/**
 * A random player of the Sokolnitz scenario, for the property test and the benchmark
 * (`bench/atw.bench.ts`): seeded dice and a seeded player (the kit's `playFree`) sample the action
 * spaces, act while they may, end phases now and then and play the game to its end. The same
 * seed gives the same game.
 */

/** The Sokolnitz scenario as set up (turn 1, rally phase). */
export const sokolnitz = (): AtwState =>
  setupStateOrThrow(atw.initialState({ scenarioId: 'sokolnitz' }));

export interface RandomGameOptions {
  readonly seed: number;
  /** The starting position (default: the Sokolnitz scenario as set up). */
  readonly initial?: AtwState;
  /** 14: offer only the attack moves when there are some (`attackBiased`, close-quarters.ts). */
  readonly attackBias?: boolean;
  /** Counts what was played (default: a fresh tally). */
  readonly tally?: Tally;
  /** After each event is folded. */
  readonly onEvent?: (state: AtwState, event: AtwEvent) => void;
  /** Before each command is decided. */
  readonly onCommand?: (state: AtwState, command: AtwCommand) => void;
}

/** One whole random game: its opening, its events (wire form, as `decide` gives them), the end. */
export function playRandomGame(o: RandomGameOptions): {
  initial: AtwState;
  final: AtwState;
  events: AtwEvent[];
} {
  const initial = o.initial ?? sokolnitz();
  const { final, events } = playFree<AtwState, AtwCommand, AtwEvent>(
    o.attackBias === true ? attackBiased(atw) : atw,
    initial,
    o.seed,
    o.tally ?? emptyTally(),
    {
      isOver: (s) => s.over,
      sideToAct,
      fallbackSide: 'allied',
      endPhase: { type: 'EndPhase' },
      guard: 20_000,
      ...(o.onEvent === undefined ? {} : { onEvent: o.onEvent }),
      ...(o.onCommand === undefined ? {} : { onCommand: o.onCommand }),
    },
  );
  return { initial, final, events };
}
