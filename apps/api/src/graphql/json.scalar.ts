import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { jsonTooDeep, jsonValueTooDeep, MAX_JSON_DEPTH } from '../common/json-depth';

/** A literal written in the query text, with `$variables` substituted. */
function fromLiteral(
  node: ValueNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  depth = 0,
): unknown {
  switch (node.kind) {
    case Kind.NULL:
      return null;
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      if (depth >= MAX_JSON_DEPTH) throw jsonTooDeep('a JSON literal');
      return node.values.map((v) => fromLiteral(v, variables, depth + 1));
    case Kind.OBJECT:
      if (depth >= MAX_JSON_DEPTH) throw jsonTooDeep('a JSON literal');
      return Object.fromEntries(
        node.fields.map((f) => [f.name.value, fromLiteral(f.value, variables, depth + 1)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value] ?? null;
  }
}

/**
 * Any JSON value. Used where the shape belongs to a ruleset (commands, state, event data,
 * legal-action details), which each ruleset documents with JSON Schemas (`Ruleset.commands`).
 * Values pass through unchanged (variables arrive as parsed JSON already), unless they nest more
 * than MAX_JSON_DEPTH levels (JSON_TOO_DEEP, as a request body would).
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description:
    "Any JSON value; its shape is the ruleset's (see `Ruleset.commands` for command schemas).",
  serialize: (value) => value,
  parseValue: (value) => {
    if (jsonValueTooDeep(value)) throw jsonTooDeep('a JSON value');
    return value;
  },
  parseLiteral: (node, variables) => fromLiteral(node, variables),
});
