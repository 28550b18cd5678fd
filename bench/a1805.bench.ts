/**
 * Austerlitz 1805 (a1805) engine figures (run from the repository root):
 *   npm run bench:a1805
 * Prints, on a position with both whole armies deployed (every unit of the order of battle):
 * the legal actions of the side to act in its Movement Phase (time and JSON bytes); `MoveUnit`
 * decisions per second (the moves random players chose, replayed); and replay speed (events
 * folded per second over recorded random games). Targets (issue #13): legal actions < 20 ms,
 * ≥ 20,000 decisions/s, ≥ 500,000 events/s.
 */
import { type Command, replay, scriptedDice, sideViewer } from '@pratzen/engine';
import { a1805 } from '@pratzen/rulesets/a1805';
import type { A1805Command } from '../libs/rulesets/a1805/src/commands';
import type { A1805Event } from '../libs/rulesets/a1805/src/events';
import {
  crowded,
  example,
  play,
  wholeArmies,
} from '../libs/rulesets/a1805/src/simulation/random-game';
import type { A1805State } from '../libs/rulesets/a1805/src/state';
import { medianMs } from './timing';

const opening: A1805State = { ...wholeArmies(), phase: 'movement', attacker: 'french' };
let bytes = 0;
let count = 0;
const legalMs = medianMs(50, () => {
  const actions = a1805.legalActions({ ...opening }, sideViewer('french'));
  count = actions.length;
  bytes = JSON.stringify(actions).length;
});

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const games: { initial: A1805State; events: A1805Event[] }[] = [];
const moves: { state: A1805State; command: A1805Command }[] = [];
for (let seed = 1; seed <= GAMES; seed += 1) {
  const initial = seed % 2 === 0 ? crowded() : example();
  const events: A1805Event[] = [];
  play(
    initial,
    seed,
    { samples: 0, checked: 0, accepted: 0, moves: 0, byType: {} },
    (_state, event) => events.push(event),
    (state, command) => {
      if (command.type === 'MoveUnit') moves.push({ state, command });
    },
  );
  games.push({ initial, events });
}

const dice = scriptedDice([]);
let accepted = 0;
const decideMs = medianMs(5, () => {
  accepted = 0;
  for (const { state, command } of moves) if (a1805.decide(state, command, dice).ok) accepted += 1;
});
const events = games.reduce((n, g) => n + g.events.length, 0);
const replayMs = medianMs(5, () => {
  for (const g of games) replay(a1805, g.initial, g.events as readonly (A1805Event & Command)[]);
});

const f = (x: number): string => x.toFixed(3);
console.log(
  `a1805: legal actions of the side to act, both whole armies deployed (${opening.units.length} units, ${count} actions, ${bytes.toLocaleString('en')} bytes): ${f(legalMs)} ms (target < 20 ms)`,
);
console.log(
  `a1805: MoveUnit decided: ${Math.round(moves.length / (decideMs / 1000)).toLocaleString('en')}/s over ${moves.length} recorded moves (${accepted} accepted: the moves the players chose) (target ≥ 20,000/s)`,
);
console.log(
  `a1805: replay: ${Math.round(events / (replayMs / 1000)).toLocaleString('en')} events/s over ${events} events of ${GAMES} games (target ≥ 500,000/s)`,
);
