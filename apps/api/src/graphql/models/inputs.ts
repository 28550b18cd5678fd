import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { GAME_STATUS, type GameStatus } from '../../games/games.contract';
import { TournamentLabel } from '../../organisers/tournament-label';

// The class-validator constraints mirror the REST DTOs (games.dto.ts): the app's global
// ValidationPipe checks GraphQL input classes too, with the same 400 VALIDATION_FAILED. A game's
// creation input is one class for both transports (games/create-game.contract.ts).

@InputType('GameFilter')
export class GameFilterInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @MaxLength(64)
  rulesetId?: string | null;

  @Field(() => GAME_STATUS, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(GAME_STATUS))
  status?: GameStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  @TournamentLabel()
  tournament?: string | null;
}
