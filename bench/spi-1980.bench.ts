/**
 * SPI 1980 engine benchmark. Prints:
 *  - events replayed per second (evolve), over the events of recorded random games;
 *  - the time of a full legal-action enumeration for the side to act at the opening of play
 *    (the Allied Movement Phase of Game-Turn 1, after the French reserve is written down);
 *  - movement commands decided per second, over the MoveUnit commands of random games.
 * Targets (issue #2): ≥ 1,000,000 events/s; enumeration < 5 ms; ≥ 50,000 moves/s.
 */
import { scriptedDice, sideViewer } from '@pratzen/engine';
import { spi1980, type SpiCommand, type SpiEvent, type SpiState } from '@pratzen/rulesets/spi-1980';
import { playRandomGame } from '../libs/rulesets/spi-1980/src/simulation/random-game';
import { defaultReserveDeployment } from '../libs/rulesets/spi-1980/src/sequence/reserve';

import { medianMs } from './timing';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const games: ReturnType<typeof playRandomGame>[] = Array.from({ length: GAMES }, (_, i) =>
  playRandomGame({ seed: 1000 + i }),
);

// 1. replay
const allEvents: { initial: SpiState; events: readonly SpiEvent[] }[] = games.map((g) => ({
  initial: g.initial,
  events: g.events,
}));
const totalEvents = allEvents.reduce((a, g) => a + g.events.length, 0);
const replayMs = medianMs(20, () => {
  for (const g of allEvents) {
    let s = g.initial;
    for (const e of g.events) s = spi1980.evolve(s, e);
  }
});
const eventsPerSecond = totalEvents / (replayMs / 1000);

// 2. full enumeration at the opening of play
const init = spi1980.initialState({ scenarioId: 'historical' });
if (!init.ok) throw new Error('set-up failed');
let opening = init.state;
const plot = spi1980.decide(
  opening,
  { type: 'PlotReserveDeployment', deployments: defaultReserveDeployment(opening) },
  scriptedDice([]),
);
if (!plot.ok) throw new Error(plot.violation.message);
for (const e of plot.events) opening = spi1980.evolve(opening, e);
const rally = spi1980.decide(opening, { type: 'EndPhase' }, scriptedDice([]));
if (!rally.ok) throw new Error(rally.violation.message);
for (const e of rally.events) opening = spi1980.evolve(opening, e);
let actionCount = 0;
const enumerateMs = medianMs(200, () => {
  // A fresh state object each time, so per-state caches (occupancy, ZOC) are rebuilt as they would be.
  const fresh: SpiState = { ...opening };
  actionCount = spi1980.legalActions(fresh, sideViewer('allied')).length;
});

// 3. movement commands decided per second
const moves: { state: SpiState; command: SpiCommand }[] = [];
for (let seed = 2000; seed < 2005; seed++) {
  playRandomGame({
    seed,
    onCommand: (state, command) => {
      if (command.type === 'MoveUnit') moves.push({ state, command });
    },
  });
}
const dice = scriptedDice(Array(1_000_000).fill(6));
const decideMs = medianMs(20, () => {
  for (const m of moves) spi1980.decide({ ...m.state }, m.command, dice);
});
const movesPerSecond = moves.length / (decideMs / 1000);

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(
  `spi-1980 benchmark (node ${process.version}, ${GAMES} random games, ${fmt(totalEvents)} events)`,
);
console.log(
  `  replay (evolve):             ${fmt(eventsPerSecond)} events/s   [target ≥ 1,000,000]`,
);
console.log(
  `  full enumeration, opening:   ${enumerateMs.toFixed(3)} ms for ${actionCount} actions   [target < 5 ms]`,
);
console.log(
  `  MoveUnit decided:            ${fmt(movesPerSecond)} commands/s over ${moves.length} moves   [target ≥ 50,000]`,
);
