import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { DEFAULT_QUERY_LIMITS, QueryLimitError, queryLimitsRule } from './query-limits';

const schema = buildSchema(`
  type Query { node: Node, nodes(first: Int): [Node!]! }
  type Node { child: Node, name: String, heavy: String }
`);
// What Nest's `complexity` option and `@Extensions({ listSize })` put on a field.
const fieldsOf = (type: string) => {
  const t = schema.getType(type);
  if (!t || !('getFields' in t)) throw new Error(type);
  return t.getFields();
};
fieldsOf('Node')['heavy']!.extensions = { complexity: 50 };
fieldsOf('Query')['nodes']!.extensions = { listSize: { argument: 'first', default: 10, max: 50 } };

const LIMITS = { maxDepth: 4, maxCost: 100 };
const codes = (query: string, limits = LIMITS): string[] =>
  validate(schema, parse(query), [queryLimitsRule(limits)]).map((e) =>
    e instanceof QueryLimitError ? e.code : e.message,
  );

/** `{ node { node { name } } }` for 2: `depth` nodes, then a leaf. */
const nested = (depth: number): string => `${'{ node '.repeat(depth)}{ name }${' }'.repeat(depth)}`;

describe('queryLimitsRule', () => {
  it('accepts a query at the depth limit and refuses one level deeper', () => {
    expect(codes(nested(3))).toEqual([]); // node.node.node.name: 4 levels
    expect(codes(nested(4))).toEqual(['QUERY_TOO_DEEP']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const q = `query Q { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { name } }`;
    expect(codes(q)).toEqual(['QUERY_TOO_DEEP']);
  });

  it('charges objects 1, scalars 0 and fields their complexity', () => {
    expect(codes('{ node { heavy name child { name } } }')).toEqual([]); // 1 + 50 + 1
    expect(codes('{ a: node { heavy } b: node { heavy } }')).toEqual(['QUERY_TOO_COMPLEX']); // 102
  });

  it('multiplies a list selection by its size argument (the maximum for a variable)', () => {
    expect(codes('{ nodes(first: 1) { heavy } }')).toEqual([]); // 1 + 1 × 51
    expect(codes('{ nodes(first: 2) { heavy } }')).toEqual(['QUERY_TOO_COMPLEX']); // 1 + 2 × 51
    expect(codes('{ nodes { name } }')).toEqual([]); // 1 + 10 × 1
    expect(codes('query($n: Int) { nodes(first: $n) { child { name } } }')).toEqual([]); // 1 + 50 × 2
    expect(codes('query($n: Int) { nodes(first: $n) { heavy } }')).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('multiplies fragments spread inside a list', () => {
    expect(codes('{ nodes(first: 2) { ...H } } fragment H on Node { heavy }')).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
  });

  it('refuses exponentially nested fragment spreads without expanding them', () => {
    let fragments = 'fragment F0 on Node { child { name } }';
    for (let i = 1; i < 64; i++)
      fragments += ` fragment F${i} on Node { ...F${i - 1} ...F${i - 1} }`;
    expect(codes(`{ node { ...F63 } } ${fragments}`)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('lets the standard introspection query through (it nests 15 levels through ofType)', () => {
    expect(codes(getIntrospectionQuery(), DEFAULT_QUERY_LIMITS)).toEqual([]);
  });

  it('does not loop on fragment cycles (graphql-js reports them)', () => {
    expect(
      codes('{ node { ...A } } fragment A on Node { ...B } fragment B on Node { ...A }'),
    ).toEqual([]);
  });
});
