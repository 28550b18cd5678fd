import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type LegalAction,
  type LegalActionQuery,
  type VictoryReport,
  type Viewer,
} from '@pratzen/engine';
import { Organisers } from '../organisers/organisers';
import { RefereeAccess } from '../organisers/referee-access';
import { TournamentClaims } from '../organisers/tournament-claims';
import { ApiProblem, type FieldViolation } from '../common/problem';
import { type AnyRuleset, RulesetRegistry } from '../rulesets/ruleset-registry';
import { CommandParser } from './commands/command-parser';
import { newSeed, seedCommitment } from './commands/game-dice';
import { type EventMeta, type GameCreatedData, initialStateOf, viewOfEvent } from '@pratzen/game';
import { type GameSecrets, saltsOf } from './repository/game-secrets';
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
import type { CompactMovesBody } from './reads/compact-moves.body';
import { GamesCommands } from './commands/games.commands';
import { GamesLive } from './live/games.live';
import { GamesProjection, summarize } from './reads/games.projection';
import { type GameStateView, GamesReads } from './reads/games.reads';
import { GamesRepository } from './repository/games.repository';
import { hashToken, newToken, resolveViewer } from './viewers/seat-tokens';
import { setupViolations } from './commands/setup-violations';
import { BotCatalogue } from '../bots/bot-catalogue';
import { botSeatsOf } from '../bots/bot-seats';
import { BotRunner } from '../bots/bot-runner';

export const DEFAULT_EVENTS_LIMIT = 100;
export const MAX_EVENTS_LIMIT = 1_000;

/**
 * The application service of games (GamesApi), shared by REST and GraphQL: creating and
 * listing games here; the cached reads (state, legal actions, victory) in GamesReads; commands
 * through GamesCommands; live events through GamesLive.
 */
@Injectable()
export class GamesService implements GamesApi {
  constructor(
    private readonly registry: RulesetRegistry,
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly commands: GamesCommands,
    private readonly live: GamesLive,
    private readonly parser: CommandParser,
    private readonly reads: GamesReads,
    private readonly organisers: Organisers,
    private readonly claims: TournamentClaims,
    private readonly access: RefereeAccess,
    private readonly catalogue: BotCatalogue,
    private readonly botRunner: BotRunner,
  ) {}

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
    const sides = ruleset.info.sides;
    const bots = botSeatsOf(input.players, sides, ruleset.info.id, mode, this.catalogue);
    const seed = mode === 'server' ? newSeed() : null;
    const tokens = Object.fromEntries(
      sides.filter((side) => bots[side] === undefined).map((side) => [side, newToken()]),
    );
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
      ...(Object.keys(bots).length > 0 ? { bots } : {}),
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
    if (Object.keys(bots).length > 0) this.botRunner.schedule(record.id);
    const seats = Object.fromEntries(Object.entries(tokens).map(([s, token]) => [s, { token }]));
    return { game: summarize(record), seats, bots, refereeToken };
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
      const init = initialStateOf(ruleset, {
        scenarioId: input.scenarioId,
        optionalRules,
        setup: input.setup,
        rulesetVersion: ruleset.info.version,
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

  state(gameId: string, viewer: Viewer, at?: number): Promise<GameStateView> {
    return this.reads.state(gameId, viewer, at);
  }

  legalActions(
    gameId: string,
    viewer: Viewer,
    query: LegalActionQuery,
  ): Promise<readonly LegalAction[]> {
    return this.reads.legalActions(gameId, viewer, query);
  }

  legalActionsBytes(gameId: string, viewer: Viewer, query: LegalActionQuery): Promise<Buffer> {
    return this.reads.legalActionsBytes(gameId, viewer, query);
  }

  compactMoves(gameId: string, viewer: Viewer, query: LegalActionQuery): Promise<CompactMovesBody> {
    return this.reads.compactMoves(gameId, viewer, query);
  }

  victory(gameId: string): Promise<VictoryReport> {
    return this.reads.victory(gameId);
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
    return stored.map((e) => viewOfEvent(record.ruleset, e, viewer, saltsOf(commitKey)));
  }

  subscribe(
    gameId: string,
    viewer: Viewer,
    fromVersion: number,
    onEvent: (e: EventEnvelope) => void,
  ): Promise<() => void> {
    return this.live.subscribe(gameId, viewer, fromVersion, onEvent);
  }
}
