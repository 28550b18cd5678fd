import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { authorizationParam, type WsSource } from './graphql-context';
import { formatGraphqlError, requestError } from './graphql-errors';
import { queryLimitsRule } from './query-limits';

/**
 * graphql-ws on /graphql (the same HTTP server; @nestjs/apollo routes the upgrade). Apollo's
 * plugins and `formatError` never see these operations, so the same limits and error shape are
 * applied here: `onSubscribe` parses and validates with the query limits, `onNext` formats.
 */
export function graphqlWsOptions(schema: () => GraphQLSchema): GraphQLWsSubscriptionsConfig {
  return {
    // Tokens are per game, so they are checked per operation, by the same code as the HTTP
    // header; here only that it is a string, so a broken client learns at once (close 4403).
    onConnect: (ctx) =>
      ctx.connectionParams?.['authorization'] === undefined ||
      authorizationParam(ctx as WsSource) !== undefined,
    onSubscribe: (_ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
      let document: DocumentNode;
      try {
        document = parse(payload.query);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return [requestError(error, 'GRAPHQL_PARSE_FAILED')];
      }
      const errors = validate(schema(), document, [...specifiedRules, queryLimitsRule()]);
      if (errors.length > 0) return errors.map((e) => requestError(e, 'GRAPHQL_VALIDATION_FAILED'));
      return {
        schema: schema(),
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
      };
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
