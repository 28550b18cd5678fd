import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { FieldViolation } from './field-violation';
import { PROBLEM_TITLES } from './problem';
import { PROBLEM_CONTENT_TYPE } from './problem.filter';

/** RFC 9457 problem details (api.md "Conventions"). */
export class ProblemDto {
  @ApiProperty({ example: 'urn:pratzen:problem:version-conflict' })
  type!: string;
  @ApiProperty({ example: 'Conflict' })
  title!: string;
  @ApiProperty({ example: 409 })
  status!: number;
  @ApiProperty({ example: 'the game is at version 12, not 11' })
  detail!: string;
  @ApiPropertyOptional({ example: '/v1/games/4f0c.../commands' })
  instance?: string;
  @ApiProperty({ example: 'VERSION_CONFLICT', description: 'stable UPPER_SNAKE code' })
  code!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '4.3',
    description: 'the rule case broken',
  })
  rule?: string | null;
  @ApiPropertyOptional({ example: 'spi-1980' })
  rulesetId?: string;
  @ApiPropertyOptional({ type: [FieldViolation] })
  violations?: FieldViolation[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  details?: Record<string, unknown>;
}

/** Documents each status as a problem+json response. */
export function ApiProblems(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: PROBLEM_TITLES[status] ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );
}
