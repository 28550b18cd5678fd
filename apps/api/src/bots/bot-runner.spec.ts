import type { Bot } from '@pratzen/bots';
import { greedyBot } from '@pratzen/bots';
import type { Command, Viewer } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import { configFromEnv } from '../config';
import type { LoadedGame } from '../games/repository/loaded-game';
import type { CommandAuthor, GamesCommands } from '../games/commands/games.commands';
import type { GamesFeed } from '../games/live/games.feed';
import type { GamesProjection } from '../games/reads/games.projection';
import type { GamesRepository } from '../games/repository/games.repository';
import type { BotCatalogue } from './bot-catalogue';
import { BotRunner } from './bot-runner';
import { fallbackOf, think } from './bot-thinking';
import { InThreadBotThinker } from './bot-workers';
import { SIDE, spiGameAtAlliedChoice } from './testing/spi-game';

/** The game of these tests: SPI at the Allies' first choice. */
const game = (): LoadedGame => spiGameAtAlliedChoice('g1');

interface Sent {
  readonly viewer: Viewer;
  readonly command: Command;
  readonly by: CommandAuthor | undefined;
}

function runner(
  bot: Bot,
  answer: (sent: Sent, n: number) => void,
  env: Record<string, string> = {},
) {
  const record = game();
  const sent: Sent[] = [];
  const repository = {
    load: async () => record,
    loadCached: async () => record,
    seedOf: async () => Buffer.alloc(32, 7),
  } as unknown as GamesRepository;
  const commands = {
    onAppended: () => undefined,
    submit: async (
      _id: string,
      viewer: Viewer,
      command: Command,
      _o: unknown,
      by?: CommandAuthor,
    ) => {
      sent.push({ viewer, command, by });
      answer({ viewer, command, by }, sent.length);
      return { version: 2, events: [] };
    },
  } as unknown as GamesCommands;
  const forgotten: string[] = [];
  const catalogue = {
    get: () => bot,
    forSeat: () => bot,
    forget: (gameId: string, side: string) => forgotten.push(`${gameId}/${side}`),
  } as unknown as BotCatalogue;
  const feed = { listenAll: () => () => undefined } as unknown as GamesFeed;
  const projection = {} as GamesProjection;
  const config = configFromEnv({ BOTS_AT_ONCE: '1', ...env });
  const thinker = new InThreadBotThinker(catalogue, config.bots.thinkMs);
  const r = new BotRunner(repository, commands, projection, thinker, feed, config);
  return { runner: r, sent, record, forgotten };
}

const refused = () => {
  throw new ApiProblem(422, 'SOME_RULE', 'the rules refuse it');
};

describe('the bot runner (issue #31 part 1)', () => {
  test('sends the bot choice as its side, with meta bot and reason, at the version thought about', async () => {
    const { runner: r, sent } = runner(greedyBot, () => undefined);
    r.schedule('g1');
    await r.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.viewer).toEqual({ kind: 'side', side: SIDE });
    expect(sent[0]?.by?.bot).toBe('greedy');
    expect(typeof sent[0]?.by?.reason).toBe('string');
  });

  test('a refused command falls back to another accepted legal action, once', async () => {
    const { runner: r, sent } = runner(greedyBot, (_s, n) => (n === 1 ? refused() : undefined));
    r.schedule('g1');
    await r.idle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.by?.reason).toMatch(/^fallback: \w+ was refused \(SOME_RULE\)/);
    expect(sent[1]?.command).not.toEqual(sent[0]?.command);
  });

  test('refused again: the side stalls at this version, visibly, and is not retried (no loop)', async () => {
    const { runner: r, sent } = runner(greedyBot, refused);
    r.schedule('g1');
    await r.idle();
    expect(sent).toHaveLength(2);
    const status = await r.statusOf('g1');
    expect(status[SIDE]).toMatchObject({ bot: 'greedy', status: 'stalled' });
    expect(status[SIDE]?.error).toMatch(/refused SOME_RULE; no accepted fallback/);
    expect(status['french']?.status).toBe('waiting');
    r.schedule('g1');
    await r.idle();
    expect(sent).toHaveLength(2);
  });

  test('a bot that throws stalls its side without sending anything', async () => {
    const broken: Bot = {
      id: 'broken',
      choose: () => {
        throw new Error('out of ideas');
      },
    };
    const { runner: r, sent } = runner(broken, () => undefined);
    r.schedule('g1');
    await r.idle();
    expect(sent).toEqual([]);
    expect((await r.statusOf('g1'))[SIDE]?.error).toMatch(/out of ideas/);
  });

  test('a deliberately slow bot (a 20 s busy loop) is cut off at BOT_THINK_MS: random plays instead, the game goes on', async () => {
    let calls = 0;
    const slow: Bot = {
      id: 'slow',
      choose: (input) => {
        calls += 1;
        const until = performance.now() + 20_000;
        while (performance.now() < until) {
          // thinking very hard
        }
        return greedyBot.choose(input);
      },
    };
    const { runner: r, sent, forgotten } = runner(slow, () => undefined, { BOT_THINK_MS: '150' });
    const started = performance.now();
    r.schedule('g1');
    await r.idle();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(calls).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.viewer).toEqual({ kind: 'side', side: SIDE });
    expect(sent[0]?.by?.bot).toBe('greedy'); // the game's seat (the mock catalogue hands out `slow`)
    expect(sent[0]?.by?.reason).toMatch(
      /^cut off: slow thought past its 150 ms \(BOT_THINK_MS\); uniform choice of \d+ legal actions/,
    );
    // The command is one of the side's legal actions; the seat's own instance is dropped.
    const { input } = think(game(), SIDE, greedyBot, 5);
    expect(input.actions.map((a) => a.command)).toContainEqual(sent[0]?.command);
    expect(forgotten).toEqual([`g1/${SIDE}`]);
    expect((await r.statusOf('g1'))[SIDE]?.status).not.toBe('stalled');
  });

  test('a bot within BOT_THINK_MS is not cut off', async () => {
    const {
      runner: r,
      sent,
      forgotten,
    } = runner(greedyBot, () => undefined, {
      BOT_THINK_MS: '60000',
    });
    r.schedule('g1');
    await r.idle();
    expect(sent[0]?.by?.reason).not.toMatch(/cut off/);
    expect(forgotten).toEqual([]);
  });

  test('a conflict (someone else moved) re-reads and thinks again', async () => {
    const { runner: r, sent } = runner(greedyBot, (_s, n) => {
      if (n === 1) throw new ApiProblem(409, 'VERSION_CONFLICT', 'moved');
    });
    r.schedule('g1');
    await r.idle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.by?.reason).not.toMatch(/^fallback/);
  });
});

describe('the bot thinking', () => {
  test('think: the bot sees its side only, deterministic at a version', () => {
    const record = game();
    const a = think(record, SIDE, greedyBot, 5);
    const b = think(record, SIDE, greedyBot, 5);
    expect(a.choice).toEqual(b.choice);
    expect(JSON.stringify(Object.keys(a.input))).not.toContain('state');
  });

  test('think with a limit: the same choice as without when in time; cut off, random over the same input', () => {
    const record = game();
    const free = think(record, SIDE, greedyBot, 5);
    const timed = think(record, SIDE, greedyBot, 5, 60_000);
    expect(timed.choice).toEqual(free.choice);
    expect(timed.cutOff).toBe(false);
    const never: Bot = {
      id: 'never',
      choose: () => {
        for (;;) {
          // never decides
        }
      },
    };
    const cut = think(record, SIDE, never, 5, 50);
    expect(cut.cutOff).toBe(true);
    expect(cut.choice.reason).toMatch(/^cut off: never thought past its 50 ms/);
    expect(cut.input.accepts(cut.choice.command)).toBe(true);
  });

  test('fallbackOf skips the refused command and takes the first accepted action', () => {
    const record = game();
    const { input } = think(record, SIDE, greedyBot, 5);
    const first = input.actions[0]!.command;
    const other = fallbackOf(input, first);
    expect(other).not.toBeNull();
    expect(other).not.toEqual(first);
    expect(input.accepts(other!)).toBe(true);
  });
});
