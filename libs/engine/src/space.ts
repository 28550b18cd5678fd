/**
 * Action spaces, tables and measurements: the wire shapes a free-form ruleset uses to say what
 * may vary in a legal action, what its table looks like and what its ruler reads. They are plain
 * JSON in the ruleset's distance unit (numbers with at most three decimals; facing in degrees
 * with at most one), never the rules' internal ticks. Hex rulesets use none of them.
 */

/** A GeoJSON position in table units: [x east, y north] from the table's south-west corner. */
export type TablePosition = readonly [number, number];

/** A GeoJSON Polygon (RFC 7946 §3.1.6): an outer ring, then holes; each ring closed. */
export interface GeoJsonPolygon {
  readonly type: 'Polygon';
  readonly coordinates: readonly (readonly TablePosition[])[];
}

export interface GeoJsonLineString {
  readonly type: 'LineString';
  readonly coordinates: readonly TablePosition[];
}

export interface GeoJsonPoint {
  readonly type: 'Point';
  readonly coordinates: TablePosition;
}

export type GeoJsonGeometry = GeoJsonPolygon | GeoJsonLineString | GeoJsonPoint;

/** One terrain feature of a table: `properties.terrain` names it (woods, stream, road...). */
export interface TableFeature {
  readonly type: 'Feature';
  readonly id?: string;
  readonly geometry: GeoJsonGeometry;
  readonly properties: {
    readonly terrain: string;
    readonly name?: string;
    readonly [fact: string]: unknown;
  };
}

/**
 * A free-form game's table (freeform.md "The table"): a planar GeoJSON FeatureCollection in
 * table units, `bbox` its extent [minX, minY, maxX, maxY].
 */
export interface TableMap {
  readonly type: 'FeatureCollection';
  readonly bbox: readonly [number, number, number, number];
  readonly features: readonly TableFeature[];
  /** The distance unit of every coordinate. */
  readonly unit: DistanceUnit;
}

/** The unit rule distances are counted in: hexes, or a table unit (the UM of Austerlitz 1805, inches). */
export type DistanceUnit = 'hex' | 'UM' | 'inch';

/** One member of a command that may vary, and within which bounds. */
export type SpaceDomain =
  | {
      /** One of these values exactly. */
      readonly kind: 'choice';
      readonly options: readonly (string | number | boolean | null)[];
    }
  | {
      /** A number between `min` and `max` inclusive, in `unit`, at most three decimals. */
      readonly kind: 'interval';
      readonly min: number;
      readonly max: number;
      readonly unit?: DistanceUnit | 'degree';
    }
  | {
      /** A table point `{x, y}` inside `region`. */
      readonly kind: 'region';
      readonly region: GeoJsonPolygon;
    }
  | {
      /** A subset of `of` (ids), between `minItems` and `maxItems` members. */
      readonly kind: 'subset';
      readonly of: readonly string[];
      readonly minItems?: number;
      readonly maxItems?: number;
    };

/** A rule a command in the space must also satisfy, which the domains alone cannot express. */
export interface SpaceCheck {
  readonly rule: string;
  readonly text: string;
}

/**
 * What else may vary in a legal action besides its `command` (which stays a body the rules
 * accept as it is). Keys of `vary` are JSON Pointers (RFC 6901) into the command. The space is
 * advice for a client's controls; `decide` (and `commands/validate`) stays the exact authority.
 */
export interface ActionSpace {
  readonly vary: Readonly<Record<string, SpaceDomain>>;
  /** The area the unit's reference point can reach, approximate. */
  readonly reach?: GeoJsonPolygon;
  readonly checks?: readonly SpaceCheck[];
}

/**
 * `GET /v1/games/{gameId}/measure?from=&to=`: two things to measure between (unit ids; a ruleset
 * may read `to` as a table point `x,y` in its unit when no unit has that id: atw does).
 */
export interface MeasureQuery {
  readonly from: string;
  readonly to: string;
}

/** What blocks a line of sight first: a terrain feature, a unit or a general (atw 7.3-1). */
export interface SightBlocker {
  readonly kind: 'feature' | 'unit' | 'general';
  readonly id: string;
  readonly terrain?: string;
  readonly name?: string;
}

/**
 * A ruler reading, by the same code the rules use: the distance in the ruleset's unit, line of
 * sight with the first blocker, whether the target is in the shooter's arc, and the ranges (close,
 * far, canister...) it is in. Rulesets may add facts; they must hold nothing the viewer may not see.
 */
export interface Measurement {
  readonly from: string;
  readonly to: string;
  readonly distance: number;
  readonly unit: DistanceUnit;
  readonly lineOfSight: { readonly clear: boolean; readonly blockedBy?: SightBlocker };
  readonly inArc?: boolean;
  readonly ranges: readonly string[];
  readonly [fact: string]: unknown;
}
