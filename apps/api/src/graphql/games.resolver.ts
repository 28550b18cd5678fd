import { UseGuards } from '@nestjs/common';
import { OperationRateLimitGuard } from '../common/rate-limit.guard';
import {
  Args,
  Context,
  Extensions,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { GameCreation } from '../games/commands/game-creation';
import {
  CreateGameInput,
  CreatedGame,
  type GameCreator,
  GamePage,
  GameSummary,
  type Page,
} from '../games/games.contract';
import { GameSummaries } from '../games/reads/game-summaries';
import { RefereeAccess } from '../organisers/referee-access';
import { Creator, GameCreatorGuard } from '../organisers/game-creator.guard';
import type { GqlContext } from './graphql-context';
import { given, toCreateGameInput, toGameFilter } from './graphql.mappers';
import { GAMES_LIST_SIZE, GamesArgs } from './models/args';

/** Finding and creating games: the GraphQL side of GET/POST /v1/games. */
@UseGuards(OperationRateLimitGuard)
@Resolver(() => GameSummary)
export class GamesResolver {
  constructor(
    private readonly creation: GameCreation,
    private readonly summaries: GameSummaries,
    private readonly access: RefereeAccess,
  ) {}

  @Query(() => GamePage, { name: 'games', description: 'Games; cursor pagination.' })
  @Extensions({ listSize: GAMES_LIST_SIZE })
  list(@Args() { filter, after, first }: GamesArgs): Promise<Page<GameSummary>> {
    return this.summaries.list(toGameFilter(filter), given(after), given(first));
  }

  @Query(() => GameSummary, { nullable: true, description: '404 GAME_NOT_FOUND if unknown.' })
  game(@Args('id', { type: () => ID }) id: string): Promise<GameSummary> {
    return this.summaries.summary(id);
  }

  @ResolveField('refereeAccess', () => Boolean, {
    description:
      "True when the caller's organiser token is this game's referee credential (its organiser " +
      'created it): that token then reads and adjudicates the game as its referee.',
  })
  refereeAccess(@Parent() game: GameSummary, @Context() ctx: GqlContext): Promise<boolean> {
    return this.access.of(game.id, ctx.authorization);
  }

  @Mutation(() => CreatedGame, {
    complexity: 10,
    description:
      'Creates a game; the seat and referee tokens are shown only here. A `tournament` needs an ' +
      'organiser token (TOURNAMENT_ORGANISER_ONLY, TOURNAMENT_CLAIMED); without one, casual ' +
      'games only, unless the server has ANONYMOUS_GAMES=false (ORGANISER_TOKEN_REQUIRED), and ' +
      'at most RATE_LIMIT_CREATE_PER_MINUTE per client address (RATE_LIMITED).',
  })
  @UseGuards(GameCreatorGuard)
  async createGame(
    @Args('input', { type: () => CreateGameInput }) input: CreateGameInput,
    @Creator() creator: GameCreator,
  ): Promise<CreatedGame> {
    return this.creation.create(toCreateGameInput(input), creator);
  }
}
