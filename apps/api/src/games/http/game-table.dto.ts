import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** Response shapes of /map and /measure (documentation only: the rulesets build the bodies). */

const position: SchemaObject = {
  type: 'array',
  items: { type: 'number' },
  minItems: 2,
  maxItems: 2,
};

/** A hex ruleset's map: every hex with terrain, features and neighbours (and the hexsides). */
export const HEX_MAP_SCHEMA: SchemaObject = {
  title: 'HexMap',
  type: 'object',
  required: ['hexes'],
  properties: {
    hexes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'terrain', 'neighbors'],
        properties: {
          label: { type: 'string', example: '1521' },
          terrain: { type: 'string', example: 'clear' },
          neighbors: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                label: { type: 'string' },
                hexside: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
};

/** A free-form game's table: a planar GeoJSON FeatureCollection in table units. */
export const TABLE_MAP_SCHEMA: SchemaObject = {
  title: 'TableMap',
  type: 'object',
  required: ['type', 'bbox', 'features', 'unit'],
  properties: {
    type: { type: 'string', enum: ['FeatureCollection'] },
    bbox: {
      type: 'array',
      items: { type: 'number' },
      minItems: 4,
      maxItems: 4,
      description: "[minX, minY, maxX, maxY]: the table's extent, origin at its south-west corner",
    },
    unit: { type: 'string', enum: ['UM', 'inch'] },
    features: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'geometry', 'properties'],
        properties: {
          type: { type: 'string', enum: ['Feature'] },
          id: { type: 'string' },
          geometry: {
            type: 'object',
            required: ['type', 'coordinates'],
            properties: {
              type: { type: 'string', enum: ['Polygon', 'LineString', 'Point'] },
              coordinates: {
                description: 'GeoJSON coordinates in table units ([x east, y north])',
                oneOf: [
                  position,
                  { type: 'array', items: position },
                  { type: 'array', items: { type: 'array', items: position } },
                ],
              },
            },
          },
          properties: {
            type: 'object',
            required: ['terrain'],
            properties: {
              terrain: { type: 'string', example: 'woods' },
              name: { type: 'string' },
            },
            additionalProperties: true,
          },
        },
      },
    },
  },
};

export class SightBlockerDto {
  @ApiProperty({ enum: ['feature', 'unit'] })
  kind!: string;
  @ApiProperty({ description: 'the feature id or unit id' })
  id!: string;
  @ApiPropertyOptional()
  terrain?: string;
  @ApiPropertyOptional()
  name?: string;
}

export class LineOfSightDto {
  @ApiProperty()
  clear!: boolean;
  @ApiPropertyOptional({ type: SightBlockerDto, description: 'the first thing in the way' })
  blockedBy?: SightBlockerDto;
}

export class MeasurementDto {
  @ApiProperty()
  from!: string;
  @ApiProperty()
  to!: string;
  @ApiProperty({ description: 'in `unit`, at most three decimals' })
  distance!: number;
  @ApiProperty({ enum: ['hex', 'UM', 'inch'] })
  unit!: string;
  @ApiProperty({ type: LineOfSightDto })
  lineOfSight!: LineOfSightDto;
  @ApiPropertyOptional({ description: "whether `to` is in `from`'s arc (fire, charge...)" })
  inArc?: boolean;
  @ApiProperty({ type: [String], description: 'the ranges `to` is in (e.g. close, far, canister)' })
  ranges!: string[];
}
