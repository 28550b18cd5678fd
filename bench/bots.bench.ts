/**
 * Bot decision figures (run from the repository root):
 *   npm run bench:bots
 * For every registered ruleset, in the scenario its bot games are played in: positions are
 * gathered from BENCH_GAMES greedy-vs-random games (default 2; at most 300 positions, evenly
 * spread), then each bot decides on every one of them. Prints decisions per second per bot, with
 * a decision counted whole (the seat's legal actions and view, then the bot's choice) and the
 * part the bot itself takes (its choice alone: greedy's lookaheads). a1805 adds its Non-Player
 * (`a1805-np`, solo rules 22-28): one instance decides on every sampled position of both sides,
 * as a seat's instance keeps its order book (27.5) between decisions. Nothing is asserted.
 */
import {
  BOT_SCENARIO,
  type Bot,
  greedyBot,
  playBotGame,
  randomBot,
  seatInput,
} from '@pratzen/bots';
import { RULESETS } from '@pratzen/rulesets';
import { createNpBot } from '@pratzen/rulesets/a1805';
import { now } from './timing';

const GAMES = Number(process.env.BENCH_GAMES ?? 2);
const MAX_POSITIONS = 300;

const rate = (n: number, ms: number): string => (ms === 0 ? '∞' : ((n * 1000) / ms).toFixed(0));

for (const ruleset of RULESETS) {
  const id = ruleset.info.id;
  const setup = ruleset.initialState({ scenarioId: BOT_SCENARIO[id] ?? 'historical' });
  if (!setup.ok) throw new Error(`${id}: set-up failed`);
  const [first, second] = ruleset.info.sides as [string, string];
  const positions: { state: unknown; side: string; seed: number }[] = [];
  for (let seed = 9000; seed < 9000 + GAMES; seed += 1) {
    let state = setup.state;
    const recorder: Bot = {
      id: 'recorder',
      choose(input) {
        positions.push({ state, side: input.side, seed: seed * 100_000 + positions.length });
        return (input.side === first ? greedyBot : randomBot).choose(input);
      },
    };
    playBotGame(
      {
        ...ruleset,
        evolve: (s: unknown, e) => {
          state = ruleset.evolve(s, e);
          return state;
        },
      },
      setup.state,
      { [first]: recorder, [second]: recorder },
      { seed },
    );
  }
  const step = Math.max(1, Math.floor(positions.length / MAX_POSITIONS));
  const sample = positions.filter((_, i) => i % step === 0).slice(0, MAX_POSITIONS);
  const line: string[] = [];
  // the bots that play this ruleset besides random and greedy (the API's catalogue lists the same)
  const own: Bot[] = id === 'a1805' ? [createNpBot()] : [];
  for (const bot of [randomBot, greedyBot, ...own]) {
    let choosing = 0;
    const start = now();
    for (const p of sample) {
      const input = seatInput(ruleset, p.state, p.side, p.seed);
      const t = now();
      bot.choose(input);
      choosing += now() - t;
    }
    const total = now() - start;
    line.push(
      `${bot.id} ${rate(sample.length, total)}/s (its choice alone ${rate(sample.length, choosing)}/s)`,
    );
  }
  const open = sample.filter((p) => seatInput(ruleset, p.state, p.side, 0).open).length;
  console.log(
    `${id.padEnd(9)} ${sample.length} positions (${open} with nothing hidden): ${line.join('; ')}`,
  );
}
