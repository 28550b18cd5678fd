import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule } from './query-limits';
import { TYPED_SHAPE_MAX_DEPTH } from './typed/shape-types';

/**
 * The shape of a GraphQL operation checked before Apollo's full validation (issue #27 item 3):
 * graphql-js's own rules compare every pair of fields (OverlappingFieldsCanBeMerged), so a
 * query of 5,000 repeated fields held the event loop ~150 ms before it was refused. Here,
 * cheaply and in this order, on POST and GET /graphql:
 *
 * 1. the query text at most QUERY_MAX_CHARS characters (400 QUERY_TOO_LARGE);
 * 2. parsed with graphql-js's `maxTokens` (400 QUERY_TOO_LARGE);
 * 3. graphql-armor's depth and cost rules (a scalar costs 1, an object 2, nesting multiplies),
 *    then this server's own (query-limits.ts: list sizes and resolver costs), alone: linear
 *    walks of the document (400 QUERY_TOO_DEEP / QUERY_TOO_COMPLEX).
 *
 * Only then does Apollo parse and validate it fully. Persisted queries (docs/graphql-limits.md)
 * keep all of this off the hot path for a known client. Operations sent over graphql-ws pass the
 * same gate in `onSubscribe` (graphql-ws.options.ts), refused with the same codes in an `error`
 * message.
 */
export const QUERY_MAX_CHARS = 16 * 1024;
export const QUERY_MAX_TOKENS = 2_000;
/**
 * graphql-armor's cost (fields, scalars included) and depth: the outer bounds. Armor counts the
 * typed shapes' fields too (query-limits.ts does not: they hold no cycle), so its depth leaves
 * room for the deepest of them (TYPED_SHAPE_MAX_DEPTH, checked by typed-types.spec.ts).
 */
export const ARMOR_MAX_COST = 10_000;
export const ARMOR_MAX_DEPTH = DEFAULT_QUERY_LIMITS.maxDepth + 2 + TYPED_SHAPE_MAX_DEPTH;

export interface GateError {
  readonly message: string;
  readonly code: 'QUERY_TOO_LARGE' | 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX';
  readonly limit?: number;
}

/** The operation's first refusal, or null when Apollo may validate it. */
export function gateQuery(schema: GraphQLSchema, query: string): GateError | null {
  if (query.length > QUERY_MAX_CHARS) {
    return {
      code: 'QUERY_TOO_LARGE',
      message: `the query is ${query.length} characters long; at most ${QUERY_MAX_CHARS}`,
      limit: QUERY_MAX_CHARS,
    };
  }
  let document;
  try {
    document = parse(query, { maxTokens: QUERY_MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError && /more th\w* \d+ tokens/i.test(error.message)) {
      return {
        code: 'QUERY_TOO_LARGE',
        message: `the query holds more than ${QUERY_MAX_TOKENS} tokens`,
        limit: QUERY_MAX_TOKENS,
      };
    }
    return null; // a syntax error: Apollo answers it as usual
  }
  const refusals: GateError[] = [];
  const armor = {
    propagateOnRejection: false,
    exposeLimits: true,
    ignoreIntrospection: true,
  };
  const errors = validate(
    schema,
    document,
    [
      maxDepthRule({
        ...armor,
        n: ARMOR_MAX_DEPTH,
        onReject: [
          () =>
            refusals.push({
              code: 'QUERY_TOO_DEEP',
              message: `the operation nests more than ${ARMOR_MAX_DEPTH} levels`,
              limit: ARMOR_MAX_DEPTH,
            }),
        ],
      }),
      costLimitRule({
        ...armor,
        maxCost: ARMOR_MAX_COST,
        onReject: [
          () =>
            refusals.push({
              code: 'QUERY_TOO_COMPLEX',
              message: `the operation costs more than ${ARMOR_MAX_COST} (each field counted)`,
              limit: ARMOR_MAX_COST,
            }),
        ],
      }),
      queryLimitsRule(),
    ],
    { maxErrors: 1 },
  );
  if (refusals[0] !== undefined) return refusals[0];
  const own = errors.find((e) => e.extensions['code'] !== undefined);
  if (own !== undefined) {
    return {
      code: own.extensions['code'] as GateError['code'],
      message: own.message,
      ...(typeof own.extensions['limit'] === 'number' ? { limit: own.extensions['limit'] } : {}),
    };
  }
  return null;
}

/** The query texts of a GraphQL HTTP request (a batch gives several). */
function queriesOf(request: FastifyRequest): string[] {
  const source = request.method === 'GET' ? request.query : request.body;
  const items: unknown[] = Array.isArray(source) ? source : [source];
  return items.flatMap((item) => {
    const query = (item as { query?: unknown } | null)?.query;
    return typeof query === 'string' ? [query] : [];
  });
}

/** A refusal as a GraphQL error's public shape: the HTTP body's and graphql-ws's `error` message's. */
export function gateErrorJson(refusal: GateError): {
  readonly message: string;
  readonly extensions: Record<string, unknown>;
} {
  return {
    message: refusal.message,
    extensions: {
      code: refusal.code,
      status: 400,
      ...(refusal.limit !== undefined ? { limit: refusal.limit } : {}),
    },
  };
}

/** A Fastify preHandler for the /graphql route: the gate above, answered as GraphQL errors. */
export function queryGate(schema: () => GraphQLSchema): preHandlerHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    for (const query of queriesOf(request)) {
      const refusal = gateQuery(schema(), query);
      if (refusal === null) continue;
      void reply
        .status(400)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ errors: [gateErrorJson(refusal)] });
      return;
    }
    done();
  };
}
