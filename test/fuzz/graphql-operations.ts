import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { hostileJson, oddNumber, oddString, wrongTypeFor } from './hostile-values';
import { type KnownValues, mutatedDeep } from './schema-values';

/** One operation of the SDL: a root field with a variable per argument and a selection. */
export interface GraphqlOperation {
  readonly kind: 'query' | 'mutation' | 'subscription';
  readonly field: string;
  readonly text: string;
  readonly args: readonly { readonly name: string; readonly type: GraphQLInputType }[];
}

export interface GraphqlContext {
  readonly known: KnownValues;
  /** Values for JSON arguments worth starting from (real commands, a real record). */
  readonly jsonSeeds: Readonly<Record<string, readonly unknown[]>>;
}

/** The committed SDL, openapi/schema.graphql. */
export function loadSchema(
  file = path.join(__dirname, '../../openapi/schema.graphql'),
): GraphQLSchema {
  return buildSchema(readFileSync(file, 'utf8'));
}

type AnyField = GraphQLField<unknown, unknown>;

/** Leaf fields without required arguments, and one level of objects below them. */
function selection(field: AnyField, depth: number): string {
  const type = getNamedType(field.type);
  if (isLeafType(type) || !isObjectType(type)) return '';
  const usable = Object.values(type.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type)),
  );
  const leaves = usable.filter((f) => isLeafType(getNamedType(f.type))).map((f) => f.name);
  const objects =
    depth > 0 ? [] : usable.filter((f) => !isLeafType(getNamedType(f.type))).slice(0, 3);
  const nested = objects.map((f) => `${f.name} ${selection(f, depth + 1)}`.trim());
  const parts = [...leaves, ...nested.filter((n) => n.includes('{'))];
  return `{ ${(parts.length > 0 ? parts : ['__typename']).join(' ')} }`;
}

/** Every root field of the SDL as an operation taking its arguments as variables. */
export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const args = field.args.map((a) => ({ name: a.name, type: a.type }));
      const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const text =
        `${kind}${declared ? `(${declared})` : ''} { ` +
        `${field.name}${passed ? `(${passed})` : ''} ${selection(field, 0)} }`;
      return { kind, field: field.name, text, args };
    }),
  );
}

/** A value that mostly fits a GraphQL input type, drawing names from the known values. */
export function inputValue(
  name: string,
  type: GraphQLInputType,
  ctx: GraphqlContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  const maybeNull = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> =>
    isNonNullType(type)
      ? a
      : fc.oneof({ weight: 4, arbitrary: a }, fc.constantFrom(null, undefined));
  if (isListType(nullable)) {
    return maybeNull(fc.array(inputValue(name, nullable.ofType, ctx, depth + 1), { maxLength: 4 }));
  }
  if (isEnumType(nullable)) {
    return maybeNull(fc.constantFrom(...nullable.getValues().map((v) => v.name)));
  }
  if (isInputObjectType(nullable)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(nullable.getFields());
    const record = Object.fromEntries(
      fields.map((f) => [f.name, inputValue(f.name, f.type, ctx, depth + 1)]),
    );
    return maybeNull(fc.record(record, { requiredKeys: [] }));
  }
  const known = ctx.known[name] ?? [];
  switch (nullable.toString()) {
    case 'Int':
    case 'Float':
      return maybeNull(
        fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -2, max: 200 }) }, oddNumber),
      );
    case 'Boolean':
      return maybeNull(fc.boolean());
    case 'JSON': {
      const seeds = ctx.jsonSeeds[name] ?? [];
      return maybeNull(
        seeds.length > 0
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...seeds) },
              { weight: 3, arbitrary: fc.constantFrom(...seeds).chain(mutatedDeep) },
              hostileJson,
            )
          : hostileJson,
      );
    }
    default:
      return maybeNull(
        known.length > 0
          ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, oddString)
          : oddString,
      );
  }
}

/** The variables of `op`, then (often) one of them of the wrong type, missing or extra. */
export function mutatedVariables(
  op: GraphqlOperation,
  ctx: GraphqlContext,
): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(op.args.map((a) => [a.name, inputValue(a.name, a.type, ctx)]));
  const valid = fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
  const names = op.args.map((a) => a.name);
  if (names.length === 0) return valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(...names),
          fc.constantFrom('string', 'number', 'object', 'array', 'null'),
        )
        .chain(([vars, name, type]) => wrongTypeFor(type).map((v) => ({ ...vars, [name]: v }))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, oddString, hostileJson).map(([v, k, x]) => ({ ...v, [k]: x })),
    },
  );
}

/** Query texts broken in the ways parsers and validators are attacked. */
export function mutatedQueryText(op: GraphqlOperation): fc.Arbitrary<string> {
  const text = op.text;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(text) },
    fc.integer({ min: 0, max: text.length }).map((n) => text.slice(0, n)),
    fc
      .tuple(
        fc.integer({ min: 0, max: text.length }),
        fc.constantFrom('{', '}', '(', ')', '$', '"', '@', '...', '#', '\u0000', '\\'),
      )
      .map(([at, c]) => text.slice(0, at) + c + text.slice(at)),
    fc
      .integer({ min: 10, max: 5_000 })
      .map((n) => `{ ${'game(id: "x") { ruleset { '.repeat(n)} id ${'} } '.repeat(n)}}`),
    fc
      .integer({ min: 100, max: 20_000 })
      .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
    fc
      .integer({ min: 10, max: 50_000 })
      .map((n) => `{ rulesets(x: ${'['.repeat(n)}${']'.repeat(n)}) { id } }`),
    fc.constantFrom(
      'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
      'query A { rulesets { id } } query A { rulesets { id } }',
      '{ rulesets { id @skip(if: $undefined) } }',
      '{ rulesets { id @unknown } }',
      'subscription { gameEvents(gameId: "x") { version } }',
      'mutation { __typename }',
      '{ rulesets { ... on Game { id } } }',
      '',
      '#',
      '{}',
      `{ rulesets { id } } ${'# '.repeat(10_000)}`,
    ),
  );
}
