import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EventMeta, type GameCreatedData, initialStateOf } from '@pratzen/game';
import { BotCatalogue } from '../../bots/bot-catalogue';
import { BotRunner } from '../../bots/bot-runner';
import { botSeatsOf } from '../../bots/bot-seats';
import { ApiProblem, type FieldViolation } from '../../common/problem';
import { TournamentClaims } from '../../organisers/tournament-claims';
import { type AnyRuleset, RulesetRegistry } from '../../rulesets/ruleset-registry';
import type { CreateGameInput, CreatedGame, GameCreator } from '../games.contract';
import { GamesProjection, summarize } from '../reads/games.projection';
import type { GameSecrets } from '../repository/game-secrets';
import { GamesRepository } from '../repository/games.repository';
import { hashToken, newToken } from '../viewers/seat-tokens';
import { CommandParser } from './command-parser';
import { newSeed, seedCommitment } from './game-dice';
import { setupViolations } from './setup-violations';

/**
 * Creating a game (POST /v1/games, GraphQL `createGame`): the set-up checked, the seats' and
 * referee's tokens made, the GameCreated event and the game's secrets stored, the games list
 * and the bot seats told.
 */
@Injectable()
export class GameCreation {
  constructor(
    private readonly registry: RulesetRegistry,
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly parser: CommandParser,
    private readonly claims: TournamentClaims,
    private readonly catalogue: BotCatalogue,
    private readonly botRunner: BotRunner,
  ) {}

  /** `creator` was admitted by GameCreatorGuard; tournament labels are checked again here. */
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
    const game = await this.repository.create(created, secrets, { ...meta });
    this.projection.update(game);
    if (Object.keys(bots).length > 0) this.botRunner.schedule(game.id);
    const seats = Object.fromEntries(Object.entries(tokens).map(([s, token]) => [s, { token }]));
    return { game: summarize(game), seats, bots, refereeToken };
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
}
