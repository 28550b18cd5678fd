import fc from 'fast-check';
import { headerSafe, pathSafe, percentEncode, type RawRequest } from './fuzz-http';
import { brokenJsonText, heavyJsonText, oddString } from './hostile-values';
import type { OperationSpec, ParameterSpec } from './openapi-operations';
import { mutatedDeep, mutatedValueFor, mutateMember, type SchemaContext } from './schema-values';

/** Real request bodies to start mutating from, by operation path template (commands...). */
export type SeedBodies = Readonly<Record<string, readonly unknown[]>>;

export interface RestContext extends SchemaContext {
  /** Authorization values that mean something on this server (seat, referee tokens). */
  readonly authorizations: readonly string[];
  readonly seedBodies: SeedBodies;
}

/** A real body (a legal command, a record) with one member broken, at the top or deep inside. */
const mutatedSeed = (value: unknown): fc.Arbitrary<unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? fc.oneof(mutateMember(value as Record<string, unknown>, {}), mutatedDeep(value))
    : fc.constant(value);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

const authorization = (ctx: RestContext): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.authorizations) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer  x',
        'bearer x',
        'Basic dXNlcjpwYXNz',
        'Bearer a.b.c',
        `Bearer ${'A'.repeat(4096)}`,
        'Bearer é',
        'Token x',
        ',,,',
      ),
    },
    { weight: 1, arbitrary: oddString.map((s) => `Bearer ${s}`) },
  );

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/problem+json',
      'application/merge-patch+json',
      'application/json, text/plain',
      '',
      '*/*',
      'application/jsonx',
    ),
  },
);

/** Odd, repeated and array-style members of a query string (qs-style parsers trip on them). */
const queryOddity: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '&',
  '&&&',
  '=',
  '=x',
  '%zz',
  '%',
  'a=%E0%A4%A',
  '__proto__=1',
  '__proto__[x]=1',
  'constructor[prototype][polluted]=1',
  'first=1&first=2',
  'first[]=1',
  'first[a]=1',
  'from=1&from=x',
  'limit=-1',
  'limit=1e9',
  'at=NaN',
  'unit=&type=',
  `x=${'y'.repeat(2000)}`,
);

function parameterValue(p: ParameterSpec, ctx: RestContext): fc.Arbitrary<string> {
  return mutatedValueFor(p.name, p.schema, ctx).map(asText);
}

/** One request to `op`, most often well-formed in all but one or two places. */
export function restRequest(op: OperationSpec, ctx: RestContext): fc.Arbitrary<RawRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const seeds = ctx.seedBodies[op.path] ?? [];
  const body: fc.Arbitrary<string | undefined> =
    op.body === undefined
      ? fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, brokenJsonText, heavyJsonText)
      : fc.oneof(
          { weight: 6, arbitrary: mutatedValueFor('body', op.body, ctx).map(asText) },
          ...(seeds.length > 0
            ? [
                { weight: 3, arbitrary: fc.constantFrom(...seeds).map(asText) },
                {
                  weight: 5,
                  arbitrary: fc
                    .constantFrom(...seeds)
                    .chain((v) => mutatedSeed(v))
                    .map(asText),
                },
              ]
            : []),
          { weight: 2, arbitrary: heavyJsonText },
          { weight: 2, arbitrary: brokenJsonText },
        );
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(op.method) },
        fc.constantFrom('HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'GET', 'POST'),
      ),
      path: fc.tuple(...pathParams.map((p) => parameterValue(p, ctx))),
      query: fc.array(
        fc.oneof(
          fc
            .constantFrom<ParameterSpec | undefined>(...queryParams, undefined)
            .chain((p) =>
              p === undefined
                ? queryOddity
                : parameterValue(p, ctx).map((v) => `${p.name}=${percentEncode(v)}`),
            ),
          queryOddity,
        ),
        { maxLength: queryParams.length + 2 },
      ),
      headers: fc.tuple(
        authorization(ctx),
        contentType,
        fc.array(
          fc
            .tuple(
              fc.constantFrom(
                ...headerParams.map((p) => p.name),
                'Last-Event-ID',
                'If-None-Match',
                'Accept',
                'Accept-Encoding',
                'Origin',
                'X-Forwarded-For',
              ),
              oddString,
            )
            .map(([name, value]) => [name, headerSafe(value).slice(0, 2000)] as const),
          { maxLength: 3 },
        ),
      ),
      body,
      rawPath: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
    })
    .map(({ method, path, query, headers: [auth, type, extra], body: text, rawPath }) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        const value = path[i] ?? '';
        // Mostly encoded as a client library would; sometimes raw (`..`, `%zz`, `/`).
        url = url.replace(`{${p.name}}`, rawPath ? pathSafe(value) : percentEncode(value));
      });
      if (query.length > 0) url += `?${pathSafe(query.join('&'))}`;
      const headers: Record<string, string> = {};
      for (const [name, value] of extra) headers[name.toLowerCase()] = value;
      if (auth !== undefined) headers['authorization'] = headerSafe(auth);
      const sendsBody = text !== undefined && method !== 'HEAD';
      if (sendsBody && type !== undefined) headers['content-type'] = type;
      return { method, path: url, headers, ...(sendsBody ? { body: text } : {}) };
    });
}
