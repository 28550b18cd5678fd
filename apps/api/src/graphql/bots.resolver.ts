import {
  Args,
  Context,
  Field,
  Int,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { BotAdvisor, type Suggestion } from '../bots/bot-advisor';
import { BotCatalogue, type BotListing } from '../bots/bot-catalogue';
import { GameSummary } from '../games/games.contract';
import { GameViewers } from '../games/viewers/game-viewers';
import { type GqlContext, viewerIn } from './graphql-context';
import { JSONScalar } from './json.scalar';

@ObjectType('Bot')
export class BotModel {
  @Field() id!: string;
  @Field() title!: string;
  @Field(() => [String], { description: 'The ruleset ids it plays.' }) rulesets!: string[];
}

@ObjectType('Suggestion')
export class SuggestionModel {
  @Field({ description: "The caller's side (the referee: the side that must act)." })
  side!: string;
  @Field() bot!: string;
  @Field(() => Int, { description: 'The game version the suggestion was made at.' })
  version!: number;
  @Field(() => JSONScalar, { description: 'A command body `submitCommand` accepts as it is.' })
  command!: unknown;
  @Field() reason!: string;
}

/** The bot catalogue and a game's suggestion: the GraphQL side of /v1/bots and /suggestion. */
@Resolver(() => GameSummary)
export class BotsResolver {
  constructor(
    private readonly viewers: GameViewers,
    private readonly catalogue: BotCatalogue,
    private readonly advisor: BotAdvisor,
  ) {}

  @Query(() => [BotModel], {
    name: 'bots',
    description: 'The bots a game may seat (`createGame` `players`), optionally for one ruleset.',
  })
  bots(
    @Args('rulesetId', { type: () => String, nullable: true }) rulesetId?: string | null,
  ): readonly BotListing[] {
    const all = this.catalogue.list();
    return rulesetId == null ? all : all.filter((b) => b.rulesets.includes(rulesetId));
  }

  @ResolveField(() => SuggestionModel, {
    complexity: 10,
    description:
      "The command a bot (default greedy) would play now for the caller's side, and why; " +
      'nothing is played. TOKEN_REQUIRED without a token, NOT_YOUR_TURN, UNKNOWN_BOT, GAME_OVER.',
  })
  async suggestion(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args('bot', { type: () => String, nullable: true }) bot?: string | null,
  ): Promise<Suggestion> {
    const viewer = await viewerIn(ctx, this.viewers, game.id);
    return this.advisor.suggest(game.id, viewer, bot ?? undefined);
  }
}
