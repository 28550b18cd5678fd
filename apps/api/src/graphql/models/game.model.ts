import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { JSONScalar } from '../json.scalar';

// Enum values keep the REST spelling (lower case) so one client model fits both transports.
export enum GameStatus {
  active = 'active',
  over = 'over',
}
registerEnumType(GameStatus, { name: 'GameStatus' });

export enum DiceMode {
  server = 'server',
  manual = 'manual',
}
registerEnumType(DiceMode, {
  name: 'DiceMode',
  description: '`server`: verifiable server rolls; `manual`: players enter physical dice.',
});

@ObjectType('DiceInfo')
export class DiceInfoModel {
  @Field(() => DiceMode) mode!: DiceMode;
  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the server dice seed, published at creation; null in manual mode.',
  })
  commitment!: string | null;
}

/**
 * A game: the summary fields, plus fields resolved for the caller's view (GameFieldsResolver).
 * Lists and single games share the type so a client can drill into any of them.
 */
@ObjectType('Game')
export class GameModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) rulesetId!: string;
  @Field() rulesetVersion!: string;
  @Field(() => ID) scenarioId!: string;
  @Field(() => GameStatus) status!: GameStatus;
  @Field(() => Int) turn!: number;
  @Field() phase!: string;
  @Field() activeSide!: string;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'The choice a side must make now (type, side, rule, prompt), or null.',
  })
  pendingDecision!: unknown;
  @Field(() => Int, { description: "The number of events in the game's stream." })
  version!: number;
  @Field(() => DiceInfoModel) dice!: DiceInfoModel;
  @Field({ description: 'True for games started from a custom position (`setup`).' })
  custom!: boolean;
  @Field(() => [String]) optionalRules!: string[];
  @Field(() => String, { nullable: true }) tournament!: string | null;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field({ description: 'ISO 8601.' }) createdAt!: string;
  @Field({ description: "SHA-256 (hex) of the stream's last event: the head of the hash chain." })
  headHash!: string;
  @Field(() => GameOutcomeModel, { nullable: true, description: 'How the game ended, once over.' })
  result!: GameOutcomeModel | null;
}

@ObjectType('GameOutcome')
export class GameOutcomeModel {
  @Field(() => String, { nullable: true, description: 'null for a draw' }) winner!: string | null;
  @Field() level!: string;
  @Field(() => Float) margin!: number;
  @Field({ description: '`victory-conditions`, `resignation`, `draw-agreed` or `adjudicated`.' })
  reason!: string;
}

@ObjectType('GamePage')
export class GamePageModel {
  @Field(() => [GameModel]) items!: GameModel[];
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
  @Field(() => GameModel) game!: GameModel;
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
