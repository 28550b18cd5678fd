/**
 * Issue #31 "Done when": across 100 games per ruleset, does `greedy` beat `random`? A script, not
 * a test (100 games of each ruleset take about half an hour on the shared machine). For every
 * registered ruleset (BOTS_RULESETS=a20,spi-1980 for some), BOTS_GAMES games (default 100,
 * seeds BOTS_SEED_BASE + 0..n-1) in the bots' scenario (libs/bots BOT_SCENARIO), greedy on the
 * first side on even seeds and on the second on odd ones (libs/bots `match`), every command
 * decided by the rules (a refused one throws). a1805 also plays its Non-Player (`a1805-np`, a
 * fresh instance each game, as a new game's seat gets) against random. Prints one line per game
 * when BOTS_VERBOSE=1, then a table, then the figures as one JSON line.
 *
 * Run: npm run bench:bots-match (BOTS_GAMES=10 for a quick look).
 */
import {
  BOT_SCENARIO,
  type Bot,
  type MatchReport,
  greedyBot,
  match,
  randomBot,
} from '@pratzen/bots';
import { RULESETS } from '@pratzen/rulesets';
import { createNpBot } from '@pratzen/rulesets/a1805';
import { now } from './timing';

const GAMES = Math.max(1, Number(process.env['BOTS_GAMES'] ?? 100));
const SEED_BASE = Number(process.env['BOTS_SEED_BASE'] ?? 0);
const ONLY = process.env['BOTS_RULESETS']?.split(',');

/** A bot with memory made afresh for every game (its first decision of a game makes it). */
function freshEachGame(id: string, make: () => Bot): { bot: Bot; newGame(): void } {
  let current = make();
  return {
    bot: { id, choose: (input) => current.choose(input) },
    newGame: () => {
      current = make();
    },
  };
}

interface Line {
  readonly ruleset: string;
  readonly scenario: string;
  readonly bot: string;
  readonly opponent: string;
  readonly report: MatchReport;
  readonly levels: Record<string, number>;
  readonly seconds: number;
}

const lines: Line[] = [];
const seeds = Array.from({ length: GAMES }, (_, i) => SEED_BASE + i);
for (const ruleset of RULESETS) {
  const id = ruleset.info.id;
  if (ONLY !== undefined && !ONLY.includes(id)) continue;
  const scenario = BOT_SCENARIO[id] ?? 'historical';
  const pairs: { bot: Bot; newGame(): void }[] = [{ bot: greedyBot, newGame: () => undefined }];
  if (id === 'a1805') pairs.push(freshEachGame('a1805-np', createNpBot));
  for (const { bot, newGame } of pairs) {
    const levels: Record<string, number> = {};
    const started = now();
    const report = match(
      ruleset,
      { scenarioId: scenario },
      bot,
      randomBot,
      seeds,
      (g, seed, side) => {
        const key = `${g.winner === side ? 'won' : g.winner === null ? 'drew' : 'lost'} ${g.level ?? '-'}`;
        levels[key] = (levels[key] ?? 0) + 1;
        if (process.env['BOTS_VERBOSE'] === '1') {
          console.log(`${id} ${bot.id} (${side}) seed ${seed}: ${key}, ${g.commands} commands`);
        }
        newGame();
      },
    );
    lines.push({
      ruleset: id,
      scenario,
      bot: bot.id,
      opponent: randomBot.id,
      report,
      levels,
      seconds: (now() - started) / 1000,
    });
    console.log(
      `${id} ${bot.id}: ${report.wins} won, ${report.draws} drawn, ${report.losses} lost of ` +
        `${report.games} (score ${report.score.toFixed(3)}; ${((now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

console.log(`\n${GAMES} games per line, seeds ${SEED_BASE}-${SEED_BASE + GAMES - 1}`);
console.log('| ruleset (scenario) | bot | wins | draws | losses | score | endings |');
console.log('|---|---|---|---|---|---|---|');
for (const l of lines) {
  const endings = Object.entries(l.levels)
    .sort()
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  console.log(
    `| ${l.ruleset} (${l.scenario}) | ${l.bot} vs ${l.opponent} | ${l.report.wins} | ` +
      `${l.report.draws} | ${l.report.losses} | ${l.report.score.toFixed(3)} | ${endings} |`,
  );
}
console.log(
  JSON.stringify(
    lines.map((l) => ({
      ruleset: l.ruleset,
      bot: l.bot,
      opponent: l.opponent,
      games: l.report.games,
      wins: l.report.wins,
      draws: l.report.draws,
      losses: l.report.losses,
      score: Number(l.report.score.toFixed(3)),
    })),
  ),
);
