import { type Bot, playBotGame, randomBot } from '@pratzen/bots';
import { a1805 } from '../ruleset';
import { createNpBot } from './bot';

/**
 * `a1805-np` against `random`: whole games played to their end, every command of both bots
 * decided against the whole state (playBotGame throws on any refused command). The NP takes the
 * Allies on even seeds and the French on odd ones. By default both scenarios run:
 * `pratzen-example` A1805_NP_GAMES games (default 4) and `historical` (the fog, chits and
 * strategic maps: about 30 s a game) A1805_NP_HISTORICAL_GAMES games (default 2, one NP side each);
 * A1805_NP_SCENARIO=<id> runs that scenario alone, A1805_NP_GAMES games.
 * A1805_NP_REPORT=1 prints how often each NP rule fired and the results.
 */
const ONLY = process.env['A1805_NP_SCENARIO'];
const GAMES = Number(process.env['A1805_NP_GAMES'] ?? 4);
const HISTORICAL_GAMES = Number(process.env['A1805_NP_HISTORICAL_GAMES'] ?? 2);
const RUNS: readonly (readonly [string, number])[] =
  ONLY !== undefined
    ? [[ONLY, GAMES]]
    : [
        ['pratzen-example', GAMES],
        ['historical', HISTORICAL_GAMES],
      ];
const REPORT = process.env['A1805_NP_REPORT'] === '1';

/** A reason's rule: its leading case number or phrase, dice faces folded (`24.5.10 die N`). */
const ruleOf = (reason: string): string =>
  reason
    .replace(/die \d/g, 'die N')
    .replace(/dice [\d, ]+/g, 'dice N')
    .replace(/ \(.*\)$/, '')
    .split(': ')
    .slice(0, 2)
    .join(': ');

describe.each(RUNS)('a1805-np vs random (%s, %i games)', (SCENARIO, GAMES) => {
  const setup = a1805.initialState({ scenarioId: SCENARIO });
  if (!setup.ok) throw new Error(`set-up ${SCENARIO}`);
  const fired = new Map<string, number>();
  const results: string[] = [];
  let decisions = 0;
  let unruled = 0;
  let thinking = 0;

  it.each(Array.from({ length: GAMES }, (_, i) => i))(
    'game %i plays to its end with every command accepted',
    (seed) => {
      const npSide = seed % 2 === 0 ? 'allied' : 'french';
      const np = createNpBot();
      const timed: Bot = {
        id: np.id,
        choose(input) {
          const t = performance.now();
          const c = np.choose(input);
          thinking += performance.now() - t;
          return c;
        },
      };
      const game = playBotGame(
        a1805,
        setup.state,
        { [npSide]: timed, [npSide === 'allied' ? 'french' : 'allied']: randomBot },
        {
          seed,
          onChoice: (_side, bot, choice) => {
            if (bot !== np.id) return;
            decisions += 1;
            expect(choice.reason).not.toBe('');
            if (choice.reason.startsWith('no NP rule')) unruled += 1;
            const rule = ruleOf(choice.reason);
            fired.set(rule, (fired.get(rule) ?? 0) + 1);
          },
        },
      );
      expect(game.over).toBe(true);
      results.push(
        `seed ${seed}: NP ${npSide}, ${game.winner === npSide ? 'won' : 'lost'} (${game.level}), ${game.commands} commands`,
      );
    },
  );

  afterAll(() => {
    if (!REPORT) return;
    const lines = [...fired]
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `${String(n).padStart(6)}  ${rule}`);
    console.log(
      [
        `a1805-np vs random, ${SCENARIO}: ${results.length} games, ${decisions} NP decisions (${unruled} with no NP rule), ${thinking > 0 ? Math.round((decisions * 1000) / thinking) : 0} NP choices/s (its choice alone)`,
        ...results,
        ...lines,
      ].join('\n'),
    );
  });
});
