import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import type { ServerOptions } from 'graphql-ws';
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { jsonTooDeep, jsonValueTooDeep } from '../common/json-depth';
import { authorizationParam, type WsSource } from './graphql-context';
import { formatGraphqlError, problemExtensions, requestError } from './graphql-errors';
import { gateErrorJson, gateQuery } from './query-gate';
import { queryLimitsRule } from './query-limits';
import type { WsConnection, WsConnections } from './ws-connections';

/**
 * Message types only a server sends. graphql-ws's own message check lets them through from a
 * client and then fails on them as an internal error (close 4500); refused while parsing, they
 * close the socket with 4400 (bad request), as any other malformed message does.
 */
const SERVER_MESSAGE_TYPES: ReadonlySet<unknown> = new Set(['connection_ack', 'next', 'error']);

/** A JSON.parse reviver for client messages: throws on a server-only message (see above). */
function refuseServerMessages(key: string, value: unknown): unknown {
  if (key === '' && typeof value === 'object' && value !== null) {
    const type = (value as { type?: unknown }).type;
    if (SERVER_MESSAGE_TYPES.has(type)) throw new Error(`a client may not send ${String(type)}`);
  }
  return value;
}

/** The operation's document, or the request errors to answer with (nothing is thrown). */
function parseOperation(query: string): DocumentNode | readonly GraphQLError[] {
  try {
    return parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return [requestError(error, 'GRAPHQL_PARSE_FAILED')];
    // A stack overflow on absurdly nested text: a client's fault, not the server's.
    return [requestError(new GraphQLError('the query nests too deep'), 'GRAPHQL_PARSE_FAILED')];
  }
}

/**
 * The variables checked before anything runs, as Apollo checks them over HTTP: nesting depth,
 * then coercion to the operation's declared types (BAD_USER_INPUT, 400-equivalent).
 */
function variableErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): readonly GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (operation === null || operation === undefined) {
    const error = new GraphQLError('no operation, or no operation of that name, to run');
    return [requestError(error, 'OPERATION_RESOLUTION_FAILURE')];
  }
  if (jsonValueTooDeep(variables)) {
    const problem = jsonTooDeep('the variables');
    return [new GraphQLError(problem.message, { extensions: problemExtensions(problem) })];
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 20,
  });
  return (coerced.errors ?? []).map((e) => requestError(e, 'BAD_USER_INPUT'));
}

/**
 * Nest's type names a few of graphql-ws's server options; it passes them all to `useServer`,
 * the message reviver included.
 */
export type GraphQLWsOptions = GraphQLWsSubscriptionsConfig &
  Pick<ServerOptions, 'jsonMessageReviver'>;

/**
 * graphql-ws on /graphql (the same HTTP server; @nestjs/apollo routes the upgrade). Apollo's
 * plugins and `formatError` never see these operations, so the same limits and error shape are
 * applied here: `onSubscribe` passes the operation through the HTTP route's gate (query-gate.ts),
 * parses, validates with the query limits and checks the variables, `onNext` formats. Each
 * message is at most BODY_LIMIT_BYTES (ws-payload.ts; larger: close 1009).
 */
export function graphqlWsOptions(
  schema: () => GraphQLSchema,
  connections?: WsConnections,
): GraphQLWsOptions {
  return {
    jsonMessageReviver: refuseServerMessages,
    // Tokens are per game, so they are checked per operation, by the same code as the HTTP
    // header; here only that it is a string, so a broken client learns at once (close 4403).
    // Then the connection takes a slot (1013 over the limits, ws-connections.ts).
    onConnect: (ctx) =>
      (ctx.connectionParams?.['authorization'] === undefined ||
        authorizationParam(ctx as WsSource) !== undefined) &&
      (connections?.admit(ctx as WsConnection) ?? true),
    onClose: (ctx) => connections?.release(ctx),
    onSubscribe: (_ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
      // The HTTP gate first (size, tokens, depth, cost): QUERY_TOO_LARGE / _DEEP / _COMPLEX.
      const refusal = gateQuery(schema(), payload.query);
      if (refusal !== null) {
        const { message, extensions } = gateErrorJson(refusal);
        return [new GraphQLError(message, { extensions })];
      }
      const document = parseOperation(payload.query);
      if (!('kind' in document)) return document;
      const errors = validate(schema(), document, [...specifiedRules, queryLimitsRule()]);
      if (errors.length > 0) return errors.map((e) => requestError(e, 'GRAPHQL_VALIDATION_FAILED'));
      const { operationName, variables } = payload;
      const badVariables = variableErrors(schema(), document, operationName, variables);
      if (badVariables.length > 0) return badVariables;
      return { schema: schema(), document, operationName, variableValues: variables };
    },
    onNext: (_ctx, _id, _payload, _args, result) => {
      if (result.errors === undefined) return undefined;
      // As Apollo does: errors without `data` are the request's (bad variables), unless a
      // resolver threw them (the subscribe resolver: bad token, unknown game).
      const requestLevel = !('data' in result);
      return {
        ...result,
        errors: result.errors.map((error) => {
          const code =
            requestLevel && error.originalError === undefined ? 'BAD_USER_INPUT' : undefined;
          const formatted = error.toJSON();
          return formatGraphqlError(
            code ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted,
            error,
          );
        }),
      };
    },
  };
}
