import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { EventStore, StoredEvent } from '@pratzen/event-store';
import { ApiProblem } from '../../common/problem';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { LIVE_BUS, type LiveBus } from '../../redis/live-bus';
import { gameIdOfStream } from '@pratzen/game';
import type { LoadedGame } from '../repository/loaded-game';
import type { GameFilter, GameSummary, Page } from '../games.contract';
import { GamesFeed } from '../live/games.feed';
import { GamesRepository } from '../repository/games.repository';

const PAGE = 1_000;
/**
 * How long the summary of another node's game may lag the store before this node reads the
 * game itself (its owner's summary was lost with Redis, or the nodes disagreed on its owner).
 */
export const SUMMARY_GRACE_MS = 1_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A game's summary (api.md `GET /v1/games/{id}`) from its record. */
export function summarize(record: LoadedGame): GameSummary {
  const c = record.created;
  const status = record.ruleset.status(record.state);
  const ended = record.session.ended;
  const over = status.over || ended !== null;
  return {
    id: c.gameId,
    rulesetId: c.rulesetId,
    rulesetVersion: c.rulesetVersion,
    scenarioId: c.scenarioId,
    status: over ? 'over' : 'active',
    turn: status.turn,
    phase: status.phase,
    activeSide: status.activeSide,
    pendingDecision: over ? null : status.pendingDecision,
    version: record.version,
    dice: c.dice,
    custom: c.custom,
    optionalRules: c.optionalRules,
    tournament: c.tournament,
    label: c.label,
    createdAt: c.createdAt,
    headHash: record.headHash,
    result: ended === null ? null : { ...ended.result, reason: ended.reason },
  };
}

interface Entry {
  readonly position: number;
  summary: GameSummary;
}

const encodeCursor = (position: number): string =>
  Buffer.from(`p${position}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const m = /^p(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (m?.[1] === undefined) {
    throw ApiProblem.badRequest('BAD_CURSOR', 'this cursor was not issued by this server', [
      { path: 'after', message: 'unknown cursor' },
    ]);
  }
  return Number(m[1]);
}

/** The members of a summary another node published that this one relies on. */
function isSummary(value: unknown): value is GameSummary {
  const s = value as Partial<GameSummary> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.id === 'string' &&
    typeof s.version === 'number' &&
    typeof s.rulesetId === 'string' &&
    (s.status === 'active' || s.status === 'over')
  );
}

/**
 * The games list: every game's summary in memory, newest first. Rebuilt at start-up by reading
 * the whole store, then kept current by the live feed; the start-up read also warms the games
 * cache. Cursors are the global position of a game's creation, so pages stay stable while games
 * are created. A game this node does not own (issue #33) is not folded: its summary is the one
 * the appending node publishes with its events (Redis), and if that has not come within
 * SUMMARY_GRACE_MS of the store's event, the game is read from the store (and not kept).
 */
@Injectable()
export class GamesProjection implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('GamesProjection');
  /** Ascending by position (creation order). */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  /** Games held by ruleset id and status, kept as summaries change (GET /metrics reads it). */
  private readonly tally = new Map<string, Record<GameSummary['status'], number>>();
  /** Games being rebuilt; true when more events arrived during the rebuild. */
  private readonly refreshing = new Map<string, boolean>();
  /** Other nodes' games whose summary is behind the store: the version seen, and since when. */
  private readonly lagging = new Map<string, { version: number; since: number }>();
  private reconciler: NodeJS.Timeout | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly repository: GamesRepository,
    private readonly feed: GamesFeed,
    @Inject(LIVE_BUS) bus: LiveBus,
  ) {
    feed.listenAll((e) => this.onEvent(e));
    bus.onRemote((_events, summary) => {
      if (isSummary(summary)) this.take(summary);
    });
  }

  onApplicationShutdown(): void {
    if (this.reconciler !== null) clearInterval(this.reconciler);
  }

  async onModuleInit(): Promise<void> {
    let position = 0;
    for (;;) {
      const page = await this.store.readAll({ after: position, limit: PAGE });
      for (const e of page) this.onEvent(e);
      const last = page[page.length - 1];
      if (last !== undefined) position = last.position;
      if (page.length < PAGE) break;
    }
    this.logger.log(`${this.entries.length} games loaded (store position ${position})`);
    this.feed.start(position);
    this.reconciler = setInterval(() => this.reconcile(), SUMMARY_GRACE_MS);
    this.reconciler.unref();
  }

  /**
   * Records the latest summary of a game (also called right after a create or a command, before
   * the live feed delivers the same events). A summary is a function of the game's version, so
   * each version is summarised once: the feed's calls for a batch already summarised are no-ops.
   * Returns the game's summary as listed now.
   */
  update(record: LoadedGame): GameSummary {
    const existing = this.byId.get(record.id);
    if (existing !== undefined) {
      if (existing.summary.version < record.version) this.replace(existing, summarize(record));
      return existing.summary;
    }
    return this.insert({ position: record.position, summary: summarize(record) });
  }

  /** Another node's summary of a game this node lists (newer versions only). */
  private take(summary: GameSummary): void {
    const existing = this.byId.get(summary.id);
    if (existing !== undefined && existing.summary.version < summary.version) {
      this.replace(existing, summary);
    }
  }

  private replace(entry: Entry, summary: GameSummary): void {
    this.count(entry.summary, -1);
    entry.summary = summary;
    this.count(entry.summary, 1);
    const lag = this.lagging.get(summary.id);
    if (lag !== undefined && lag.version <= summary.version) this.lagging.delete(summary.id);
  }

  private insert(entry: Entry): GameSummary {
    this.count(entry.summary, 1);
    this.byId.set(entry.summary.id, entry);
    // Almost always an append at the end; a binary search keeps concurrent creates in order.
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.entries[mid]?.position ?? 0) < entry.position) lo = mid + 1;
      else hi = mid;
    }
    this.entries.splice(lo, 0, entry);
    return entry.summary;
  }

  /** How many games each ruleset has, active and over: O(rulesets), never a scan. */
  counts(): ReadonlyMap<string, Readonly<Record<GameSummary['status'], number>>> {
    return this.tally;
  }

  private count(summary: GameSummary, by: 1 | -1): void {
    const counts = this.tally.get(summary.rulesetId) ?? { active: 0, over: 0 };
    counts[summary.status] += by;
    this.tally.set(summary.rulesetId, counts);
  }

  list(filter: GameFilter, after?: string, first = DEFAULT_PAGE_SIZE): Page<GameSummary> {
    const before = after === undefined ? Infinity : decodeCursor(after);
    const size = Math.min(Math.max(1, first), MAX_PAGE_SIZE);
    const items: GameSummary[] = [];
    let i = this.entries.length - 1;
    for (; i >= 0 && items.length < size; i--) {
      const e = this.entries[i];
      if (e === undefined || e.position >= before || !matches(e.summary, filter)) continue;
      items.push(e.summary);
    }
    const lastItem = items[items.length - 1];
    const more = items.length === size && this.hasMatchBelow(i, filter);
    const lastPosition = lastItem === undefined ? 0 : (this.byId.get(lastItem.id)?.position ?? 0);
    return { items, nextCursor: more ? encodeCursor(lastPosition) : null };
  }

  private hasMatchBelow(i: number, filter: GameFilter): boolean {
    for (; i >= 0; i--) {
      const e = this.entries[i];
      if (e !== undefined && matches(e.summary, filter)) return true;
    }
    return false;
  }

  private onEvent(event: StoredEvent): void {
    const gameId = gameIdOfStream(event.streamId);
    if (gameId === null) return;
    try {
      const record = this.repository.applyStored(event);
      if (record !== undefined) this.update(record);
      else if (this.repository.owns(gameId) || !this.byId.has(gameId)) this.refresh(gameId);
      else this.behind(gameId, event.version);
    } catch (error) {
      // A stream the server cannot read (unknown ruleset...) must not stop the others.
      this.logger.error(`game ${gameId} skipped at version ${event.version}`, error);
    }
  }

  /** Another node's game moved on in the store: its summary is expected from that node. */
  private behind(gameId: string, version: number): void {
    const entry = this.byId.get(gameId);
    if (entry === undefined || entry.summary.version >= version) return;
    const lag = this.lagging.get(gameId);
    if (lag === undefined) this.lagging.set(gameId, { version, since: Date.now() });
    else lag.version = Math.max(lag.version, version);
  }

  /** Other nodes' games whose summary did not come within SUMMARY_GRACE_MS: read here. */
  private reconcile(): void {
    const due = Date.now() - SUMMARY_GRACE_MS;
    for (const [gameId, lag] of this.lagging) {
      if (lag.since > due) continue;
      this.lagging.delete(gameId);
      this.refresh(gameId);
    }
  }

  /** A game not in the cache moved on: rebuild it, once more if events arrive meanwhile. */
  private refresh(gameId: string): void {
    if (this.refreshing.has(gameId)) {
      this.refreshing.set(gameId, true);
      return;
    }
    this.refreshing.set(gameId, false);
    this.repository
      .load(gameId)
      .then((record) => this.update(record))
      .catch((error: unknown) => this.logger.error(`game ${gameId} could not be refreshed`, error))
      .finally(() => {
        const again = this.refreshing.get(gameId) === true;
        this.refreshing.delete(gameId);
        if (again) this.refresh(gameId);
      });
  }
}

function matches(s: GameSummary, f: GameFilter): boolean {
  return (
    (f.rulesetId === undefined || s.rulesetId === f.rulesetId) &&
    (f.status === undefined || s.status === f.status) &&
    (f.tournament === undefined || s.tournament === f.tournament)
  );
}
