/**
 * Austerlitz to Waterloo (atw) engine figures (run from the repository root):
 *   npm run bench:atw
 * Prints, for the Sokolnitz scenario: the legal actions of the side to act at the opening (as set
 * up, turn 1's rally phase, and the first move phase after it: time and JSON bytes); `MoveUnit`
 * decisions per second (the moves a random player chose, decided again); and replay speed (events
 * folded per second over one long recorded random game, replayed many times). Nothing is
 * asserted: a1805's targets (issue #13) are printed beside the figures for comparison.
 * BENCH_SEED (1) picks the recorded game, BENCH_GAMES (2) how many games give the moves.
 */
import { type Command, replay, seededDice, sideViewer } from '@pratzen/engine';
import { atw } from '@pratzen/rulesets/atw';
import type { AtwCommand } from '../libs/rulesets/atw/src/commands';
import type { AtwEvent } from '../libs/rulesets/atw/src/events';
import { sideToAct } from '../libs/rulesets/atw/src/sequence/turn';
import { playRandomGame, sokolnitz } from '../libs/rulesets/atw/src/simulation/random-game';
import type { AtwState } from '../libs/rulesets/atw/src/state';
import { medianMs, now } from './timing';

const set = sokolnitz();
const ended = atw.decide(set, { type: 'EndPhase' }, seededDice(1));
if (!ended.ok) throw new Error(`EndPhase refused: ${ended.violation.code}`);
const firstMove = ended.events.reduce<AtwState>((s, e) => atw.evolve(s, e), set);
if (firstMove.phase !== 'move') throw new Error(`expected the move phase, got ${firstMove.phase}`);

/** The legal actions of the side to act: median ms per enumeration, count and JSON bytes. */
function opening(state: AtwState): { ms: number; count: number; bytes: number; side: string } {
  const side = sideToAct(state) ?? 'allied';
  let count = 0;
  let bytes = 0;
  const ms = medianMs(20, () => {
    const actions = atw.legalActions({ ...state }, sideViewer(side));
    count = actions.length;
    bytes = Buffer.byteLength(JSON.stringify(actions));
  });
  return { ms, count, bytes, side };
}
const atSetUp = opening(set);
const atMove = opening(firstMove);

const SEED = Number(process.env.BENCH_SEED ?? 1);
const GAMES = Math.max(1, Number(process.env.BENCH_GAMES ?? 2));
const moves: { state: AtwState; command: AtwCommand }[] = [];
let game: ReturnType<typeof playRandomGame> | null = null;
let gameSeed = SEED;
const playStart = now();
for (let seed = SEED; seed < SEED + GAMES; seed += 1) {
  const g = playRandomGame({
    seed,
    onCommand: (state, command) => {
      if (command.type === 'MoveUnit') moves.push({ state, command });
    },
  });
  if (game === null || g.events.length > game.events.length) {
    game = g;
    gameSeed = seed;
  }
}
const playMs = now() - playStart;
const recorded = game!;

const dice = seededDice(7);
let accepted = 0;
const decideMs = medianMs(3, () => {
  accepted = 0;
  for (const { state, command } of moves) if (atw.decide(state, command, dice).ok) accepted += 1;
});

const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 100);
const replayMs = medianMs(
  1,
  () => {
    for (let i = 0; i < REPLAYS; i += 1)
      replay(atw, recorded.initial, recorded.events as readonly (AtwEvent & Command)[]);
  },
  1,
);
const replayed = recorded.events.length * REPLAYS;

const f = (x: number): string => x.toFixed(3);
const n = (x: number): string => Math.round(x).toLocaleString('en');
console.log(
  `atw: Sokolnitz legal actions as set up (turn 1 ${set.phase} phase, ${atSetUp.side} to act, ${set.units.length} units, ${atSetUp.count} actions, ${n(atSetUp.bytes)} bytes): ${f(atSetUp.ms)} ms`,
);
console.log(
  `atw: Sokolnitz legal actions at the first move phase (${atMove.side} to act, ${atMove.count} actions, ${n(atMove.bytes)} bytes): ${f(atMove.ms)} ms (a1805's target < 20 ms)`,
);
console.log(
  `atw: MoveUnit decided: ${n(moves.length / (decideMs / 1000))}/s over ${moves.length} recorded moves of ${GAMES} random games (${accepted} accepted: the moves the player chose) (a1805's target ≥ 20,000/s)`,
);
console.log(
  `atw: replay: ${n(replayed / (replayMs / 1000))} events/s, the random game of seed ${gameSeed} (the longest: ${recorded.events.length} events, to turn ${recorded.final.turn}) replayed ${REPLAYS} times (a1805's target ≥ 500,000/s)`,
);
console.log(`atw: (the ${GAMES} random games took ${n(playMs)} ms to play)`);
