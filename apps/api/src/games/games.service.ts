import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  encodeCompactMoves,
  type LegalAction,
  type LegalActionQuery,
  type VictoryReport,
  type Viewer,
} from '@pratzen/engine';
import { estimatedBytes, textBytes } from '../common/json-size';
import { type LookupStats, LruCache } from '../common/lru-cache';
import { APP_CONFIG, type AppConfig } from '../config';
import { READ_CACHE, type ReadCache } from '../redis/read-cache';
import { Organisers } from '../organisers/organisers';
import { RefereeAccess } from '../organisers/referee-access';
import { TournamentClaims } from '../organisers/tournament-claims';
import { ApiProblem, type FieldViolation } from '../common/problem';
import { type AnyRuleset, RulesetRegistry } from '../rulesets/ruleset-registry';
import { CommandParser } from './command-parser';
import { newSeed, seedCommitment } from './game-dice';
import type { GameCreatedData, GameSecrets } from './game-created';
import type { EventMeta } from './game-record';
import type {
  CommandBody,
  CommandResult,
  CreateGameInput,
  CreatedGame,
  EventEnvelope,
  GameCreator,
  GameFilter,
  GameSummary,
  GamesApi,
  ListedGame,
  Page,
  SubmitOptions,
  ValidationResult,
} from './games.contract';
import { type CompactMovesBody, bodyBytes, compactMovesBody } from './compact-moves.body';
import { gameActions } from './game-actions';
import { GamesCommands } from './games.commands';
import { GamesLive } from './games.live';
import { GamesProjection, summarize } from './games.projection';
import { redactFor } from './games.redaction';
import { GamesRepository } from './games.repository';
import { hashToken, newToken, resolveViewer, viewerKey } from './seat-tokens';
import { setupViolations } from './setup-violations';

/** The kinds of read-cache keys (their prefixes), for the hit ratios of GET /metrics. */
const READ_KINDS: ReadonlyMap<string, string> = new Map([
  ['state', 'state'],
  ['actions', 'legal-actions'],
  ['bytes', 'legal-actions-json'],
  ['compact', 'legal-actions-compact'],
  ['victory', 'victory'],
]);
const readKind = (key: string): string => READ_KINDS.get(key.slice(0, key.indexOf(':'))) ?? 'other';

export const DEFAULT_EVENTS_LIMIT = 100;
export const MAX_EVENTS_LIMIT = 1_000;

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
 * The application service of games (GamesApi), shared by REST and GraphQL. Reads are served
 * from the in-memory game records and cached per (game, version, viewer); writes go through
 * GamesCommands; live events through GamesLive.
 */
@Injectable()
export class GamesService implements GamesApi {
  /**
   * Expensive reads, keyed by game, version, viewer (and query): a version never changes.
   * Capped by estimated bytes (READ_CACHE_LIMIT_BYTES): one legal-action list at the SPI
   * opening is most of a megabyte, as objects and again as JSON text.
   */
  private readonly reads: LruCache<string, unknown>;
  /** Compact bodies being made (compressed off the loop), so that concurrent asks share one. */
  private readonly compacting = new Map<string, Promise<CompactMovesBody>>();

  constructor(
    private readonly registry: RulesetRegistry,
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly commands: GamesCommands,
    private readonly live: GamesLive,
    private readonly parser: CommandParser,
    @Inject(READ_CACHE) private readonly shared: ReadCache,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly organisers: Organisers,
    private readonly claims: TournamentClaims,
    private readonly access: RefereeAccess,
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

  async viewerFor(gameId: string, authorization: string | undefined): Promise<Viewer> {
    // Seats and tokens never change: the cached record needs no version check.
    const record = await this.repository.loadCached(gameId);
    const secrets = await this.repository.secretsOf(record);
    return resolveViewer(secrets, authorization, (hash) => this.organisers.byHash(hash));
  }

  async create(input: CreateGameInput, creator: GameCreator): Promise<CreatedGame> {
    const ruleset = this.registry.get(input.rulesetId);
    if (ruleset === undefined) {
      throw ApiProblem.badRequest('UNKNOWN_RULESET', `no ruleset ${input.rulesetId}`, [
        { path: 'rulesetId', message: 'unknown ruleset', code: 'enum' },
      ]);
    }
    const optionalRules = input.optionalRules ?? [];
    const init = this.initialState(ruleset, input, optionalRules);
    if (!init.ok) {
      throw new ApiProblem(400, 'INVALID_SETUP', 'the game cannot start from this set-up', {
        rulesetId: ruleset.info.id,
        violations: init.violations,
      });
    }
    const mode = input.dice?.mode ?? 'server';
    const seed = mode === 'server' ? newSeed() : null;
    const tokens = Object.fromEntries(ruleset.info.sides.map((side) => [side, newToken()]));
    const refereeToken = newToken();
    const now = new Date().toISOString();
    const created: GameCreatedData = {
      gameId: randomUUID(),
      rulesetId: ruleset.info.id,
      rulesetVersion: ruleset.info.version,
      scenarioId: input.scenarioId,
      optionalRules,
      setup: input.setup ?? null,
      custom: input.setup !== undefined,
      dice: { mode, commitment: seed === null ? null : seedCommitment(seed) },
      seats: Object.keys(tokens),
      label: input.label ?? null,
      tournament: input.tournament ?? null,
      createdAt: now,
    };
    const meta: EventMeta = {
      commandId: randomUUID(),
      commandType: 'CreateGame',
      actor: 'system',
      recordedAt: now,
      rulesetVersion: ruleset.info.version,
    };
    const secrets: GameSecrets = {
      seed,
      seatTokenHashes: Object.fromEntries(
        Object.entries(tokens).map(([side, token]) => [side, hashToken(token)]),
      ),
      refereeTokenHash: hashToken(refereeToken),
      organiser: creator.organiser,
    };
    // The label is the organiser's from now on (403 if another's, or if anonymous).
    const { tournament } = input;
    if (typeof tournament === 'string') await this.claims.claim(tournament, creator, now);
    const record = await this.repository.create(created, secrets, { ...meta });
    this.projection.update(record);
    const seats = Object.fromEntries(Object.entries(tokens).map(([s, token]) => [s, { token }]));
    return { game: summarize(record), seats, refereeToken };
  }

  /**
   * The ruleset's initial state, with the custom position first checked against the ruleset's
   * set-up schema (when it has one) so that no odd value reaches the rules library; a library
   * that still throws on a position is reported as a bad set-up, never as a server error.
   */
  private initialState(
    ruleset: AnyRuleset,
    input: CreateGameInput,
    optionalRules: readonly string[],
  ): { ok: true } | { ok: false; violations: FieldViolation[] } {
    const schema = ruleset.setupSchema;
    if (input.setup !== undefined && schema !== undefined) {
      const violations = this.parser.violationsOf(schema, input.setup, 'setup');
      if (violations.length > 0) return { ok: false, violations };
    }
    try {
      const init = ruleset.initialState({
        scenarioId: input.scenarioId,
        optionalRules,
        ...(input.setup !== undefined ? { position: input.setup } : {}),
      });
      return init.ok
        ? { ok: true }
        : { ok: false, violations: setupViolations(init.problems, input.setup !== undefined) };
    } catch {
      return {
        ok: false,
        violations: [{ path: 'setup', message: 'this position cannot be read' }],
      };
    }
  }

  async list(
    filter: GameFilter,
    after?: string,
    first?: number,
    authorization?: string,
  ): Promise<Page<ListedGame>> {
    return this.access.list(this.projection.list(filter, after, first), authorization);
  }

  refereeAccess(gameId: string, authorization: string | undefined): Promise<boolean> {
    return this.access.of(gameId, authorization);
  }

  async summary(gameId: string): Promise<GameSummary> {
    return summarize(await this.repository.load(gameId));
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

  submit(
    gameId: string,
    viewer: Viewer,
    command: CommandBody,
    options: SubmitOptions,
  ): Promise<CommandResult> {
    return this.commands.submit(gameId, viewer, command, options);
  }

  validate(
    gameId: string,
    viewer: Viewer,
    command: CommandBody,
    options: SubmitOptions = {},
  ): Promise<ValidationResult> {
    return this.commands.validate(gameId, viewer, command, options);
  }

  async events(
    gameId: string,
    viewer: Viewer,
    from = 1,
    limit = DEFAULT_EVENTS_LIMIT,
  ): Promise<readonly EventEnvelope[]> {
    const record = await this.repository.load(gameId);
    if (!Number.isSafeInteger(from) || from < 1) {
      throw ApiProblem.badRequest('BAD_RANGE', 'from must be an integer >= 1');
    }
    const size = Math.min(Math.max(1, Math.floor(limit)), MAX_EVENTS_LIMIT);
    const stored = await this.repository.readEvents(gameId, from, from + size - 1);
    // Events a viewer sees whole come with their commitment salt (libs/audit "Hidden information").
    const commitKey =
      viewer.kind === 'spectator'
        ? null
        : ((await this.repository.secretsOf(record)).commitKey ?? null);
    return stored.map((e) => redactFor(record.ruleset, e, viewer, commitKey));
  }

  subscribe(
    gameId: string,
    viewer: Viewer,
    fromVersion: number,
    onEvent: (e: EventEnvelope) => void,
  ): Promise<() => void> {
    return this.live.subscribe(gameId, viewer, fromVersion, onEvent);
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
