import { graphql, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { JSONScalar } from './json.scalar';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: JSONScalar,
        args: { value: { type: JSONScalar } },
        resolve: (_root, args: { value: unknown }) => args.value,
      },
    },
  }),
});

describe('JSON scalar', () => {
  it('passes variables through unchanged', async () => {
    const value = { type: 'MoveUnit', path: ['1521', '1522'], n: 1.5, ok: true, none: null };
    const result = await graphql({
      schema,
      source: 'query($v: JSON) { echo(value: $v) }',
      variableValues: { v: value },
    });
    expect(result).toEqual({ data: { echo: value } });
  });

  it('reads literals, with variables inside them', async () => {
    const result = await graphql({
      schema,
      source:
        'query($p: JSON) { echo(value: {type: "MoveUnit", path: $p, n: 2, f: 0.5, e: NORTH, z: null}) }',
      variableValues: { p: ['1521'] },
    });
    expect(result.data?.['echo']).toEqual({
      type: 'MoveUnit',
      path: ['1521'],
      n: 2,
      f: 0.5,
      e: 'NORTH',
      z: null,
    });
  });

  it('refuses values and literals nested more than 400 levels (JSON_TOO_DEEP)', async () => {
    const deep = (n: number): string => '['.repeat(n) + ']'.repeat(n);
    const fromVariable = await graphql({
      schema,
      source: 'query($v: JSON) { echo(value: $v) }',
      variableValues: { v: JSON.parse(deep(401)) },
    });
    expect(fromVariable.errors?.[0]?.message).toMatch(/more than 400 levels/);
    const fromLiteral = await graphql({ schema, source: `{ echo(value: ${deep(401)}) }` });
    expect(fromLiteral.errors?.[0]?.message).toMatch(/more than 400 levels/);
    const within = await graphql({ schema, source: `{ echo(value: ${deep(400)}) }` });
    expect(within.errors).toBeUndefined();
  });
});
