import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CreatedGame } from '../games/games.contract';
import { BotSeatModel, SeatModel } from './models/game.model';

/** `CreatedGame`'s seats and bots as lists (REST keys them by side: the same object). */
@Resolver(() => CreatedGame)
export class CreatedGameResolver {
  @ResolveField('seats', () => [SeatModel])
  seats(@Parent() created: CreatedGame): SeatModel[] {
    return Object.entries(created.seats).map(([side, { token }]) => ({ side, token }));
  }

  @ResolveField('bots', () => [BotSeatModel], {
    description: 'The sides the server plays (no seat token).',
  })
  bots(@Parent() created: CreatedGame): BotSeatModel[] {
    return Object.entries(created.bots).map(([side, bot]) => ({ side, bot }));
  }
}
