import { BotThinker, BotWorkers } from '../../../apps/api/src/bots/bot-workers';
import type { Client } from './client';
import { startServer, type TestServer } from './server';
import type { Summary } from './types';

/** Helpers of the bot-seat suites (test/api/bots*.e2e.spec.ts). */

/** The side that must act in a summary (null when the game is over). */
export const actingSide = (s: Summary): string | null =>
  s.status === 'over' ? null : (s.pendingDecision?.side ?? s.activeSide);

/**
 * Polls the summary every `everyMs` until `done` holds; throws after `timeoutMs` with the last
 * summary. Returns the summary and how long it took.
 */
export async function waitForSummary(
  client: Client,
  gameId: string,
  done: (s: Summary) => boolean,
  timeoutMs: number,
  everyMs = 10,
): Promise<{ summary: Summary; ms: number }> {
  const started = Date.now();
  for (;;) {
    const summary = await client.summary(gameId);
    const ms = Date.now() - started;
    if (done(summary)) return { summary, ms };
    if (ms > timeoutMs) {
      throw new Error(`game ${gameId}: still waiting after ${ms} ms: ${JSON.stringify(summary)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The number in an environment variable, or `fallback`. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Resolves once the server's bot workers have loaded their modules (seconds under ts-jest on a
 * loaded machine): a suite that times the bots' answers calls it first, so that no answer it
 * times includes a worker's start.
 */
export async function botWorkersReady(server: TestServer): Promise<void> {
  const thinker = server.app.get(BotThinker);
  if (thinker instanceof BotWorkers) await thinker.readyAll();
}

/**
 * A server whose bots think for at most `thinkMs` (BOT_THINK_MS), swept every half second, with
 * idle connections kept (a record's verification starts the verification worker: slow under
 * ts-jest), and its bot workers loaded before it is returned.
 */
export async function startBotServer(
  thinkMs: number,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const server = await startServer({
    BOT_THINK_MS: String(thinkMs),
    BOT_SWEEP_MS: '500',
    IDLE_TIMEOUT_MS: '600000',
    ...env,
  });
  await botWorkersReady(server);
  return server;
}
