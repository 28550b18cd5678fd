import { Logger } from '@nestjs/common';
import { violation } from '@pratzen/engine';
import { GraphQLError } from 'graphql';
import { ApiProblem } from '../common/problem';
import { formatGraphqlError, requestError } from './graphql-errors';
import { QueryLimitError } from './query-limits';
import { SubscriptionOverHttpError } from './subscriptions-over-http';

/** As graphql-js wraps what a resolver threw. */
const located = (error: Error): GraphQLError =>
  new GraphQLError(error.message, { originalError: error, path: ['submitCommand'] });

const format = (error: GraphQLError) => formatGraphqlError(error.toJSON(), error);

describe('formatGraphqlError', () => {
  it('gives a rule violation its code, status, rule and rulesetId', () => {
    const problem = ApiProblem.fromViolation(
      violation(
        'spi-1980',
        'ENEMY_ZOC_EXIT',
        '4.5',
        'a unit may not leave an enemy zone of control',
      ),
    );
    expect(format(located(problem))).toEqual({
      message: 'a unit may not leave an enemy zone of control',
      path: ['submitCommand'],
      extensions: { code: 'ENEMY_ZOC_EXIT', status: 422, rule: '4.5', rulesetId: 'spi-1980' },
    });
  });

  it('keeps field violations of malformed input', () => {
    const problem = ApiProblem.badRequest('BAD_DICE', 'every die face is 1..6', [
      { path: 'dice.0', message: 'must be a die face 1..6' },
    ]);
    expect(format(located(problem)).extensions).toEqual({
      code: 'BAD_DICE',
      status: 400,
      violations: [{ path: 'dice.0', message: 'must be a die face 1..6' }],
    });
  });

  it("restores a query-limit code under Apollo's validation wrapper", () => {
    const limit = new QueryLimitError('QUERY_TOO_DEEP', 'too deep', 8);
    const wrapped = new GraphQLError(limit.message, {
      originalError: limit,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(format(wrapped).extensions).toEqual({ code: 'QUERY_TOO_DEEP', status: 400, limit: 8 });
  });

  it('marks GraphQL request errors 400 and keeps their code', () => {
    const error = new GraphQLError('Cannot query field "nope"', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(format(error).extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    expect(
      requestError(new GraphQLError('Syntax Error'), 'GRAPHQL_PARSE_FAILED').extensions,
    ).toEqual({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
  });

  it('reports anything else as a bare 500 and logs it', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const out = format(located(new TypeError('secret internals at /srv/x.ts:1')));
    expect(out).toEqual({
      message: 'Internal server error',
      path: ['submitCommand'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("keeps a 4xx that Apollo raised itself (a persisted query's hash mismatch) a client error", () => {
    const apollo = new GraphQLError('provided sha does not match query', {
      extensions: { http: { status: 400, headers: new Map() } },
    });
    const formatted = formatGraphqlError(
      { message: apollo.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      apollo,
    );
    expect(formatted).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('gives a subscription sent over HTTP its own code (not GRAPHQL_VALIDATION_FAILED)', () => {
    const error = new SubscriptionOverHttpError();
    const formatted = formatGraphqlError(
      { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      error,
    );
    expect(formatted.extensions).toEqual({ code: 'SUBSCRIPTION_OVER_HTTP', status: 400 });
  });
});
