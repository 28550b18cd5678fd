import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';

/** Request and response DTOs of the bot endpoints (apps/api/src/bots). */

export class BotDto {
  @ApiProperty({ example: 'greedy' }) id!: string;
  @ApiProperty({ example: 'one ply: victory tally and material' }) title!: string;
  @ApiProperty({ type: [String], example: ['spi-1980', 'a20'], description: 'ruleset ids' })
  rulesets!: string[];
}

export class BotsQueryDto {
  @ApiPropertyOptional({ example: 'spi-1980', description: 'only the bots that play it' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  rulesetId?: string;
}

export class SuggestionQueryDto {
  @ApiPropertyOptional({
    example: 'greedy',
    default: 'greedy',
    description: 'a bot id from GET /v1/bots that plays this ruleset',
  })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  bot?: string;
}

export class SuggestionDto {
  @ApiProperty({
    example: 'allied',
    description: "the caller's side (the referee: the acting side)",
  })
  side!: string;
  @ApiProperty({ example: 'greedy' }) bot!: string;
  @ApiProperty({ example: 12, description: 'the game version the suggestion was made at' })
  version!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { type: 'EndPhase' },
    description: 'a command body that POST /commands accepts as it is, at `version`',
  })
  command!: Record<string, unknown>;
  @ApiProperty({ example: 'best of 24 looked at (1 tied): victory tally +0, material +3' })
  reason!: string;
}

export class BotSideStatusDto {
  @ApiProperty({ example: 'greedy' }) bot!: string;
  @ApiProperty({
    enum: ['waiting', 'to-act', 'thinking', 'stalled'],
    description:
      'waiting: another side acts or the game is over; to-act: queued; thinking; stalled: its ' +
      'command and the fallback were refused at this version (it waits for the game to move on)',
  })
  status!: 'waiting' | 'to-act' | 'thinking' | 'stalled';
  @ApiProperty({ type: String, nullable: true, description: 'why it stalled; null otherwise' })
  error!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "the last decision's think time on the answering node, in milliseconds",
  })
  lastThinkMs!: number | null;
}
