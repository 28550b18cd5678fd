/**
 * DG 2006 engine figures (run from the repository root):
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/dg-2006.bench.ts  (npm run bench:dg)
 * Prints the time of a full legal-action enumeration at the opening of play (Allied Movement
 * Phase of Game-Turn 1), the same in Combat Phases (every position where the phasing player chose
 * an Attack in recorded random games: median, mean, 95th percentile), and Attack commands
 * decided per second.
 * The mandatory-attack search (8.0 B-C, K) runs in the last two.
 */
import { scriptedDice, sideViewer } from '@pratzen/engine';
import { type DgCommand, type DgState, dg2006 } from '@pratzen/rulesets/dg-2006';
import { playRandomGame } from '../libs/rulesets/dg-2006/src/simulation/random-game';
import { medianMs, now } from './timing';

const init = dg2006.initialState({ scenarioId: 'historical' });
if (!init.ok) throw new Error('set-up failed');
const opening = init.state;
let openingActions = 0;
const openingMs = medianMs(100, () => {
  openingActions = dg2006.legalActions({ ...opening }, sideViewer('allied')).length;
});

const GAMES = Number(process.env.BENCH_GAMES ?? 10);
const attacks: { state: DgState; command: DgCommand }[] = [];
for (let seed = 3000; seed < 3000 + GAMES; seed++) {
  playRandomGame({
    seed,
    onCommand: (state, command) => {
      if (command.type === 'Attack') attacks.push({ state, command });
    },
  });
}

const perPosition = attacks.map(({ state }) => {
  const start = now();
  dg2006.legalActions({ ...state }, sideViewer(state.side));
  return now() - start;
});
perPosition.sort((a, b) => a - b);
const median = perPosition[Math.floor(perPosition.length / 2)] ?? 0;
const p95 = perPosition[Math.floor(perPosition.length * 0.95)] ?? 0;
const mean = perPosition.reduce((x, y) => x + y, 0) / Math.max(1, perPosition.length);

const dice = scriptedDice(Array(1_000_000).fill(3));
const decideMs = medianMs(3, () => {
  for (const { state, command } of attacks) dg2006.decide({ ...state }, command, dice);
});

const f = (x: number): string => x.toFixed(3);
console.log(`DG 2006: opening legal actions (${openingActions}): ${f(openingMs)} ms`);
console.log(
  `DG 2006: combat-phase legal actions over ${attacks.length} positions: median ${f(median)} ms, mean ${f(mean)} ms, p95 ${f(p95)} ms`,
);
console.log(
  `DG 2006: Attack commands decided: ${Math.round(attacks.length / (decideMs / 1000))}/s`,
);
