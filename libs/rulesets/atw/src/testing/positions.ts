import { positionBuilder } from '@pratzen/rulesets/freeform-kit/testing';
import type { Placement } from '../setup';
import { initialState } from '../setup';
import type { AtwState } from '../state';
import type { Phase } from '../vocabulary';

/**
 * Compact positions for rule tests: units in inches and degrees, on the Sokolnitz table or on
 * an empty 72" × 48" one (`bare`), in the phase asked (default: the move phase of turn 1, the
 * Allies active).
 */
export interface PositionOptions {
  readonly phase?: Phase;
  readonly bare?: boolean;
  readonly features?: readonly unknown[];
  /** 7: generals (id, side, x, y or attachedTo); none: command is not played. */
  readonly generals?: readonly unknown[];
}

export const unit = (
  id: string,
  x: number,
  y: number,
  facing: number,
  more: Partial<Placement> = {},
): Placement => ({
  id,
  side: 'allied',
  type: 'line-infantry',
  grade: 'C',
  figures: 24,
  formation: 'column',
  files: 4,
  x,
  y,
  facing,
  ...more,
});

export const position = positionBuilder<AtwState, Placement, PositionOptions>({
  initialState,
  setupOf: (units, o) => ({
    scenarioId: 'custom',
    position: {
      units,
      ...(o.generals === undefined ? {} : { generals: o.generals }),
      ...(o.bare === true || o.features !== undefined
        ? { table: { bbox: [0, 0, 72, 48], features: o.features ?? [] } }
        : {}),
    },
  }),
  after: (s, o) => ({ ...s, phase: o.phase ?? 'move' }),
});

/**
 * A table feature for test positions: the axis-aligned rectangle (x0, y0)–(x1, y1), inches, as
 * the GeoJSON a set-up's `table.features` takes, with its `terrain` and further `properties`.
 */
export const area = (
  id: string,
  terrain: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  more: Record<string, unknown> = {},
) => ({
  type: 'Feature',
  id,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ],
  },
  properties: { terrain, ...more },
});
