import { Field, ObjectType } from '@nestjs/graphql';

/*
 * GraphQL's list entries of a created game (`CreatedGame.seats`, `CreatedGame.bots`): REST keys
 * the same values by side (games.contract.ts `CreatedGame`), GraphQL lists them so that the
 * schema stays the same whatever a ruleset names its sides (CreatedGameResolver).
 */

@ObjectType('Seat')
export class SeatModel {
  @Field() side!: string;
  @Field({ description: 'Bearer token acting for this side; shown once, only its hash is kept.' })
  token!: string;
}

@ObjectType('BotSeat')
export class BotSeatModel {
  @Field() side!: string;
  @Field({ description: 'The bot id (Query `bots`).' }) bot!: string;
}
