import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { greedyBot } from '@pratzen/bots';
import { type Command, sideViewer } from '@pratzen/engine';
import { configFromEnv } from '../config';
import type { LoadedGame } from '../games/repository/loaded-game';
import { think } from './bot-thinking';
import { BotWorkers, WORKER_GRACE_MS } from './bot-workers';
import { spi, spiGameAtAlliedChoice } from './testing/spi-game';

jest.setTimeout(240_000);

const FIXTURES = path.resolve(__dirname, '../../../../test/fixtures/bots');
const THINK_MS = 1_000;

const game = spiGameAtAlliedChoice;

const legal = (record: LoadedGame): Command[] =>
  spi.legalActions(record.state, sideViewer('allied')).map((a) => a.command);

describe('bot workers (issue #31: bots off the event loop)', () => {
  const workers = new BotWorkers(
    configFromEnv({
      BOT_THINK_MS: String(THINK_MS),
      BOT_WORKERS: '1',
      BOT_MODULES: `${FIXTURES}/spinner.ts,${FIXTURES}/stuck.ts`,
    }),
  );
  afterAll(() => workers.onModuleDestroy());

  test('a decision on the worker is the one made on this thread (same seat input, same seed)', async () => {
    const record = game('w1');
    const there = await workers.choose(record, 'allied', 'greedy', 5, true);
    const here = think(record, 'allied', greedyBot, 5);
    expect(there.command).toEqual(here.choice.command);
    expect(there.reason).toBe(here.choice.reason);
    expect(there.cutOff).toBe(false);
    const fallback = await workers.fallback(record, 'allied', 5, here.choice.command);
    expect(fallback).not.toBeNull();
    expect(fallback).not.toEqual(here.choice.command);
    expect(legal(record)).toContainEqual(fallback);
  });

  test('a bot busy for a minute is stopped at BOT_THINK_MS (1 s) on its worker; the event loop stays free meanwhile', async () => {
    const record = game('w2');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    delay.enable();
    const started = performance.now();
    const decision = await workers.choose(record, 'allied', 'spinner', 5, true);
    const took = performance.now() - started;
    delay.disable();
    clearInterval(ticker);
    expect(decision.cutOff).toBe(true);
    expect(decision.reason).toMatch(/^cut off: spinner thought past its 1000 ms \(BOT_THINK_MS\)/);
    expect(legal(record)).toContainEqual(decision.command);
    expect(took).toBeGreaterThanOrEqual(THINK_MS - 5);
    expect(took).toBeLessThan(THINK_MS + WORKER_GRACE_MS);
    // This thread ran its timers all along (a tick per 100 ms at least, on a loaded machine),
    // and never stalled for half the think time (on this thread the bot would hold it 1 s).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 100));
    expect(delay.max / 1e6).toBeLessThan(THINK_MS / 2);
  });

  test('a bot that holds its worker past the cutoff: the worker is terminated, random decides on a new one, the next decision is normal', async () => {
    const record = game('w3');
    const started = performance.now();
    const decision = await workers.choose(record, 'allied', 'stuck', 5, true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(THINK_MS + WORKER_GRACE_MS - 5);
    expect(decision.cutOff).toBe(true);
    expect(decision.reason).toMatch(
      /^cut off: stuck thought past its 1000 ms \(BOT_THINK_MS\), its worker terminated; uniform choice/,
    );
    expect(legal(record)).toContainEqual(decision.command);
    const next = await workers.choose(record, 'allied', 'greedy', 5, true);
    expect(next.cutOff).toBe(false);
    expect(next.command).toEqual(think(record, 'allied', greedyBot, 5).choice.command);
  });
});
