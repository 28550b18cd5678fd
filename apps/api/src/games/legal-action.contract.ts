import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { JSONScalar } from '../graphql/json.scalar';
import { GEOJSON_POLYGON } from './http/game-table.dto';

/**
 * A legal action, written once (as games.contract.ts's summary): the class is the TypeScript
 * type of what both transports answer, the OpenAPI schema (`LegalActionDto`, then typed per
 * ruleset and command type by openapi/typed-shapes.ts, the details the ruleset adds beside
 * `command`) and the GraphQL type `LegalAction` (those details gathered in `details`).
 */

@ApiSchema({ name: 'SpaceCheckDto' })
export class SpaceCheck {
  @ApiProperty({ example: '7.1' }) readonly rule!: string;
  @ApiProperty({ example: 'may not overlap another unit' }) readonly text!: string;
}

/** Free-form rulesets: what else may vary in an action's `command`, within which bounds. */
@ApiSchema({ name: 'ActionSpaceDto' })
export class ActionSpace {
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { type: 'string', enum: ['choice', 'interval', 'region', 'subset'] },
        options: { type: 'array', items: {}, description: 'choice: the values allowed' },
        min: { type: 'number', description: 'interval: lowest value' },
        max: { type: 'number', description: 'interval: highest value' },
        unit: { type: 'string', enum: ['hex', 'UM', 'inch', 'degree'] },
        region: {
          ...GEOJSON_POLYGON,
          description: 'region: a GeoJSON Polygon the point must lie in',
        },
        of: {
          type: 'array',
          items: { type: 'string' },
          description: 'subset: the ids to pick from',
        },
        minItems: { type: 'integer' },
        maxItems: { type: 'integer' },
      },
    },
    description:
      'JSON Pointer (RFC 6901) into `command` → the values that member may take; ' +
      'numbers in the ruleset distance unit (at most three decimals) or degrees (one)',
  })
  readonly vary!: Readonly<Record<string, unknown>>;
  @ApiPropertyOptional({
    type: 'object',
    required: GEOJSON_POLYGON.required,
    properties: GEOJSON_POLYGON.properties as Record<string, never>,
    additionalProperties: false,
    description: "GeoJSON Polygon: the area the unit's reference point can reach (approximate)",
  })
  readonly reach?: unknown;
  @ApiPropertyOptional({ type: () => [SpaceCheck], description: 'rules a command must also meet' })
  readonly checks?: readonly SpaceCheck[];
}

@ApiSchema({ name: 'LegalActionDto' })
@ObjectType('LegalAction')
export class LegalActionView {
  @ApiProperty({
    allOf: [{ $ref: '#/components/schemas/AnyCommand' }],
    description: "a body POST /commands accepts as it is (a command of the game's ruleset)",
  })
  @Field(() => JSONScalar, { description: 'A command body that `submitCommand` accepts as it is.' })
  readonly command!: unknown;
  @ApiPropertyOptional({
    type: () => ActionSpace,
    description:
      'free-form rulesets: what else may vary in `command`, within which bounds ' +
      '(commands/validate stays the exact authority)',
  })
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'Free-form rulesets: the family of commands this action stands for — `vary` (JSON ' +
      'Pointers into `command` → domain: choice, interval, region, subset), `reach` (GeoJSON ' +
      'Polygon the unit can reach, approximate) and `checks` (rules a command must also meet). ' +
      'Null when `command` is the only command meant. `validateCommand` is the exact authority.',
  })
  readonly space?: ActionSpace | null;
  /** GraphQL only: REST spreads these members beside `command` (typed per ruleset there). */
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'Everything else the ruleset says about it (cost, path, odds, rule...).',
  })
  readonly details?: Readonly<Record<string, unknown>> | null;
}
