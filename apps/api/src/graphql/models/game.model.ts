import { Field, ObjectType } from '@nestjs/graphql';
import { GameSummary } from '../../games/games.contract';
import { JSONScalar } from '../json.scalar';

@ObjectType('GamePage')
export class GamePageModel {
  @Field(() => [GameSummary]) items!: GameSummary[];
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null at the end.',
  })
  nextCursor!: string | null;
}

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

@ObjectType('CreatedGame')
export class CreatedGameModel {
  @Field(() => GameSummary) game!: GameSummary;
  @Field(() => [SeatModel]) seats!: SeatModel[];
  @Field(() => [BotSeatModel], { description: 'The sides the server plays (no seat token).' })
  bots!: BotSeatModel[];
  @Field({ description: 'Bearer token that sees everything; shown once.' })
  refereeToken!: string;
}

@ObjectType('LegalAction')
export class LegalActionModel {
  @Field(() => JSONScalar, {
    description: 'A command body that `submitCommand` accepts as it is.',
  })
  command!: unknown;
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'Free-form rulesets: the family of commands this action stands for — `vary` (JSON ' +
      'Pointers into `command` → domain: choice, interval, region, subset), `reach` (GeoJSON ' +
      'Polygon the unit can reach, approximate) and `checks` (rules a command must also meet). ' +
      'Null when `command` is the only command meant. `validateCommand` is the exact authority.',
  })
  space!: unknown;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'Everything else the ruleset says about it (cost, path, odds, rule...).',
  })
  details!: unknown;
}
