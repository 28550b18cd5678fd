/**
 * Austerlitz 20 (a20) engine figures (run from the repository root):
 *   npm run bench:a20
 * Prints, for the Historical scenario (17.0): the legal actions of the Allied player at the
 * opening of play (Turn 6 Movement Phase; time and count); commands decided per second (every
 * command random players chose in recorded games, decided again with every die a 3); and
 * replay speed (events folded per second over those games). Nothing is asserted.
 */
import { replay, sideViewer, type Dice } from '@pratzen/engine';
import { a20, type A20Command, type A20State } from '@pratzen/rulesets/a20';
import { playRandomGame } from '../libs/rulesets/a20/src/simulation/random-game';
import { medianMs } from './timing';

const init = a20.initialState({ scenarioId: 'historical' });
if (!init.ok) throw new Error('set-up failed');
const opening = init.state;
let openingActions = 0;
const openingMs = medianMs(50, () => {
  openingActions = a20.legalActions({ ...opening }, sideViewer('allied')).length;
});

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const games: ReturnType<typeof playRandomGame>[] = [];
const decisions: { state: A20State; command: A20Command }[] = [];
for (let seed = 5000; seed < 5000 + GAMES; seed++) {
  const game = playRandomGame({
    seed,
    onCommand: (state, command) => {
      decisions.push({ state, command });
    },
  });
  games.push(game);
}
const threes: Dice = { roll: () => 3 };

let accepted = 0;
const decideMs = medianMs(3, () => {
  accepted = 0;
  for (const d of decisions) if (a20.decide(d.state, d.command, threes).ok) accepted++;
});
const events = games.reduce((n, g) => n + g.events.length, 0);
const replayMs = medianMs(5, () => {
  for (const g of games) replay(a20, g.initial, g.events);
});

const f = (x: number): string => x.toFixed(3);
console.log(
  `a20: opening legal actions, Historical Turn 6 Allied Movement (${openingActions} actions): ${f(openingMs)} ms`,
);
console.log(
  `a20: commands decided: ${Math.round(decisions.length / (decideMs / 1000)).toLocaleString('en')}/s over ${decisions.length} recorded commands (${accepted} accepted)`,
);
console.log(
  `a20: replay: ${Math.round(events / (replayMs / 1000)).toLocaleString('en')} events/s over ${events.toLocaleString('en')} events of ${GAMES} games`,
);
