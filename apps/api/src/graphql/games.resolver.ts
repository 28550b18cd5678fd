import { Inject } from '@nestjs/common';
import { Args, Extensions, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GAMES_API, type GamesApi, type GameSummary, type Page } from '../games/games.contract';
import {
  type CreatedGameView,
  given,
  toCreateGameInput,
  toCreatedGame,
  toGameFilter,
} from './graphql.mappers';
import { GAMES_LIST_SIZE, GamesArgs } from './models/args';
import { CreatedGameModel, GameModel, GamePageModel } from './models/game.model';
import { CreateGameInputModel } from './models/inputs';

/** Finding and creating games: the GraphQL side of GET/POST /v1/games. */
@Resolver(() => GameModel)
export class GamesResolver {
  constructor(@Inject(GAMES_API) private readonly games: GamesApi) {}

  @Query(() => GamePageModel, { name: 'games', description: 'Games; cursor pagination.' })
  @Extensions({ listSize: GAMES_LIST_SIZE })
  list(@Args() { filter, after, first }: GamesArgs): Promise<Page<GameSummary>> {
    return this.games.list(toGameFilter(filter), given(after), given(first));
  }

  @Query(() => GameModel, { nullable: true, description: '404 GAME_NOT_FOUND if unknown.' })
  game(@Args('id', { type: () => ID }) id: string): Promise<GameSummary> {
    return this.games.summary(id);
  }

  @Mutation(() => CreatedGameModel, {
    complexity: 10,
    description: 'Creates a game; the seat and referee tokens are shown only here.',
  })
  async createGame(
    @Args('input', { type: () => CreateGameInputModel }) input: CreateGameInputModel,
  ): Promise<CreatedGameView> {
    return toCreatedGame(await this.games.create(toCreateGameInput(input)));
  }
}
