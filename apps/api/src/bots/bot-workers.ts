import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type BotInput, decisionSeed, seatInput } from '@pratzen/bots';
import type { Command } from '@pratzen/engine';
import { WorkerPool } from '../common/worker-pool';
import { APP_CONFIG, type AppConfig } from '../config';
import type { LoadedGame } from '../games/repository/loaded-game';
import { BotCatalogue } from './bot-catalogue';
import { fallbackOf, think } from './bot-thinking';
import type { BotTask, Decided, DecisionTask } from './bot-thinking.protocol';

/** A bot's decision as the runner and the advisor get it. */
export interface BotDecision {
  readonly command: Command;
  readonly reason: string;
  /** The think time, in milliseconds. */
  readonly ms: number;
  /** The bot was stopped at BOT_THINK_MS (or its worker terminated): `random` chose. */
  readonly cutOff: boolean;
}

/** Who thinks for a bot: its worker threads in the server (BotWorkers), this thread in tests. */
export abstract class BotThinker {
  /**
   * `botId`'s choice for `side` at the record's version. `seat`: the game's seat's own bot
   * (memory kept between decisions); else the shared instance (advice).
   */
  abstract choose(
    record: LoadedGame,
    side: string,
    botId: string,
    botSeed: number,
    seat: boolean,
  ): Promise<BotDecision>;

  /**
   * Resolves once whatever thinks for `gameId` can start at once (a new worker has loaded its
   * modules): the runner waits for it before it takes the game's lease, so that the lease covers
   * thinking only.
   */
  ready(_gameId: string): Promise<void> {
    return Promise.resolve();
  }

  /** The first legal action the side's validation accepts but `refused` (null: none). */
  abstract fallback(
    record: LoadedGame,
    side: string,
    botSeed: number,
    refused: Command,
  ): Promise<Command | null>;
}

/** On this thread (the event loop's): unit tests and bench, with any catalogue. */
export class InThreadBotThinker extends BotThinker {
  constructor(
    private readonly catalogue: Pick<BotCatalogue, 'get' | 'forSeat' | 'forget'>,
    private readonly limitMs?: number,
  ) {
    super();
  }

  async choose(
    record: LoadedGame,
    side: string,
    botId: string,
    botSeed: number,
    seat: boolean,
  ): Promise<BotDecision> {
    const rulesetId = record.ruleset.info.id;
    const bot = seat
      ? this.catalogue.forSeat(botId, rulesetId, record.id, side)
      : this.catalogue.get(botId, rulesetId);
    const thought = think(record, side, bot, botSeed, this.limitMs);
    if (thought.cutOff && seat) this.catalogue.forget(record.id, side);
    return { ...thought.choice, ms: thought.ms, cutOff: thought.cutOff };
  }

  async fallback(
    record: LoadedGame,
    side: string,
    botSeed: number,
    refused: Command,
  ): Promise<Command | null> {
    const seed = decisionSeed(botSeed, record.version);
    const input = seatInput(record.ruleset, record.state, side, seed) as BotInput<Command>;
    return fallbackOf(input, refused);
  }
}

/**
 * Beyond BOT_THINK_MS, the time a worker may take for the rest of a decision (the seat input:
 * legal actions and view; the messages) before it is terminated.
 */
export const WORKER_GRACE_MS = 1_000;

/** A worker of its own per lane, and the lane's tasks one at a time (deadlines start running). */
interface Lane {
  readonly pool: WorkerPool<BotTask, Decided | null>;
  tail: Promise<unknown>;
  /** The lane's worker has loaded its modules (false: a new one must warm up first). */
  warm: boolean;
}

/** FNV-1a of a game id: its lane. */
function laneOf(gameId: string, lanes: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % lanes;
}

/**
 * The bots think on BOT_WORKERS worker threads (bot-thinking.worker.ts), never on the event
 * loop: the game's state goes in (the worker builds the side's seat input from it; the bot sees
 * that only), the command and reason come out. A game always thinks on the same worker (its
 * lane), so a bot with memory finds its seat's instance there; a lane runs one decision at a
 * time. A bot still choosing at BOT_THINK_MS is stopped on its worker (`random` chooses, as
 * before); a worker that has not answered BOT_THINK_MS + WORKER_GRACE_MS after a decision began
 * is terminated and replaced (the seats' memories on it are lost), and `random` decides on the
 * new one (reason `cut off: ... worker terminated`).
 */
@Injectable()
export class BotWorkers extends BotThinker implements OnModuleDestroy {
  private readonly logger = new Logger('BotWorkers');
  private readonly lanes: Lane[];
  private readonly limitMs: number;
  private readonly rulesetModules: readonly string[];
  private readonly botModules: readonly string[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.limitMs = config.bots.thinkMs;
    this.rulesetModules = config.rulesetModules;
    this.botModules = config.bots.modules;
    this.lanes = Array.from({ length: config.bots.workers }, () => ({
      pool: WorkerPool.of<BotTask, Decided | null>(__dirname, {
        module: './bot-thinking.worker',
        threads: 1,
        queue: 1_000_000,
      }),
      tail: Promise.resolve(),
      warm: false,
    }));
  }

  async choose(
    record: LoadedGame,
    side: string,
    botId: string,
    botSeed: number,
    seat: boolean,
  ): Promise<BotDecision> {
    const task = this.task('choose', record, side, botId, botSeed, seat);
    const decided = await this.run(record.id, task);
    if (decided !== 'terminated') return { ...decided, command: decided.command as Command };
    this.logger.warn(
      `bot ${botId} (${side}) in game ${record.id}: its worker did not answer within ${this.limitMs} + ${WORKER_GRACE_MS} ms and was terminated; random decides`,
    );
    const random = await this.run(record.id, { ...task, botId: 'random', gameId: null });
    if (random === 'terminated' || random.command === null) {
      throw new Error(`its worker was terminated twice at version ${record.version}`);
    }
    return {
      command: random.command,
      reason: `cut off: ${botId} thought past its ${this.limitMs} ms (BOT_THINK_MS), its worker terminated; ${random.reason}`,
      ms: random.ms,
      cutOff: true,
    };
  }

  async fallback(
    record: LoadedGame,
    side: string,
    botSeed: number,
    refused: Command,
  ): Promise<Command | null> {
    const task = { ...this.task('fallback', record, side, 'random', botSeed, false), refused };
    const decided = await this.run(record.id, task);
    return decided === 'terminated' ? null : decided.command;
  }

  override async ready(gameId: string): Promise<void> {
    await this.readyLane(this.laneFor(gameId));
  }

  private async readyLane(lane: Lane): Promise<void> {
    if (lane.warm) return;
    const done = lane.tail.then(() => this.warm(lane));
    lane.tail = done.catch(() => undefined);
    await done;
  }

  /** Every lane ready (tests: the first decision's wait then holds no module loading). */
  async readyAll(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => this.readyLane(lane)));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.pool.close()));
  }

  private task(
    kind: DecisionTask['kind'],
    record: LoadedGame,
    side: string,
    botId: string,
    botSeed: number,
    seat: boolean,
  ): DecisionTask {
    return {
      kind,
      rulesetId: record.ruleset.info.id,
      rulesetModules: this.rulesetModules,
      botModules: this.botModules,
      state: record.state,
      side,
      botId,
      gameId: seat ? record.id : null,
      seed: decisionSeed(botSeed, record.version),
      limitMs: this.limitMs,
    };
  }

  /** `task` on the game's lane, after the lane's earlier tasks: its answer, or 'terminated'. */
  private run(gameId: string, task: DecisionTask): Promise<Decided | 'terminated'> {
    const lane = this.laneFor(gameId);
    const result = lane.tail.then(() => this.runOn(lane, task));
    lane.tail = result.catch(() => undefined);
    return result;
  }

  private laneFor(gameId: string): Lane {
    return this.lanes[laneOf(gameId, this.lanes.length)] as Lane;
  }

  /** A new worker loads its modules (seconds under ts-node) before any deadline starts. */
  private async warm(lane: Lane): Promise<void> {
    if (lane.warm) return;
    const { rulesetModules, botModules } = this;
    await lane.pool.run({ kind: 'warm', rulesetModules, botModules });
    lane.warm = true;
  }

  private async runOn(lane: Lane, task: DecisionTask): Promise<Decided | 'terminated'> {
    await this.warm(lane);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.limitMs + WORKER_GRACE_MS);
    try {
      return (await lane.pool.run(task, undefined, deadline.signal)) as Decided;
    } catch (error) {
      if (!deadline.signal.aborted) throw error;
      lane.warm = false; // terminated: piscina starts a new worker
      return 'terminated';
    } finally {
      clearTimeout(timer);
    }
  }
}
