import { type JsonSchema, commandSchema, shape, unitIdSchema } from '@pratzen/engine';
import { SIDES } from '../vocabulary';

const { array, bool, int, literal, nullable, num, object, oneOf, str } = shape;

/** Section 7's shapes: positions in inches (at most 3 decimals) on the wire. */
const inches = (what: string): JsonSchema => ({
  ...num,
  description: `${what}: inches, at most 3 decimals`,
});
const generalId: JsonSchema = { ...str, description: 'a general of the game (view `generals`)' };

export const GENERAL_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  MoveGeneral: commandSchema(
    'MoveGeneral',
    '7.1: move a general of the active side in the move phase along `path` (1–8 points, inches, from his head), at most 36" in all, never across impassable ground nor into contact with an enemy unit; `attachTo` a friendly unit his last point is within 1" of attaches him (+1 CP, +1 rally, +2 rout hits; command distance 0). An attached general who moves leaves his unit. Once a turn.',
    {
      generalId,
      path: {
        type: 'array',
        minItems: 1,
        maxItems: 8,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['x', 'y'],
          properties: { x: inches('x'), y: inches('y') },
        },
      },
      attachTo: unitIdSchema,
    },
    ['generalId', 'path'],
  ),
  DetachGeneral: commandSchema(
    'DetachGeneral',
    "7.1: detach a general of the active side from his unit in the move phase; he stands at the unit's front centre.",
    { generalId },
    ['generalId'],
  ),
};

export const GENERAL_EVENT_SCHEMAS = {
  GeneralMoved: object({
    type: literal('GeneralMoved'),
    generalId: str,
    x: inches('his head x'),
    y: inches('his head y'),
    travelled: inches('7.1 along his path (at most 36)'),
    rule: str,
  }),
  GeneralAttached: object({
    type: literal('GeneralAttached'),
    generalId: str,
    unitId: str,
    rule: str,
  }),
  GeneralDetached: object({
    type: literal('GeneralDetached'),
    generalId: str,
    unitId: str,
    x: inches('his head x'),
    y: inches('his head y'),
    rule: str,
  }),
  ConfusionRolled: object({
    type: literal('ConfusionRolled'),
    unitId: str,
    roll: int,
    result: oneOf(['confused', 'normal']),
    rule: str,
  }),
  GeneralDangerRolled: object({
    type: literal('GeneralDangerRolled'),
    generalId: str,
    unitId: str,
    hits: { ...int, description: '7.3-2: damage hits the unit took this phase' },
    roll: int,
    score: { ...int, description: '7.3-2: the roll less 1 per two hits; 0 or less kills' },
    result: oneOf(['killed', 'safe']),
    rule: str,
  }),
  GeneralCaptureRolled: object({
    type: literal('GeneralCaptureRolled'),
    generalId: str,
    by: str,
    roll: int,
    result: oneOf(['captured', 'escaped']),
    x: inches('where he stands after (escaped), else where he was taken'),
    y: inches('as x'),
    rule: str,
  }),
} as const;

export const GENERAL_VIEW_MEMBERS: Readonly<Record<string, JsonSchema>> = {
  generals: array(
    object({
      id: str,
      name: str,
      side: oneOf(SIDES),
      position: object({ x: inches('his head x'), y: inches('his head y') }),
      attachedTo: nullable(str),
      moved: bool,
      hits: { ...int, description: '7.3-2: damage hits his unit took this phase' },
    }),
  ),
  confused: { ...array(str), description: '7.2-2: units confused this turn (no voluntary move)' },
  commanded: {
    ...bool,
    description: '7.2: command distance and confusion are played (the set-up placed generals)',
  },
};
