import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type Command, sideViewer } from '@pratzen/engine';
import { GAME_CREATED } from '@pratzen/game';
import { setImmediate as yieldLoop, setTimeout as sleep } from 'node:timers/promises';
import { ApiProblem } from '../common/problem';
import { APP_CONFIG, type AppConfig, type BotRunnerConfig } from '../config';
import type { LoadedGame } from '../games/repository/loaded-game';
import { GamesCommands } from '../games/commands/games.commands';
import { GamesFeed } from '../games/live/games.feed';
import { GamesProjection, MAX_PAGE_SIZE } from '../games/reads/games.projection';
import { GamesRepository } from '../games/repository/games.repository';
import { REDIS } from '../redis/redis.module';
import type { RedisConnection } from '../redis/redis-connection';
import { Metrics } from '../metrics/metrics';
import { BotLease } from './bot-lease';
import { actingSideOf, botSeedOf } from './bot-thinking';
import { type BotDecision, BotThinker } from './bot-workers';

/** What GET /v1/games/{id}/bots says of one bot side, on the node that answers. */
export interface BotSideStatus {
  readonly bot: string;
  /** `waiting` (the other side acts, or the game is over), `to-act`, `thinking`, `stalled`. */
  readonly status: 'waiting' | 'to-act' | 'thinking' | 'stalled';
  /** Why the bot stopped (stalled only), else null. */
  readonly error: string | null;
  /** The last decision's think time on this node, in milliseconds (null before the first). */
  readonly lastThinkMs: number | null;
}

interface Stall {
  readonly version: number;
  readonly error: string;
}

/**
 * Plays the bot seats (issue #31 part 1), off the request path: a game is queued when this node
 * appends to it (a seat's command, the bot's own, the game's creation), at start-up, and when a
 * sweep finds a bot game no node moved on since the last sweep (a node died while thinking).
 * At most BOTS_AT_ONCE decisions run at once; each starts after yielding the event loop. A bot
 * gets `seatInput` for its side only, and its command goes through the one command handler as
 * its side's, at the version it thought about (a conflict: someone else moved; it re-reads and
 * thinks again). A refused command falls back to the first accepted legal action; when that is
 * refused too the side is `stalled` at that version (no retry until the game moves on). The bots
 * think on worker threads (bot-workers.ts), so a thinking bot never holds this thread; a bot
 * still choosing after BOT_THINK_MS is stopped and `random` plays for it. With
 * Redis, a node thinks for a game only while it holds the game's lease (bot-lease.ts).
 */
@Injectable()
export class BotRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BotRunner');
  private readonly config: BotRunnerConfig;
  /** Games with a bot side that this node knows of (their last version seen by the sweep). */
  private readonly games = new Map<string, number>();
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly running = new Set<string>();
  private readonly stalls = new Map<string, Stall>();
  private readonly thinkMs = new Map<string, number>();
  private thinking = 0;
  private readonly lease: BotLease;
  private stopped = false;
  private sweeper: NodeJS.Timeout | null = null;
  /** Resolves when the queue is empty and nothing is thinking (tests, bench). */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly repository: GamesRepository,
    private readonly commands: GamesCommands,
    private readonly projection: GamesProjection,
    private readonly thinker: BotThinker,
    feed: GamesFeed,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(REDIS) redis: RedisConnection | null = null,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.lease = new BotLease(redis);
    this.config = config.bots;
    commands.onAppended((gameId) => {
      if (this.games.has(gameId)) this.schedule(gameId);
    });
    feed.listenAll((e) => {
      if (e.version !== 1 || e.type !== GAME_CREATED) return;
      const bots = (e.data as { bots?: Record<string, string> }).bots;
      const gameId = (e.data as { gameId?: string }).gameId;
      if (bots !== undefined && typeof gameId === 'string' && !this.games.has(gameId)) {
        this.games.set(gameId, 0);
      }
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.atOnce === 0) return;
    this.logger.log(`bot lease holder ${this.lease.holder} (BOT_LEASE_MS ${this.config.leaseMs})`);
    // The games this node already holds (the projection read the store at start-up): each bot
    // game whose bot must act is taken over now.
    for (let after: string | undefined; ;) {
      const page = this.projection.list({ status: 'active' }, after, MAX_PAGE_SIZE);
      for (const summary of page.items) {
        const record = await this.repository.loadCached(summary.id).catch(() => null);
        if (record?.created.bots !== undefined) this.schedule(record.id);
      }
      if (page.nextCursor === null) break;
      after = page.nextCursor;
    }
    this.sweeper = setInterval(() => void this.sweep(), this.config.sweepMs);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.sweeper !== null) clearInterval(this.sweeper);
    this.queue.length = 0;
    this.queued.clear();
  }

  /** Queues a game: its bot thinks if its side must act (duplicates are dropped). */
  schedule(gameId: string): void {
    if (this.stopped || this.config.atOnce === 0) return;
    if (!this.games.has(gameId)) this.games.set(gameId, 0);
    if (this.queued.has(gameId)) return;
    this.queued.add(gameId);
    this.queue.push(gameId);
    this.pump();
  }

  /** The bot sides of a game as this node sees them. */
  async statusOf(gameId: string): Promise<Record<string, BotSideStatus>> {
    const record = await this.repository.load(gameId);
    const acting = actingSideOf(record);
    const stall = this.stalls.get(gameId);
    const out: Record<string, BotSideStatus> = {};
    for (const [side, bot] of Object.entries(record.created.bots ?? {})) {
      const stalled = stall !== undefined && stall.version === record.version && acting === side;
      out[side] = {
        bot,
        status: stalled
          ? 'stalled'
          : acting !== side
            ? 'waiting'
            : this.running.has(gameId)
              ? 'thinking'
              : 'to-act',
        error: stalled ? stall.error : null,
        lastThinkMs: this.thinkMs.get(`${gameId}/${side}`) ?? null,
      };
    }
    return out;
  }

  /** Resolves once no bot is queued or thinking on this node. */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.thinking === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Games no node moved on since the last sweep, whose bot must act: taken over. */
  private async sweep(): Promise<void> {
    for (const [gameId, seen] of this.games) {
      const record = await this.repository.loadCached(gameId).catch(() => null);
      if (record === null || actingSideOf(record) === null) {
        this.games.delete(gameId);
        continue;
      }
      this.games.set(gameId, record.version);
      const side = actingSideOf(record);
      const botMustAct = side !== null && record.created.bots?.[side] !== undefined;
      if (botMustAct && record.version === seen) this.schedule(gameId);
    }
  }

  private pump(): void {
    while (this.thinking < this.config.atOnce && this.queue.length > 0) {
      const gameId = this.queue.shift() as string;
      this.queued.delete(gameId);
      if (this.running.has(gameId)) {
        // One decision per game at a time: it goes back to the queue once this one is done.
        this.queued.add(gameId);
        this.queue.push(gameId);
        if (this.queue.every((id) => this.running.has(id))) break;
        continue;
      }
      this.thinking += 1;
      this.running.add(gameId);
      void this.play(gameId)
        .catch((error: unknown) => this.logger.error(`bot of game ${gameId} failed`, error))
        .finally(() => {
          this.thinking -= 1;
          this.running.delete(gameId);
          this.pump();
          if (this.queue.length === 0 && this.thinking === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            waiters.forEach((resolve) => resolve());
          }
        });
    }
  }

  /** One decision of a game's bot, if its side must act. */
  private async play(gameId: string): Promise<void> {
    await yieldLoop();
    // The game's bot worker ready first (a new one loads its modules), so that the game read
    // below is fresh when the bot thinks, and its lease covers thinking only.
    await this.thinker.ready(gameId);
    if (this.stopped) return;
    // Fresh: the store's version, so the decision is made on the game as it is now.
    const record = await this.repository.load(gameId);
    const side = actingSideOf(record);
    const botId = side === null ? undefined : record.created.bots?.[side];
    if (side === null || botId === undefined) return;
    if (this.stalls.get(gameId)?.version === record.version) return;
    // Another node holds the game's lease: it thinks for it (this node's sweep takes the game
    // over once that lease has expired, e.g. when that node died).
    if (!(await this.lease.take(gameId, this.config.leaseMs))) return;
    this.stalls.delete(gameId);
    const seed = botSeedOf(await this.repository.seedOf(record));
    let decision: BotDecision;
    try {
      // On a bot worker (bot-workers.ts): this thread only waits.
      decision = await this.thinker.choose(record, side, botId, seed, true);
    } catch (error) {
      this.stall(record, side, `${botId} failed to choose: ${(error as Error).message}`);
      return;
    }
    this.thinkMs.set(`${gameId}/${side}`, Math.round(decision.ms));
    this.metrics?.botThought(botId, record.created.rulesetId, decision.ms / 1000, decision.cutOff);
    if (decision.cutOff) {
      this.logger.warn(
        `bot ${botId} (${side}) in game ${gameId} cut off at ${this.config.thinkMs} ms: random plays instead`,
      );
    }
    if (this.config.delayMs > 0) await sleep(this.config.delayMs);
    if (this.stopped) return;
    const { command, reason } = decision;
    const sent = await this.send(record, side, botId, command, reason);
    if (sent !== 'ok' && sent !== 'moved') {
      await this.fallBack(record, side, botId, seed, command, sent);
    }
  }

  /**
   * 'ok'; 'moved' (someone else acted first: re-queued); else the code the rules refused the
   * command with.
   */
  private async send(
    record: LoadedGame,
    side: string,
    bot: string,
    command: Command,
    reason: string,
  ): Promise<string> {
    try {
      await this.commands.submit(
        record.id,
        sideViewer(side),
        command,
        { expectedVersion: record.version },
        { bot, reason },
      );
      return 'ok';
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      if (error.status === 409) {
        this.logger.log(
          `bot ${bot} (${side}) in game ${record.id}: version ${record.version} moved on before its command (${error.code}); it thinks again`,
        );
        this.schedule(record.id);
        return 'moved';
      }
      if (error.code === 'GAME_OVER') return 'moved';
      this.logger.warn(
        `bot ${bot} (${side}) in game ${record.id}: ${command.type} refused ${error.code}`,
      );
      return error.code;
    }
  }

  private async fallBack(
    record: LoadedGame,
    side: string,
    bot: string,
    seed: number,
    refused: Command,
    code: string,
  ): Promise<void> {
    const command = await this.thinker.fallback(record, side, seed, refused).catch(() => null);
    if (command !== null) {
      const reason = `fallback: ${refused.type} was refused (${code}); the first accepted legal action`;
      const sent = await this.send(record, side, bot, command, reason);
      if (sent === 'ok' || sent === 'moved') return;
    }
    this.stall(record, side, `${bot} sent ${refused.type}, refused ${code}; no accepted fallback`);
  }

  /** The bot stops at this version (no retry until the game moves on), visibly. */
  private stall(record: LoadedGame, side: string, error: string): void {
    this.logger.error(`game ${record.id}, ${side}: ${error}; the bot stops at this version`);
    this.stalls.set(record.id, { version: record.version, error });
  }
}
