import { Inject, Injectable, Optional } from '@nestjs/common';
import { GENESIS_PREV_HASH, type PublicView, sealPublicBatch, spectatorView } from '@pratzen/audit';
import { type GameState, NEW_SESSION } from '@pratzen/engine';
import {
  type AppendOptions,
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from '@pratzen/event-store';
import { jsonLength } from '../../common/json-size';
import { type LookupStats, LruCache } from '../../common/lru-cache';
import { ApiProblem } from '../../common/problem';
import { APP_CONFIG, type AppConfig } from '../../config';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { EveryGame, OWNERSHIP, type Ownership } from '../../cluster/membership';
import { Metrics } from '../../metrics/metrics';
import { RulesetRegistry } from '../../rulesets/ruleset-registry';
import {
  GAME_CREATED,
  type GameCreatedData,
  foldEvents,
  gameIdOfStream,
  gameStream,
  isGameId,
  secretsStream,
} from '@pratzen/game';
import {
  GAME_SECRETS_CREATED,
  type GameSecrets,
  type GameSecretsData,
  newCommitKey,
  withCommitments,
} from './game-secrets';
import {
  SEAT_TOKEN_REISSUED_SECRET,
  type SeatTokenReissuedSecretData,
  secretsFromStream,
} from './game-secrets-read';
import { CorruptGameError, LoadedGame } from './loaded-game';
import { isSharedInitialState } from './shared-initial-states';

const PAGE = 1_000;
/**
 * Estimated heap bytes of a game in memory: its state counts STATE_FACTOR times its JSON
 * length (an SPI state of 6.4 KB of JSON held ~67 KB of heap once both sides' legal actions
 * had filled the rules' memoised queries; the initial state is kept too), and each command of
 * its idempotency index PER_COMMAND_BYTES.
 */
const STATE_FACTOR = 12;
const PER_COMMAND_BYTES = 512;
/** A game whose state is its scenario's shared opening: the record itself, its created data. */
const SHARED_STATE_BYTES = 4096;

const notFound = (gameId: string): ApiProblem =>
  ApiProblem.notFound('GAME_NOT_FOUND', `no game ${gameId}`);

/**
 * Games from their streams: loads and caches each game's latest state, catches a cached game up
 * with what was appended since (by this process or another), appends batches and reads events.
 */
@Injectable()
export class GamesRepository {
  /**
   * Games kept in memory at their latest state, capped by estimated bytes
   * (GAME_CACHE_LIMIT_BYTES); others are rebuilt from their stream when asked for. A game is
   * sized again whenever events are folded into it.
   */
  private readonly records: LruCache<string, LoadedGame>;
  /**
   * Games of other nodes (issue #33) read here on demand: a few kept briefly, never folded from
   * the feed, each checked against the store's version (and caught up) whenever it is used.
   */
  private readonly visitors: LruCache<string, LoadedGame>;
  /**
   * Games with an append of this process in flight, with the feed's events for them held
   * back meanwhile (applyStored); folded in order when the append returns.
   */
  private readonly appending = new Map<string, { count: number; held: StoredEvent[] }>();
  /** Each game's state size, measured once (a state's size barely changes over a game). */
  private readonly stateBytes = new WeakMap<LoadedGame, number>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
    @Optional() @Inject(OWNERSHIP) private readonly ownership: Ownership = new EveryGame(),
  ) {
    this.records = new LruCache({ maxBytes: config.caches.gameBytes }, (r) => this.sizeOf(r));
    this.visitors = new LruCache({ maxBytes: Math.floor(config.caches.gameBytes / 16) }, (r) =>
      this.sizeOf(r),
    );
    // Games that moved away are dropped from the cache at once (and are read on demand if
    // asked for); games that moved here are read from the store when first needed.
    this.ownership.onChange(() => {
      for (const id of this.records.keys()) if (!this.ownership.owns(id)) this.records.delete(id);
      for (const id of this.visitors.keys()) if (this.ownership.owns(id)) this.visitors.delete(id);
    });
  }

  /** True when this node serves the game: it keeps it in memory and folds its events. */
  owns(gameId: string): boolean {
    return this.ownership.owns(gameId);
  }

  /** Keeps a game read or changed here: with the games of this node, or as a visitor. */
  private keep(record: LoadedGame): void {
    if (this.ownership.owns(record.id)) {
      this.records.set(record.id, record);
      this.visitors.delete(record.id);
    } else {
      this.visitors.set(record.id, record);
      this.records.delete(record.id);
    }
  }

  private cachedRecord(gameId: string): LoadedGame | undefined {
    return this.records.get(gameId) ?? this.visitors.get(gameId, false);
  }

  /** Games held in memory and their estimated bytes (within GAME_CACHE_LIMIT_BYTES). */
  get cached(): { readonly games: number; readonly bytes: number } {
    return { games: this.records.size, bytes: this.records.bytes };
  }

  /** Lookups of cached games, found or not (GET /metrics). */
  get cacheLookups(): ReadonlyMap<string, Readonly<LookupStats>> {
    return this.records.stats;
  }

  private sizeOf(record: LoadedGame): number {
    // a game still at its scenario's opening shares that state with every such game
    if (isSharedInitialState(record.state)) {
      return SHARED_STATE_BYTES + record.commands.size * PER_COMMAND_BYTES;
    }
    let state = this.stateBytes.get(record);
    if (state === undefined) {
      state = jsonLength(record.state) * STATE_FACTOR;
      this.stateBytes.set(record, state);
    }
    return state + record.commands.size * PER_COMMAND_BYTES;
  }

  /** The game at its latest version, or 404 GAME_NOT_FOUND. */
  async load(gameId: string): Promise<LoadedGame> {
    if (!isGameId(gameId)) throw notFound(gameId);
    return this.current(gameId, this.cachedRecord(gameId));
  }

  /**
   * Games whose cached record was checked against the store's version in the current run of
   * promise jobs (cleared by the next tick, which runs only once they are done): a read asks up
   * to three times for the same game (its viewer, its ETag, its body) without waiting on I/O in
   * between (SQLite answers synchronously), so the first check serves the other two. Another
   * request is another I/O callback, after the tick: it checks again.
   */
  private readonly checkedNow = new Set<string>();

  private checked(gameId: string): void {
    if (this.checkedNow.size === 0) process.nextTick(() => this.checkedNow.clear());
    this.checkedNow.add(gameId);
  }

  /** `cached` brought up to the store's version, or the game read from the store. */
  private async current(gameId: string, cached: LoadedGame | undefined): Promise<LoadedGame> {
    if (cached !== undefined) {
      if (this.checkedNow.has(gameId)) return cached;
      const version = await this.store.streamVersion(gameStream(gameId));
      this.checked(gameId);
      if (version > cached.version) {
        await this.catchUp(cached, version);
        this.keep(cached);
      }
      return cached;
    }
    const events = await this.store.readStream(gameStream(gameId), { toVersion: PAGE });
    const first = events[0];
    if (first === undefined) throw notFound(gameId);
    const record = this.startRecord(first);
    for (const e of events.slice(1)) record.apply(e);
    if (events.length === PAGE) await this.catchUp(record, Infinity);
    this.keep(record);
    return record;
  }

  /**
   * The game as this process last saw it, without asking the store for its version (else
   * `load`). For what never changes (created data, ruleset), and for the first attempt of a
   * command: this process's own appends keep the cached record current, and one from another
   * process makes the append fail with ConcurrencyError, after which the command reloads.
   * Another node's game is always checked against the store (no feed keeps it current here).
   */
  async loadCached(gameId: string): Promise<LoadedGame> {
    if (!isGameId(gameId)) throw notFound(gameId);
    return this.records.get(gameId) ?? this.current(gameId, this.visitors.get(gameId, false));
  }

  /**
   * Keeps cached games current from the live feed (and builds them during the start-up
   * rebuild). Returns the record when it is up to date with `event`, else undefined (the game
   * is not cached: `load` rebuilds it on demand). Another node's game is not folded (its
   * GameCreated is read, for its first summary, and not kept).
   */
  applyStored(event: StoredEvent): LoadedGame | undefined {
    const gameId = gameIdOfStream(event.streamId);
    if (gameId === null) return undefined;
    if (!this.ownership.owns(gameId)) {
      this.records.delete(gameId);
      return event.version === 1 ? this.startRecord(event) : undefined;
    }
    if (event.version === 1) {
      const record = this.records.get(gameId, false) ?? this.startRecord(event);
      this.records.set(gameId, record);
      return record;
    }
    const record = this.records.get(gameId, false);
    if (record === undefined) return undefined;
    // An append of this process is in flight: the feed may hand its events over before the
    // append returns. The append folds them itself, with the state the engine evolved while
    // deciding (applyDecided): evolving them here too would do that work twice. Events of
    // another process meanwhile make that append fail, and the command then reloads the game.
    const inFlight = this.appending.get(gameId);
    if (inFlight !== undefined) {
      inFlight.held.push(event);
      return record;
    }
    if (record.apply(event)) this.records.set(gameId, record);
    return record.version >= event.version ? record : undefined;
  }

  /** Writes the secrets first: a crash in between leaves orphan secrets, never a game without. */
  async create(gameCreated: GameCreatedData, gameSecrets: GameSecrets, meta: NewEvent['meta']) {
    // Every new game's events are sealed over their public forms (libs/audit "Hidden
    // information"): its commit key is a secret, its commitment is in GameCreated.
    const secrets = { ...gameSecrets, commitKey: gameSecrets.commitKey ?? newCommitKey() };
    const created = withCommitments(gameCreated, secrets.commitKey);
    const id = created.gameId;
    const data: GameSecretsData = {
      seed: secrets.seed === null ? null : secrets.seed.toString('hex'),
      seatTokenHashes: secrets.seatTokenHashes,
      refereeTokenHash: secrets.refereeTokenHash,
      ...(typeof secrets.organiser === 'string' ? { organiser: secrets.organiser } : {}),
      commitKey: secrets.commitKey.toString('hex'),
    };
    await this.appendTo(secretsStream(id), [{ type: GAME_SECRETS_CREATED, data, meta }], {
      expectedVersion: 0,
    });
    const sealed = sealPublicBatch(
      id,
      1,
      GENESIS_PREV_HASH,
      [{ type: GAME_CREATED, data: created, meta, view: this.publicGenesis(created) }],
      secrets.commitKey,
    );
    const appended = await this.appendTo(gameStream(id), sealed, {
      expectedVersion: 0,
    });
    const first = appended.events[0];
    if (first === undefined) throw new Error('the store appended nothing');
    const record = this.startRecord(first);
    record.secrets = secrets;
    this.keep(record);
    return record;
  }

  /** What a spectator may see of a new game's GameCreated (a set-up's secrets left out). */
  private publicGenesis(created: GameCreatedData): PublicView {
    const ruleset = this.registry.get(created.rulesetId);
    const event = { version: 1, type: GAME_CREATED, data: created };
    return ruleset === undefined ? event : spectatorView(ruleset, event);
  }

  /**
   * Appends a batch at the record's version and folds it in: with `rules` (the rules' state the
   * engine folded while deciding the batch) without evolving its events again. Throws
   * ConcurrencyError.
   */
  async append(
    record: LoadedGame,
    events: readonly NewEvent[],
    rules?: { readonly state: unknown },
  ): Promise<AppendResult> {
    // The batch is made fresh for this append (games.commands toNewEvents) and never changed
    // after: the store may hand back these objects instead of decoding what it wrote.
    let inFlight = this.appending.get(record.id);
    if (inFlight === undefined) this.appending.set(record.id, (inFlight = { count: 0, held: [] }));
    inFlight.count++;
    try {
      const result = await this.appendTo(gameStream(record.id), events, {
        expectedVersion: record.version,
        copies: false,
      });
      if (rules === undefined || !record.applyDecided(result.events, rules.state)) {
        for (const e of result.events) record.apply(e);
      }
      return result;
    } finally {
      // What the feed held back: this batch's own events (folded already: skipped), and any
      // other process's, in order (after a failed append, those that made it fail).
      if (--inFlight.count === 0) {
        this.appending.delete(record.id);
        for (const e of inFlight.held) record.apply(e);
      }
      if (this.records.has(record.id)) this.records.set(record.id, record);
      else if (this.visitors.has(record.id)) this.visitors.set(record.id, record);
    }
  }

  /** The store's append, timed for GET /metrics. */
  private appendTo(
    stream: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const append = () => this.store.appendToStream(stream, events, options);
    if (this.metrics === undefined) return append();
    return this.metrics.append(append, (error) => error instanceof ConcurrencyError);
  }

  /** The server dice seed (server mode only). */
  async seedOf(record: LoadedGame): Promise<Buffer> {
    const { seed } = await this.secretsOf(record);
    if (seed === null) throw new CorruptGameError(`game ${record.id} has no dice seed`);
    return seed;
  }

  /**
   * The game's secrets (read once, then kept with the cached game until it folds a public
   * SeatTokenReissued): the whole secrets stream, each side's hash the one of the reissue the
   * game has folded last for it (game-secrets-read.ts).
   */
  async secretsOf(record: LoadedGame): Promise<GameSecrets> {
    if (record.secrets !== null) return record.secrets;
    const events = await this.store.readStream(secretsStream(record.id));
    // the reissues folded by now (after the read: the entries were written before them)
    const { secrets, complete } = secretsFromStream(record.created, events, record.reissued);
    if (complete) record.secrets = secrets;
    return secrets;
  }

  /**
   * Writes a side's new token hash to the secrets stream, for the public SeatTokenReissued that
   * is to have version `atVersion` (written first: a crash or a lost race leaves an orphan entry,
   * which changes nothing; never a public event without its token).
   */
  async writeSeatToken(
    record: LoadedGame,
    data: SeatTokenReissuedSecretData,
    meta: NewEvent['meta'],
  ): Promise<void> {
    await this.appendTo(
      secretsStream(record.id),
      [{ type: SEAT_TOKEN_REISSUED_SECRET, data, meta }],
      { expectedVersion: 'any' },
    );
  }

  /** Events `from`..`to` (inclusive) of a game's stream. */
  readEvents(gameId: string, from: number, to = Number.MAX_SAFE_INTEGER) {
    return this.store.readStream(gameStream(gameId), { fromVersion: from, toVersion: to });
  }

  /** The state right after event `version` (1 = the initial state), replayed from the stream. */
  async stateAt(record: LoadedGame, version: number): Promise<unknown> {
    if (version === record.version) return record.state;
    let game: GameState = { rules: record.initial, session: NEW_SESSION };
    for (let from = 2; from <= version; from += PAGE) {
      const to = Math.min(version, from + PAGE - 1);
      game = foldEvents(record.ruleset, game, await this.readEvents(record.id, from, to));
    }
    return game.rules;
  }

  private async catchUp(record: LoadedGame, upTo: number): Promise<void> {
    while (record.version < upTo) {
      const from = record.version + 1;
      const events = await this.readEvents(record.id, from, from + PAGE - 1);
      for (const e of events) record.apply(e);
      if (events.length < PAGE) return;
    }
  }

  private startRecord(first: StoredEvent): LoadedGame {
    const rulesetId = (first.data as Partial<GameCreatedData> | null)?.rulesetId ?? '';
    const ruleset = this.registry.get(rulesetId);
    if (ruleset === undefined) {
      throw new CorruptGameError(`${first.streamId} uses unknown ruleset ${rulesetId}`);
    }
    return LoadedGame.start(first, ruleset);
  }
}
