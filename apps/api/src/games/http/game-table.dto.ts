import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** Response shapes of /map and /measure (documentation only: the rulesets build the bodies). */

const position: SchemaObject = {
  type: 'array',
  items: { type: 'number' },
  minItems: 2,
  maxItems: 2,
};

/** A GeoJSON geometry of `type` whose `coordinates` have the shape `coordinates`. */
const geometry = (type: string, coordinates: SchemaObject): SchemaObject => ({
  type: 'object',
  additionalProperties: false,
  required: ['type', 'coordinates'],
  properties: { type: { type: 'string', enum: [type] }, coordinates },
});

/** A GeoJSON Polygon (RFC 7946 3.1.6) in table units: an outer ring, then holes; each closed. */
export const GEOJSON_POLYGON: SchemaObject = geometry('Polygon', {
  type: 'array',
  items: { type: 'array', items: position },
});

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
            description: 'a GeoJSON geometry in table units ([x east, y north]), by `type`',
            oneOf: [
              geometry('Point', position),
              geometry('LineString', { type: 'array', items: position }),
              GEOJSON_POLYGON,
            ],
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
  @ApiProperty({ enum: ['feature', 'unit', 'general'] })
  kind!: string;
  @ApiProperty({ description: 'the feature id, unit id or general id' })
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

/** atw: a front-rank figure's (gun model's) line of fire (16.7-5, 16.8, 7.3-1, 19.1, 19.3, 19.4, 19.9). */
export class LineOfFireDto {
  @ApiProperty({ description: 'false when something blocks the line' })
  clear!: boolean;
  @ApiPropertyOptional({
    type: [String],
    description: 'enemy skirmishers the line passes through (16.8: fire at −1); absent if none',
  })
  through?: string[];
  @ApiPropertyOptional({
    type: SightBlockerDto,
    description: 'what blocks it (absent if clear, or when only distance does: 19.9, 60")',
  })
  blockedBy?: SightBlockerDto;
  @ApiPropertyOptional({
    example: '16.7-5',
    description: 'the rule case that blocks it (absent if clear)',
  })
  rule?: string;
}

/** atw: a weapon's range band at a figure's range (16.9). */
export class WeaponBandDto {
  @ApiProperty({ example: 'ballshot-medium' })
  weapon!: string;
  @ApiProperty({ enum: ['close', 'far', 'shell'] })
  band!: string;
  @ApiProperty({
    type: 'integer',
    example: 5,
    description: 'the die score that hits before modifiers (16.9)',
  })
  hitOn!: number;
}

/** atw: why a figure may not fire at the target: the code and case a Shoot would be refused with. */
export class FigureRefusalDto {
  @ApiProperty({ description: 'the rule code (e.g. the 16.11 arc refusal)' })
  code!: string;
  @ApiProperty({ example: '16.11' })
  rule!: string;
  @ApiPropertyOptional({ description: 'the unit, general or feature in the way, if any' })
  by?: string;
}

/** atw: whether the measured-from unit may fire now at all (16-a, 16.7). */
export class MayFireDto {
  @ApiProperty({ description: 'the rule code (e.g. the wrong phase, rule 10)' })
  code!: string;
  @ApiProperty({ example: '10' })
  rule!: string;
}

export class TablePointDto {
  @ApiProperty({ description: 'in `unit`, east' })
  x!: number;
  @ApiProperty({ description: 'in `unit`, north' })
  y!: number;
}

/** atw: one front-rank figure (gun model) of the measured-from unit, read as fire reads it. */
export class FigureReadingDto {
  @ApiProperty({
    type: 'integer',
    example: 9,
    description: 'the front-rank figure (gun model), 1 from the left',
  })
  figure!: number;
  @ApiProperty({
    type: [String],
    example: ['9', '21'],
    description: 'the figures a Shoot names for it (16.2: with its second-rank partner)',
  })
  fireWith!: string[];
  @ApiProperty({ type: TablePointDto, description: "the figure's front centre, inches" })
  position!: TablePointDto;
  @ApiProperty({ description: "whether `to` is in this figure's arc, 22.5° either side (16.11)" })
  inArc!: boolean;
  @ApiProperty({ description: 'inches from its front centre to the nearest point of `to` (I-3)' })
  range!: number;
  @ApiProperty({
    type: [WeaponBandDto],
    description: "each weapon's band at this range, terrain on the line counted (16.9, 19.2–19.4)",
  })
  bands!: WeaponBandDto[];
  @ApiProperty({ type: LineOfFireDto })
  lineOfFire!: LineOfFireDto;
  @ApiPropertyOptional({
    type: FigureRefusalDto,
    nullable: true,
    description:
      '`to` a unit: null when this figure may fire at it, else the refusal a Shoot naming it ' +
      'gets (the rules own check); absent when `to` is a point',
  })
  refusal?: FigureRefusalDto | null;
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
  @ApiProperty({
    type: [String],
    description:
      'the ranges `to` is in (e.g. close, far, canister); atw: `"<weapon> <band>"` of any ' +
      'front-rank figure (e.g. `musket far`)',
  })
  ranges!: string[];
  @ApiPropertyOptional({
    description:
      'free-form rulesets: in `unit`, between the two footprints (or footprint and point)',
  })
  gap?: number;
  @ApiPropertyOptional({
    example: '16.7-5',
    description: 'when the line of sight is blocked: the rule case that blocks it',
  })
  sightRule?: string;
  @ApiPropertyOptional({
    type: 'object',
    description: 'a1805: the level (contours) of each end',
    required: ['from', 'to'],
    properties: { from: { type: 'integer' }, to: { type: 'integer' } },
    example: { from: 0, to: 1 },
  })
  levels?: { from: number; to: number };
  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    description: 'atw: the front-rank figures whose arc `to` is in (16.11)',
  })
  inArcFigures?: number[];
  @ApiPropertyOptional({
    type: MayFireDto,
    nullable: true,
    description:
      'atw, `to` a unit: null when `from` may fire now, else why not (16-a, 16.7: phase, ' +
      'morale, cavalry, moved); the geometry is read in any phase',
  })
  mayFire?: MayFireDto | null;
  @ApiPropertyOptional({
    type: [String],
    description: 'atw, `to` a unit: the figures a Shoot at `to` may name now (16.2, 16.11)',
  })
  firing?: string[];
  @ApiPropertyOptional({
    description:
      'atw, `to` a unit: whether `from` sees `to` (19.9: within 60", terrain, close-order units ' +
      'blocking unless `from` stands a contour above them; a line of fire may still be blocked)',
  })
  visible?: boolean;
  @ApiPropertyOptional({
    type: [FigureReadingDto],
    description:
      'atw: each front-rank figure (gun model) of `from`, read by the code Shoot uses (arc, ' +
      'range, bands, line of fire); inches. The unit-wide `distance` is the nearest figure range ' +
      '(as `Shot.range`), `inArc` any figure, `lineOfSight` clear when some figure line is',
  })
  figures?: FigureReadingDto[];
}
