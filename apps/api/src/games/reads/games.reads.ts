import { Inject, Injectable } from '@nestjs/common';
import {
  type LegalAction,
  type LegalActionQuery,
  type VictoryReport,
  type Viewer,
} from '@pratzen/engine';
import { encodeCompactMoves } from '@pratzen/rulesets/hex-kit';
import { estimatedBytes, textBytes } from '../../common/json-size';
import { type LookupStats, LruCache } from '../../common/lru-cache';
import { ApiProblem } from '../../common/problem';
import { APP_CONFIG, type AppConfig } from '../../config';
import { READ_CACHE, type ReadCache } from '../../redis/read-cache';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { CommandParser } from '../commands/command-parser';
import { type CompactMovesBody, bodyBytes, compactMovesBody } from './compact-moves.body';
import { gameActions } from './game-actions';
import { GamesRepository } from '../repository/games.repository';
import { viewerKey } from '../viewers/seat-tokens';

/** The kinds of read-cache keys (their prefixes), for the hit ratios of GET /metrics. */
const READ_KINDS: ReadonlyMap<string, string> = new Map([
  ['state', 'state'],
  ['actions', 'legal-actions'],
  ['bytes', 'legal-actions-json'],
  ['compact', 'legal-actions-compact'],
  ['victory', 'victory'],
]);
const readKind = (key: string): string => READ_KINDS.get(key.slice(0, key.indexOf(':'))) ?? 'other';

/** State per viewer, as GET /state answers it. */
export interface GameStateView {
  readonly gameId: string;
  readonly version: number;
  readonly viewer: string;
  /** The game's ruleset: says which shape `state` has. */
  readonly rulesetId: string;
  readonly state: unknown;
}

/**
 * The cached reads of games (GET state, legal-actions in its three forms, victory), for
 * REST and GraphQL: computed from the games held in memory and cached per game version and
 * viewer (and query), here and, when REDIS_URL is set, in the nodes' shared read cache.
 */
@Injectable()
export class GamesReads {
  /**
   * Expensive reads, keyed by game, version, viewer (and query): a version never changes.
   * Capped by estimated bytes (READ_CACHE_LIMIT_BYTES): one legal-action list at the SPI
   * opening is most of a megabyte, as objects and again as JSON text.
   */
  private readonly reads: LruCache<string, unknown>;
  /** Compact bodies being made (compressed off the loop), so that concurrent asks share one. */
  private readonly compacting = new Map<string, Promise<CompactMovesBody>>();

  constructor(
    private readonly repository: GamesRepository,
    private readonly parser: CommandParser,
    @Inject(READ_CACHE) private readonly shared: ReadCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.reads = new LruCache({ maxBytes: config.caches.readBytes }, estimatedBytes, readKind);
  }

  /** Read models held in memory and their estimated bytes (within READ_CACHE_LIMIT_BYTES). */
  get cachedReads(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.reads.size, bytes: this.reads.bytes };
  }

  /** Lookups of cached read models by kind, found or not (GET /metrics). */
  get readLookups(): ReadonlyMap<string, Readonly<LookupStats>> {
    return this.reads.stats;
  }

  async state(gameId: string, viewer: Viewer, at?: number): Promise<GameStateView> {
    const record = await this.repository.load(gameId);
    const version = at ?? record.version;
    if (!Number.isSafeInteger(version) || version < 1 || version > record.version) {
      throw ApiProblem.badRequest(
        'VERSION_OUT_OF_RANGE',
        `at must be 1..${record.version} (1 is the set-up)`,
        [{ path: 'at', message: `must be 1..${record.version}`, code: 'range' }],
      );
    }
    const key = `state:${gameId}@${version}#${viewerKey(viewer)}`;
    const cached = this.reads.get(key) as GameStateView | undefined;
    if (cached !== undefined) return cached;
    const fromShared = this.shared.shared ? await this.shared.get(key) : undefined;
    if (fromShared !== undefined) {
      const view = JSON.parse(fromShared) as GameStateView;
      this.reads.set(key, view, textBytes(fromShared) * 2);
      return view;
    }
    const state = await this.repository.stateAt(record, version);
    const view: GameStateView = {
      gameId,
      version,
      viewer: viewerKey(viewer),
      rulesetId: record.ruleset.info.id,
      state: record.ruleset.view(state, viewer),
    };
    const json = this.shared.shared ? JSON.stringify(view) : undefined;
    this.reads.set(key, view, json === undefined ? undefined : textBytes(json) * 2);
    if (json !== undefined) this.shared.set(key, json);
    return view;
  }

  async legalActions(
    gameId: string,
    viewer: Viewer,
    query: LegalActionQuery,
  ): Promise<readonly LegalAction[]> {
    const { key, compute } = await this.legalActionsAt(gameId, viewer, query);
    return this.reads.getOrSet(key, compute) as readonly LegalAction[];
  }

  /**
   * legalActions as UTF-8 JSON bytes, cached apart from the objects (a REST-only caller never
   * keeps both): the list at the opening of a big game is most of a megabyte, and serializing it
   * again on every request was most of the request's cost. Bytes, not a string: they live
   * outside the V8 heap (the garbage collector never walks or moves them) and are written to
   * the socket without encoding them again.
   */
  async legalActionsBytes(
    gameId: string,
    viewer: Viewer,
    query: LegalActionQuery,
  ): Promise<Buffer> {
    const { key, compute } = await this.legalActionsAt(gameId, viewer, query);
    const bytesKey = `bytes:${key}`;
    const local = this.reads.get(bytesKey) as Buffer | undefined;
    if (local !== undefined) return local;
    // Another node may have computed it at this version already.
    let json = await this.shared.get(key);
    if (json === undefined) {
      json = JSON.stringify(this.reads.get(key) ?? compute());
      this.shared.set(key, json);
    }
    const bytes = Buffer.from(json, 'utf8');
    this.reads.set(bytesKey, bytes, bytes.byteLength + 64);
    return bytes;
  }

  /**
   * The compact form of legalActions (`?format=compact`): computed from the same list for the
   * same viewer (so it hides exactly what that list hides), with its gzip and brotli encodings,
   * cached per game version, viewer and query in the read cache. Free-form rulesets, whose
   * moves are action spaces rather than hex paths, have none: 406 COMPACT_FORM_UNSUPPORTED.
   */
  async compactMoves(
    gameId: string,
    viewer: Viewer,
    query: LegalActionQuery,
  ): Promise<CompactMovesBody> {
    const { key, compute, ruleset } = await this.legalActionsAt(gameId, viewer, query);
    if (ruleset.info.geometry !== 'hex') {
      throw new ApiProblem(
        406,
        'COMPACT_FORM_UNSUPPORTED',
        `${ruleset.info.id} is played on a table: its moves are action spaces, not hex paths; ` +
          'read the verbose list (no format, or format=verbose)',
        { rulesetId: ruleset.info.id },
      );
    }
    const compactKey = `compact:${key}`;
    const cached = this.reads.get(compactKey) as CompactMovesBody | undefined;
    if (cached !== undefined) return cached;
    let making = this.compacting.get(compactKey);
    if (making === undefined) {
      const actions = this.reads.has(key)
        ? (this.reads.get(key, false) as readonly LegalAction[])
        : compute();
      making = compactMovesBody(encodeCompactMoves(actions))
        .then((body) => {
          this.reads.set(compactKey, body, bodyBytes(body));
          return body;
        })
        .finally(() => this.compacting.delete(compactKey));
      this.compacting.set(compactKey, making);
    }
    return making;
  }

  /** Checks the query; the cache key of its answer and how to compute it. */
  private async legalActionsAt(
    gameId: string,
    viewer: Viewer,
    query: LegalActionQuery,
  ): Promise<{ key: string; compute: () => readonly LegalAction[]; ruleset: AnyRuleset }> {
    const record = await this.repository.load(gameId);
    if (query.type !== undefined) this.parser.checkType(record.ruleset, query.type);
    const { ruleset: rules } = record;
    if (query.unitId !== undefined && rules.hasUnit && !rules.hasUnit(record.state, query.unitId)) {
      throw ApiProblem.notFound('UNIT_NOT_FOUND', `no unit ${query.unitId} in this game`);
    }
    const { state, version, ruleset, session } = record;
    return {
      key: `actions:${gameId}@${version}#${viewerKey(viewer)}?${query.unitId ?? ''}&${query.type ?? ''}`,
      compute: () => gameActions(ruleset, state, session, viewer, query),
      ruleset,
    };
  }

  async victory(gameId: string): Promise<VictoryReport> {
    const record = await this.repository.load(gameId);
    return this.reads.getOrSet(`victory:${gameId}@${record.version}`, () => {
      const report = record.ruleset.victory(record.state);
      const ended = record.session.ended;
      // A resignation, agreed draw or adjudication decides the result, not the tally.
      return ended === null || ended.reason === 'victory-conditions'
        ? report
        : { ...report, result: ended.result };
    }) as VictoryReport;
  }
}
