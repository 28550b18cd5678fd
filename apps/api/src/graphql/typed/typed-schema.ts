import { GraphQLObjectType, GraphQLSchema, lexicographicSortSchema } from 'graphql';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { buildTypedTypes, TYPED_FIELDS, type TypedTypes } from './ruleset-types';

/**
 * The schema Nest builds, with the typed fields (declared with the `JSON` scalar by
 * typed-fields.resolver.ts and GameEventsTypedResolver) given their per-ruleset types
 * (ruleset-types.ts). Nothing of `schema` is changed: its types are first copied
 * (`lexicographicSortSchema` builds every type anew, resolvers kept), so Nest may call this on
 * the schema it writes to the SDL file and again on the one it serves.
 */
export function withTypedFields(
  schema: GraphQLSchema,
  rulesets: readonly AnyRuleset[],
): GraphQLSchema {
  const copy = lexicographicSortSchema(schema);
  const typed = typedTypesOf(rulesets);
  for (const [typeName, fields] of Object.entries(TYPED_FIELDS)) {
    const type = copy.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`no GraphQL type ${typeName}`);
    const own = type.getFields();
    for (const [name, typeOf] of Object.entries(fields)) {
      const field = own[name];
      if (field === undefined) throw new Error(`no field ${typeName}.${name} to type`);
      field.type = typeOf(typed);
    }
  }
  const config = copy.toConfig();
  return new GraphQLSchema({ ...config, types: [...config.types, ...typed.types] });
}

/**
 * Built once per set of rulesets in a process (~0.3 s; Nest transforms two schemas per app, and
 * tests start many apps). The types may be shared: schemas only read them, and the unions
 * resolve members by name.
 */
const built = new Map<string, TypedTypes>();
function typedTypesOf(rulesets: readonly AnyRuleset[]): TypedTypes {
  const key = rulesets.map((r) => `${r.info.id}@${r.info.version}`).join(',');
  let typed = built.get(key);
  if (typed === undefined) built.set(key, (typed = buildTypedTypes(rulesets)));
  return typed;
}
