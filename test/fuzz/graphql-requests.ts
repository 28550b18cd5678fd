import fc from 'fast-check';
import { headerSafe, type RawRequest } from './fuzz-http';
import {
  type GraphqlContext,
  type GraphqlOperation,
  mutatedQueryText,
  mutatedVariables,
} from './graphql-operations';
import { brokenJsonText, heavyJsonText, hostileJson, oddString } from './hostile-values';

/** A GraphQL request body (the `subscribe` payload over graphql-ws has the same shape). */
export interface GraphqlPayload {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
  readonly extensions?: unknown;
}

/** An operation of the SDL with mutated text and variables, sometimes odd members around it. */
export function graphqlPayload(
  ops: readonly GraphqlOperation[],
  ctx: GraphqlContext,
): fc.Arbitrary<GraphqlPayload> {
  return fc.constantFrom(...ops).chain((op) =>
    fc
      .record({
        query: mutatedQueryText(op),
        variables: mutatedVariables(op, ctx),
        odd: fc.oneof(
          { weight: 8, arbitrary: fc.constant({}) },
          fc.record({ operationName: fc.oneof(oddString, hostileJson) }),
          fc.record({ extensions: hostileJson }),
          fc.record({
            extensions: fc.record({
              persistedQuery: fc.record({
                version: fc.oneof(fc.constant(1), hostileJson),
                sha256Hash: fc.oneof(
                  fc.string({
                    unit: fc.constantFrom(...'0123456789abcdef'),
                    minLength: 64,
                    maxLength: 64,
                  }),
                  oddString,
                ),
              }),
            }),
          }),
          fc.record({ variables: hostileJson }),
        ),
      })
      .map(({ query, variables, odd }) => ({ query, variables, ...odd })),
  );
}

const asJson = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** POST /graphql with a payload, a broken body, or a batch; or GET /graphql with a query string. */
export function graphqlHttpRequest(
  ops: readonly GraphqlOperation[],
  ctx: GraphqlContext,
  authorizations: readonly string[],
): fc.Arbitrary<RawRequest> {
  const auth = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...authorizations),
    oddString.map((s) => headerSafe(`Bearer ${s}`).slice(0, 4000)),
  );
  const payload = graphqlPayload(ops, ctx);
  const body: fc.Arbitrary<string> = fc.oneof(
    { weight: 10, arbitrary: payload.map(asJson) },
    fc.array(payload, { minLength: 1, maxLength: 3 }).map(asJson),
    hostileJson.map(asJson),
    brokenJsonText,
    heavyJsonText,
    fc.constantFrom(
      '{"query":5}',
      '{"query":null}',
      '{"variables":"x","query":"{ rulesets { id } }"}',
    ),
  );
  const post = fc
    .record({
      body,
      auth,
      type: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        fc.constantFrom(
          'application/json; charset=utf-8',
          'application/graphql',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
      ),
    })
    .map(({ body: text, auth: a, type }) => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': type, ...(a ? { authorization: a } : {}) },
      body: text,
    }));
  const get = fc
    .record({ p: payload, auth, preflight: fc.oneof(fc.constant(true), fc.boolean()) })
    .map(({ p, auth: a, preflight }) => {
      const params = new URLSearchParams();
      if (typeof p.query === 'string') params.set('query', p.query.slice(0, 4000));
      if (p.variables !== undefined) params.set('variables', asJson(p.variables).slice(0, 4000));
      if (p.extensions !== undefined) params.set('extensions', asJson(p.extensions).slice(0, 2000));
      return {
        method: 'GET',
        path: `/graphql?${params.toString()}`,
        headers: {
          ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
          ...(a ? { authorization: a } : {}),
        },
      };
    });
  return fc.oneof({ weight: 4, arbitrary: post }, { weight: 1, arbitrary: get });
}
