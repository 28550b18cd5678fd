import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/**
 * A field error of malformed input (400), written once: the TypeScript type, the OpenAPI schema
 * `FieldViolationDto` (a problem's `violations`) and the GraphQL type `FieldViolation` (a
 * command violation's `violations`).
 */
@ApiSchema({ name: 'FieldViolationDto' })
@ObjectType('FieldViolation')
export class FieldViolation {
  @ApiProperty({ example: 'path', description: 'JSON path of the offending member' })
  @Field({ description: 'Where in the input, e.g. `path.0`.' })
  readonly path!: string;
  @ApiProperty({ example: 'must be array' })
  @Field()
  readonly message!: string;
  @ApiPropertyOptional({ example: 'type' })
  @Field(() => String, { nullable: true })
  readonly code?: string;
  /** The rule case a set-up problem cites, when it cites one. */
  @ApiPropertyOptional({ example: '4.3', description: 'the rule case a set-up problem cites' })
  @Field(() => String, { nullable: true, description: 'The rule case a set-up problem cites.' })
  readonly rule?: string;
}
