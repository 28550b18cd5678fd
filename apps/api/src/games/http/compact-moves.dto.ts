import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMPACT_MOVES_FORMAT } from '@pratzen/rulesets/hex-kit';
import { LegalActionView } from '../legal-action.contract';

/**
 * The compact legal moves (`GET …/legal-actions?format=compact`), for the OpenAPI document; the
 * format is specified in libs/rulesets/hex-kit/src/compact-moves-format.ts, decoded by `decodeCompactMoves`.
 */
export class CompactUnitMovesDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '0406',
    description: "the unit's hex; null for a unit entering the map",
  })
  from!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      items: {
        anyOf: [
          { type: 'number', nullable: true },
          { type: 'string', nullable: true },
        ],
      },
    },
    example: { '0306': [1, null], '0205': [2, '0306'] },
    description:
      'hex → [cost, previous hex]: `cost` the movement points of a move ending there, null ' +
      'when the unit may only pass through; `previous hex` null for the first hex entered. ' +
      "The path to a hex is rebuilt by following `previous hex` back to the unit's hex",
  })
  to!: Record<string, [number | null, string | null]>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { '0101': 5 },
    description:
      'hex → total cost of leaving the map from it (MoveUnit with `exitMap: true` and the path ' +
      'to that hex, empty when it is the unit’s own)',
  })
  exits?: Record<string, number>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description:
      'paths written out where they do not follow `to` (key: the hex, or `exit:<hex>`): take ' +
      'these before walking the tree',
  })
  paths?: Record<string, string[]>;
}

export class CompactMovesDto {
  @ApiProperty({ enum: [COMPACT_MOVES_FORMAT] })
  format!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/CompactUnitMovesDto' },
    description: 'unit id → its moves (`MoveUnit` with `path`): one tree of hexes per unit',
  })
  units!: Record<string, CompactUnitMovesDto>;

  @ApiProperty({
    type: [LegalActionView],
    description: 'every other legal action (EndPhase, attacks, decisions…), as the verbose list',
  })
  actions!: LegalActionView[];
}
