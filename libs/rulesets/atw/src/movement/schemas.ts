/** 12's programme of steps: the shape of one `MoveUnit` step (spread into schemas.ts). */
import { type JsonSchema, shape } from '@pratzen/engine';
import type { MovementEvent } from './events';
import { degrees, inches } from '../shapes';
import { FORMATIONS } from '../vocabulary';

const { int, literal, object, oneOf, str } = shape;
const formation = oneOf(FORMATIONS);

const step = (kind: string, props: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['kind', ...required],
  properties: { kind: { const: kind }, ...props },
});

export const STEP: JsonSchema = {
  oneOf: [
    step('forward', { distance: inches('12.5 straight ahead, full speed') }, ['distance']),
    step(
      'oblique',
      {
        angle: degrees('12.5 off the facing, either sign (≤ 22.5° full speed, wider half)'),
        distance: inches('along the oblique'),
      },
      ['angle', 'distance'],
    ),
    step(
      'sidestep',
      {
        direction: oneOf(['left', 'right']),
        distance: inches('12.5 sideways, half speed (quarter unsteady or grade D)'),
      },
      ['direction', 'distance'],
    ),
    step(
      'backstep',
      { distance: inches('12.5 backwards, half speed (quarter unsteady or grade D)') },
      ['distance'],
    ),
    step(
      'wheel',
      {
        corner: oneOf(['left', 'right']),
        angle: degrees('12.11 forward wheel about that front corner, 0–180'),
      },
      ['corner', 'angle'],
    ),
    step('face', { facing: degrees('12.6 the new facing, about the front centre') }, ['facing']),
    step(
      'formation',
      {
        formation,
        files: int,
        anchor: oneOf(['centre', 'left', 'right']),
        facing: degrees('12.6 a facing changed in the same step'),
      },
      ['formation'],
    ),
    // atw-B
    step(
      'contact',
      {
        unitId: {
          ...str,
          description: '14: the enemy unit to move straight ahead into contact with',
        },
      },
      ['unitId'],
    ),
  ],
};

/** 12.12: how a move passes through friends (default quarter speed). */
export const INTERPENETRATION: JsonSchema = {
  ...oneOf(['quarter-speed', 'disorder']),
  description:
    "12.12: passing through friendly units: at quarter speed over each friend's depth (default), or at full speed with both units disordered",
};

export const MOVEMENT_EVENT_SCHEMAS: Readonly<Record<MovementEvent['type'], JsonSchema>> = {
  UnitPassedThrough: object({
    type: literal('UnitPassedThrough'),
    unitId: str,
    by: { ...str, description: '12.12: the unit that moved through it' },
    order: oneOf(['steady', 'disordered']),
    rule: str,
  }),
  PinTested: object({
    type: literal('PinTested'),
    unitId: str,
    by: { ...str, description: '12.3: the enemy unit whose pinning zone holds it' },
    roll: int,
    need: { ...int, description: '12.3, 11: the score the die had to reach' },
    result: oneOf(['passed', 'failed']),
    rule: str,
  }),
};
