import {
  getNamedType,
  type GraphQLNamedType,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  GraphQLUnionType,
  isLeafType,
} from 'graphql';

/**
 * Helpers of the typed-GraphQL tests: a selection of every field of a typed type (unions: every
 * member, or those whose name starts with `only`), and the way back from a typed answer to the
 * JSON one (enum names to REST values, `{key, value}` entries to objects, nulls left out).
 */

const isEntry = (type: GraphQLObjectType): boolean => {
  const fields = Object.keys(type.getFields()).sort();
  return (
    fields.length === 2 &&
    fields[0] === 'key' &&
    fields[1] === 'value' &&
    type.name.endsWith('Entry')
  );
};

/**
 * `{ a b { c } }`: every field of `type`, nested. A union's members' fields are aliased
 * `<field>__<member index>` (members may give one name two types, which one selection cannot
 * merge); `untyped` reads the aliases back.
 */
export function selectAll(
  type: GraphQLNamedType,
  only?: string | ((member: string) => boolean),
  alias?: number,
): string {
  if (isLeafType(type)) return '';
  if (type instanceof GraphQLUnionType) {
    const keep =
      typeof only === 'function' ? only : (m: string) => only === undefined || m.startsWith(only);
    const members = type.getTypes().filter((m) => keep(m.name));
    return `{ __typename ${members.map((m, i) => `... on ${m.name} ${selectAll(m, undefined, i)}`).join(' ')} }`;
  }
  const fields = Object.entries((type as GraphQLObjectType).getFields()).map(([name, field]) => {
    const inner = getNamedType(field.type);
    const key = alias === undefined ? name : `${name}__${alias}: ${name}`;
    return isLeafType(inner) ? key : `${key} ${selectAll(inner)}`;
  });
  return `{ ${fields.join(' ')} }`;
}

/** A typed answer read back as the JSON it was made from (members GraphQL gave as null left out). */
export function untyped(schema: GraphQLSchema, value: unknown, type: GraphQLOutputType): unknown {
  if (type instanceof GraphQLNonNull)
    return untyped(schema, value, type.ofType as GraphQLOutputType);
  if (value === null || value === undefined) return undefined;
  if (type instanceof GraphQLNonNull)
    return untyped(schema, value, type.ofType as GraphQLOutputType);
  if (type instanceof GraphQLList) {
    const item = type.ofType as GraphQLOutputType;
    const named = getNamedType(item);
    if (named instanceof GraphQLObjectType && isEntry(named)) {
      return Object.fromEntries(
        (value as { key: string; value: unknown }[]).map((e) => [
          e.key,
          untyped(schema, e.value, named.getFields()['value']!.type),
        ]),
      );
    }
    return (value as unknown[]).map((v) => untyped(schema, v, item));
  }
  if (type instanceof GraphQLEnumType) return type.getValue(value as string)?.value;
  if (type.name === 'JSON') return withoutNulls(value);
  if (type instanceof GraphQLUnionType) {
    const member = schema.getType((value as { __typename: string }).__typename);
    return untyped(schema, value, member as GraphQLObjectType);
  }
  if (type instanceof GraphQLObjectType) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key === '__typename') continue;
      const name = key.replace(/__\d+$/, '');
      const field = type.getFields()[name];
      if (field === undefined) throw new Error(`${type.name} has no field ${name}`);
      const back = untyped(schema, v, field.type);
      if (back !== undefined) out[name] = back;
    }
    return out;
  }
  return value;
}

/** `json` with the members that are null or absent left out (GraphQL answers null for both). */
export function withoutNulls(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutNulls);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** The part of `json` that `like` has (the members a typed answer holds), nulls left out. */
export function projected(json: unknown, like: unknown): unknown {
  if (Array.isArray(like) && Array.isArray(json)) return json.map((j, i) => projected(j, like[i]));
  if (like === null || typeof like !== 'object' || json === null || typeof json !== 'object') {
    return withoutNulls(json);
  }
  return Object.fromEntries(
    Object.keys(like as object)
      .filter((k) => (json as Record<string, unknown>)[k] != null)
      .map((k) => [k, projected((json as Record<string, unknown>)[k], (like as never)[k])]),
  );
}

/** Every member path of `json` (`a.b[].c`) that `like` leaves out: what the typed form does not carry. */
export function missing(json: unknown, like: unknown, path = ''): string[] {
  if (Array.isArray(json)) {
    return json.flatMap((j, i) =>
      missing(j, Array.isArray(like) ? like[i] : undefined, `${path}[]`),
    );
  }
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([k, v]) => {
    if (v === null || v === undefined) return [];
    const other = like !== null && typeof like === 'object' ? (like as never)[k] : undefined;
    return other === undefined ? [`${path}.${k}`] : missing(v, other, `${path}.${k}`);
  });
}

export type { GraphQLSchema };
export const namedType = getNamedType;
