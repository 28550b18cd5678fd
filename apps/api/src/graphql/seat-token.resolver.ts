import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { OperationRateLimitGuard } from '../common/rate-limit.guard';
import { SeatTokenReissue } from '../games/commands/seat-token-reissue';
import { GameViewers } from '../games/viewers/game-viewers';
import { type GqlContext, viewerIn } from './graphql-context';
import { ReissuedSeatTokenModel } from './models/seat-token.model';

/** As a command: it reads and writes the store (query-cost limit). */
const ACTS = 10;

/** The GraphQL side of POST /v1/games/{id}/seats/{side}/token. */
@UseGuards(OperationRateLimitGuard)
@Resolver()
export class SeatTokenResolver {
  constructor(
    private readonly seats: SeatTokenReissue,
    private readonly viewers: GameViewers,
  ) {}

  @Mutation(() => ReissuedSeatTokenModel, {
    complexity: ACTS,
    description:
      "Replaces a side's seat token (the referee's or the game's organiser's token): the new one " +
      'is returned once, the old one answers INVALID_TOKEN from now on.',
  })
  async reissueSeatToken(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('side') side: string,
  ): Promise<ReissuedSeatTokenModel> {
    const viewer = await viewerIn(ctx, this.viewers, gameId);
    return this.seats.reissue(gameId, viewer, side);
  }
}
