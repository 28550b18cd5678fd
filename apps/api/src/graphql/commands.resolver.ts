import { UseGuards } from '@nestjs/common';
import { OperationRateLimitGuard } from '../common/rate-limit.guard';
import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { ApiProblem } from '../common/problem';
import { parseVersion } from '../games/commands/command-parser';
import { GamesCommands } from '../games/commands/games.commands';
import { type CommandBody, CommandResult, ValidationResult } from '../games/games.contract';
import { GameViewers } from '../games/viewers/game-viewers';
import { reportedProblem } from '../games/commands/validation-result';
import { type GqlContext, viewerIn } from './graphql-context';
import { asCommandBody, given, toValidationResult } from './graphql.mappers';
import { JSONScalar } from './json.scalar';

// Each command reads and may write the store: a cost in the query-cost limit, so one request
// cannot carry hundreds of aliased commands.
const ACTS = 10;

const EXPECTED_VERSION = {
  type: () => Int,
  nullable: true,
  description: 'Refuse (409 VERSION_CONFLICT) unless the game is at this version.',
} as const;
const IDEMPOTENCY_KEY = {
  type: () => String,
  nullable: true,
  description: 'A retry with the same key returns the first result instead of acting twice.',
} as const;

/** Commands: the GraphQL side of POST /v1/games/{id}/commands(/validate). */
@UseGuards(OperationRateLimitGuard)
@Resolver()
export class CommandsResolver {
  constructor(
    private readonly commands: GamesCommands,
    private readonly viewers: GameViewers,
  ) {}

  @Mutation(() => CommandResult, {
    complexity: ACTS,
    description: 'Submits any command `{type, ...payload}` (see `Ruleset.commands`).',
  })
  submitCommand(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('command', { type: () => JSONScalar }) command: unknown,
    @Args('expectedVersion', EXPECTED_VERSION) expectedVersion?: number | null,
    @Args('idempotencyKey', IDEMPOTENCY_KEY) idempotencyKey?: string | null,
  ): Promise<CommandResult> {
    return this.submit(ctx, gameId, asCommandBody(command), expectedVersion, idempotencyKey);
  }

  @Mutation(() => ValidationResult, {
    complexity: ACTS,
    description: 'Checks a command without storing anything or rolling dice.',
  })
  async validateCommand(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('command', { type: () => JSONScalar }) command: unknown,
    @Args('expectedVersion', {
      type: () => Int,
      nullable: true,
      description:
        'Reported as `violation` 409 VERSION_CONFLICT unless the game is at this version.',
    })
    expectedVersion?: number | null,
  ): Promise<ValidationResult> {
    const viewer = await viewerIn(ctx, this.viewers, gameId);
    // As submitCommand: a bad expectedVersion is its first problem (here reported).
    let expected: number | undefined;
    const bad = reportedProblem(() => {
      expected = expectedVersion == null ? undefined : parseVersion(expectedVersion);
    });
    const result =
      bad ??
      (await this.commands.validate(gameId, viewer, asCommandBody(command), {
        ...(expected !== undefined ? { expectedVersion: expected } : {}),
      }));
    return toValidationResult(result);
  }

  @Mutation(() => CommandResult, {
    complexity: ACTS,
    description: 'Ends the current phase: `{type: "EndPhase"}`.',
  })
  endPhase(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('expectedVersion', EXPECTED_VERSION) expectedVersion?: number | null,
    @Args('idempotencyKey', IDEMPOTENCY_KEY) idempotencyKey?: string | null,
    @Args('dice', {
      type: () => [Int],
      nullable: true,
      description: 'Manual dice mode: the faces of the dice this phase end needs.',
    })
    dice?: number[] | null,
  ): Promise<CommandResult> {
    const command: CommandBody = { type: 'EndPhase', ...(dice != null ? { dice } : {}) };
    return this.submit(ctx, gameId, command, expectedVersion, idempotencyKey);
  }

  @Mutation(() => CommandResult, {
    complexity: ACTS,
    description:
      'Moves a unit, in any ruleset: `{type: "MoveUnit", unitId, path}` on hexes (`path`: hex ' +
      'labels), `{type: "MoveUnit", unitId, steps}` on a table (`steps`: the manoeuvres, per the ' +
      "ruleset's MoveUnit schema). Give exactly one of the two; `submitCommand` takes any other " +
      'member a ruleset defines.',
  })
  moveUnit(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('unitId', { type: () => ID }) unitId: string,
    @Args('path', {
      type: () => [String],
      nullable: true,
      description: 'Hex rulesets: hex labels from the first hex entered to the last.',
    })
    path?: string[] | null,
    @Args('steps', {
      type: () => JSONScalar,
      nullable: true,
      description: 'Free-form rulesets: the manoeuvres, e.g. [{kind: "forward", distance: 1.5}].',
    })
    steps?: unknown,
    @Args('expectedVersion', EXPECTED_VERSION) expectedVersion?: number | null,
    @Args('idempotencyKey', IDEMPOTENCY_KEY) idempotencyKey?: string | null,
  ): Promise<CommandResult> {
    if ((path == null) === (steps == null)) {
      throw ApiProblem.badRequest('MOVE_SHAPE', 'moveUnit takes exactly one of path and steps', [
        { path: path == null ? 'path' : 'steps', message: 'give exactly one of path and steps' },
      ]);
    }
    const command: CommandBody =
      path != null ? { type: 'MoveUnit', unitId, path } : { type: 'MoveUnit', unitId, steps };
    return this.submit(ctx, gameId, command, expectedVersion, idempotencyKey);
  }

  private async submit(
    ctx: GqlContext,
    gameId: string,
    command: CommandBody,
    expectedVersion: number | null | undefined,
    idempotencyKey: string | null | undefined,
  ): Promise<CommandResult> {
    const viewer = await viewerIn(ctx, this.viewers, gameId);
    return this.commands.submit(gameId, viewer, command, {
      // As If-Match over REST: 400 BAD_EXPECTED_VERSION below 0 (the service checks the rest).
      expectedVersion: expectedVersion == null ? undefined : parseVersion(expectedVersion),
      idempotencyKey: given(idempotencyKey),
    });
  }
}
