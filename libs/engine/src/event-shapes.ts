import type { JsonSchema } from './contract';
import {
  shapeEnum,
  shapeInteger,
  shapeNullable,
  shapeNumber,
  shapeObject,
  shapeOf,
  shapeString,
} from './shape-kit';

/**
 * The `data` of the engine's own events (the event without its `type`), as OpenAPI 3.0 shapes:
 * the session's (session.ts) and the sequence events the hex rulesets share (sequence-events.ts).
 * Each ruleset's `eventSchemas` holds the sequence events it emits; the API publishes the
 * session's beside every ruleset's.
 */
const result = shapeObject({
  winner: shapeNullable(shapeString),
  level: shapeString,
  margin: shapeNumber,
});

export const SESSION_EVENT_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  GameEnded: shapeObject(
    {
      result,
      reason: shapeEnum(['victory-conditions', 'resignation', 'draw-agreed', 'adjudicated']),
      by: { type: 'string', description: 'the resigning side, the side accepting, referee, rules' },
      note: shapeString,
      seed: { ...shapeNullable(shapeString), description: 'the dice seed (hex); null: manual' },
    },
    ['note'],
  ),
  DrawOffered: shapeObject({ side: shapeString }),
  DrawDeclined: shapeObject({ side: shapeString }),
  SeatTokenReissued: shapeObject({
    side: shapeString,
    by: { ...shapeEnum(['referee']), description: 'who reissued it: the referee (or organiser)' },
  }),
};

/** PhaseEnded's data (sequence-events.ts): the point that ended and the next, null at the end. */
export function phaseEndedShape<Side extends string, Phase extends string>(
  sides: readonly Side[],
  phases: readonly Phase[],
) {
  const point = {
    turn: shapeInteger,
    side: shapeEnum(sides),
    phase: shapeEnum(phases),
  };
  return shapeObject({ ...point, next: shapeNullable(shapeObject(point)) });
}

/** TurnLimitReached's data: the game is over with this result. */
export const turnLimitReachedShape = <Side extends string>(sides: readonly Side[]) =>
  shapeObject({
    reason: shapeEnum(['turn-limit']),
    result: shapeObject({
      // published as a string, its description naming the sides
      winner: shapeOf<Side | null>({
        ...shapeNullable(shapeString),
        description: `a side (${sides.join(', ')}); null: a draw`,
      }),
      level: shapeString,
      margin: shapeNumber,
    }),
  });
