import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';
import { JSONScalar } from '../json.scalar';

/**
 * GraphQL output types built from the JSON Schemas (OpenAPI 3.0 form) that the rulesets publish
 * and the OpenAPI document is made of, so that both transports are typed from one source:
 *
 * - an object with `properties` → an object type (`required` and not `nullable` → non-null);
 * - an object with only `additionalProperties: <schema>` (a dictionary) → a list of
 *   `{key, value}` entries (resolved from the same object: GraphQL has no maps);
 * - `oneOf`/`anyOf` of objects that one member tells apart (a `const` or one-value `enum`, e.g.
 *   `type` or `kind`) → a union resolved by that member;
 * - a string `enum` of two values or more, each a name once `-` is read as `_` → an enum type
 *   (`close-combat` is `close_combat`; the value served is the REST one, renamed so); a
 *   one-value `enum` or `const` → its scalar; other enums (odds `1-2`, rule cases `9.31`) → String;
 * - `string`/`integer`/`number`/`boolean` → String/Int/Float/Boolean, arrays → lists;
 * - anything else (an object of free members, `{}`, a `oneOf` of arrays) → the `JSON` scalar,
 *   its path kept in `free` so tests and READMEs can say where.
 */

type Schema = Readonly<Record<string, unknown>>;

/**
 * The extensions of every object type built here: the query-depth limit does not count the
 * fields of these types (query-limits.ts), which hold no cycle (typed-types.spec.ts checks),
 * so their own depth is bounded by the schemas.
 */
export const TYPED_SHAPE = { typedShape: true } as const;

/** The most fields nested in a typed shape (AtwGameState: `state.armies.sides.allied.list.units.position.x`). */
export const TYPED_SHAPE_MAX_DEPTH = 10;

/** Whether a type is one of the typed shapes (its fields do not count towards the depth limit). */
export const isTypedShape = (type: { readonly extensions?: unknown } | null | undefined): boolean =>
  (type?.extensions as { typedShape?: unknown } | undefined)?.typedShape === true;

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const ENUM_VALUE = /^[A-Za-z][A-Za-z0-9_-]*$/;

const isSchema = (v: unknown): v is Schema =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** `move-unit`, `units` → `MoveUnit`, `Units`: a part of a type name. */
export const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** The GraphQL name of an enum value (`close-combat` → `close_combat`). */
export const enumValueName = (value: string): string => value.replace(/-/g, '_');

/** A dictionary's entry, as a `{key, value}` entries list gives it. */
interface Entry {
  readonly key: string;
  readonly value: unknown;
}

const entries = (value: unknown): Entry[] | null =>
  isSchema(value) ? Object.entries(value).map(([key, v]) => ({ key, value: v })) : null;

/** Type names shared by every scope of one schema build (names must be unique). */
export class TypeNames {
  private readonly used = new Map<string, GraphQLNamedType>();

  /** `name`, or `name2`, `name3`... when another type already has it. */
  free(name: string): string {
    let candidate = name;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${name}${n}`;
    return candidate;
  }

  add<T extends GraphQLNamedType>(type: T): T {
    if (this.used.has(type.name)) throw new Error(`GraphQL type ${type.name} built twice`);
    this.used.set(type.name, type);
    return type;
  }

  all(): GraphQLNamedType[] {
    return [...this.used.values()];
  }
}

interface Converted {
  readonly type: GraphQLOutputType;
  readonly nullable: boolean;
  /** Set for a dictionary: read the object's entries. */
  readonly dictionary?: boolean;
}

export interface ShapeScope {
  readonly names: TypeNames;
  /** Put before the names of the components converted in this scope (`Spi1980`). */
  readonly prefix?: string;
  /** OpenAPI components a `$ref` (`#/components/schemas/<name>`) may name. */
  readonly components?: Readonly<Record<string, unknown>>;
  /** Types that stand for some `$ref`s in this scope (`AnyCommand` → `Spi1980Command`). */
  readonly refs?: Readonly<Record<string, GraphQLOutputType>>;
  /** Names enums whose value set is known beforehand (`Spi1980Phase`, `Spi1980Side`). */
  readonly namedEnums?: ReadonlyArray<readonly [string, readonly string[]]>;
}

/** One ruleset's (or the shared) conversions: equal schema objects give one type. */
export class ShapeTypes {
  /** Paths left as the `JSON` scalar (data the schemas leave free). */
  readonly free: string[] = [];
  private readonly bySchema = new WeakMap<
    object,
    GraphQLObjectType | GraphQLUnionType | GraphQLEnumType
  >();
  private readonly enums = new Map<string, GraphQLEnumType>();

  private readonly names: TypeNames;
  private readonly prefix: string;
  private readonly components: Readonly<Record<string, unknown>>;
  private readonly refs: Readonly<Record<string, GraphQLOutputType>>;

  constructor(options: ShapeScope) {
    this.names = options.names;
    this.prefix = options.prefix ?? '';
    this.components = options.components ?? {};
    this.refs = options.refs ?? {};
    for (const [name, values] of options.namedEnums ?? []) {
      const type = this.enumOf(values, name);
      if (type === null) throw new Error(`${name}: values are not GraphQL names`);
    }
  }

  /** The output type of `schema`, named `name` (and `name<Member>` inside) where it needs one. */
  output(schema: unknown, name: string): GraphQLOutputType {
    const c = this.convert(schema, name, name);
    if (c.dictionary) throw new Error(`${name}: a dictionary is read as a field only`);
    return c.nullable ? c.type : (new GraphQLNonNull(c.type as never) as GraphQLOutputType);
  }

  /** An object type named `name` from an object schema (a ruleset's command, event data...). */
  object(schema: Schema, name: string, extra: GraphQLFieldConfigMap<unknown, unknown> = {}) {
    const cached = this.bySchema.get(schema);
    if (cached instanceof GraphQLObjectType && Object.keys(extra).length === 0) return cached;
    const type = this.names.add(
      new GraphQLObjectType({
        extensions: TYPED_SHAPE,
        name: this.names.free(name),
        ...(typeof schema['description'] === 'string'
          ? { description: schema['description'] }
          : {}),
        fields: () => ({ ...this.fields(schema, name), ...extra }),
      }),
    );
    if (Object.keys(extra).length === 0) this.bySchema.set(schema, type);
    return type;
  }

  /** The fields of an object schema's `properties`. */
  fields(schema: Schema, name: string): GraphQLFieldConfigMap<unknown, unknown> {
    const properties = isSchema(schema['properties']) ? schema['properties'] : {};
    const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
    const out: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const [key, member] of Object.entries(properties)) {
      if (!NAME.test(key)) {
        this.free.push(`${name}.${key} (not a GraphQL name)`);
        continue;
      }
      out[key] = this.field(member, `${name}${pascal(key)}`, key, required.has(key));
    }
    return out;
  }

  /** A field reading `key` of its parent, typed by `schema`. */
  field(
    schema: unknown,
    name: string,
    key: string,
    required: boolean,
  ): GraphQLFieldConfig<unknown, unknown> {
    const c = this.convert(schema, name, name);
    const type = required && !c.nullable ? new GraphQLNonNull(c.type as never) : c.type;
    const description = isSchema(schema) ? schema['description'] : undefined;
    return {
      type: type as GraphQLOutputType,
      ...(typeof description === 'string' ? { description } : {}),
      ...(c.dictionary
        ? { resolve: (source: unknown) => entries((source as Record<string, unknown>)[key]) }
        : {}),
    };
  }

  private convert(schema: unknown, name: string, path: string): Converted {
    if (!isSchema(schema)) return this.json(path);
    if (typeof schema['$ref'] === 'string') return this.ref(schema['$ref'], path);
    let nullable = schema['nullable'] === true;
    let type = schema['type'];
    if (Array.isArray(type)) {
      nullable ||= type.includes('null');
      const rest = type.filter((t) => t !== 'null');
      type = rest.length === 1 ? rest[0] : undefined;
    }
    const allOf = schema['allOf'];
    if (Array.isArray(allOf) && allOf.length === 1 && schema['properties'] === undefined) {
      const inner = this.convert(allOf[0], name, path);
      return { ...inner, nullable: nullable || inner.nullable };
    }
    const options = Array.isArray(schema['oneOf'])
      ? schema['oneOf']
      : Array.isArray(schema['anyOf'])
        ? schema['anyOf']
        : undefined;
    if (options !== undefined) {
      const union = this.union(schema, options, name);
      return union === null ? this.json(path, nullable) : { type: union, nullable };
    }
    if ('const' in schema) return { type: this.scalarOf(schema['const']), nullable };
    if (Array.isArray(schema['enum'])) {
      const values = schema['enum'] as unknown[];
      nullable ||= values.includes(null);
      const present = values.filter((v) => v !== null);
      if (present.length > 0 && present.every((v) => typeof v === 'string')) {
        const strings = present as string[];
        if (strings.length === 1) return { type: GraphQLString, nullable };
        const cached = this.bySchema.get(schema);
        const type = cached ?? this.enumOf(strings, name) ?? GraphQLString;
        if (cached === undefined && type instanceof GraphQLEnumType)
          this.bySchema.set(schema, type);
        return { type, nullable };
      }
      if (present.length > 0) return { type: this.scalarOf(present[0]), nullable };
    }
    switch (type) {
      case 'string':
        return { type: GraphQLString, nullable };
      case 'integer':
        return { type: GraphQLInt, nullable };
      case 'number':
        return { type: GraphQLFloat, nullable };
      case 'boolean':
        return { type: GraphQLBoolean, nullable };
      case 'array': {
        const items = schema['items'];
        if (!isSchema(items) || Object.keys(items).length === 0) return this.json(path, nullable);
        const inner = this.convert(items, name, `${path}[]`);
        if (inner.dictionary) return this.json(path, nullable);
        const item = inner.nullable ? inner.type : new GraphQLNonNull(inner.type as never);
        return { type: new GraphQLList(item as GraphQLOutputType), nullable };
      }
      default:
        break;
    }
    if (isSchema(schema['properties']) && Object.keys(schema['properties']).length > 0) {
      return { type: this.object(schema, name), nullable };
    }
    const values = schema['additionalProperties'];
    if (isSchema(values) && Object.keys(values).length > 0) {
      const value = this.convert(values, `${name}Value`, `${path}{}`);
      const cached = this.bySchema.get(schema);
      const entry =
        cached instanceof GraphQLObjectType
          ? cached
          : this.names.add(
              new GraphQLObjectType({
                extensions: TYPED_SHAPE,
                name: this.names.free(`${name}Entry`),
                description: 'One entry of a dictionary: its key and its value.',
                fields: {
                  key: { type: new GraphQLNonNull(GraphQLString) },
                  value: {
                    type: value.nullable
                      ? value.type
                      : (new GraphQLNonNull(value.type as never) as GraphQLOutputType),
                  },
                },
              }),
            );
      this.bySchema.set(schema, entry);
      return {
        type: new GraphQLList(new GraphQLNonNull(entry)),
        nullable,
        dictionary: true,
      };
    }
    return this.json(path, nullable);
  }

  /** A component named by `$ref`: its type in this scope (named after it, `Dto` left out). */
  private ref(ref: string, path: string): Converted {
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    const given = this.refs[name];
    if (given !== undefined) return { type: given, nullable: false };
    const component = this.components[name];
    if (component === undefined) return this.json(`${path} (${ref})`);
    return this.convert(component, `${this.prefix}${name.replace(/Dto$/, '')}`, path);
  }

  private json(path: string, nullable = true): Converted {
    this.free.push(path);
    return { type: JSONScalar, nullable };
  }

  private scalarOf(value: unknown): GraphQLOutputType {
    if (typeof value === 'boolean') return GraphQLBoolean;
    if (typeof value === 'number') return Number.isInteger(value) ? GraphQLInt : GraphQLFloat;
    return GraphQLString;
  }

  /** The enum type of these values (one per value set in a scope), or null if they are not names. */
  private enumOf(values: readonly string[], name: string): GraphQLEnumType | null {
    const names = values.map(enumValueName);
    const reserved = ['true', 'false', 'null'];
    if (
      !values.every((v) => ENUM_VALUE.test(v)) ||
      names.some((n) => reserved.includes(n)) ||
      new Set(names).size !== names.length
    ) {
      return null;
    }
    const key = [...values].sort().join('\u0000');
    const known = this.enums.get(key);
    if (known !== undefined) return known;
    const renamed = values.filter((v) => v !== enumValueName(v));
    const type = this.names.add(
      new GraphQLEnumType({
        name: this.names.free(name),
        ...(renamed.length > 0
          ? {
              description: `Values as REST spells them, with \`_\` for \`-\`: ${renamed
                .map((v) => `\`${enumValueName(v)}\` is \`${v}\``)
                .join(', ')}.`,
            }
          : {}),
        values: Object.fromEntries(values.map((v) => [enumValueName(v), { value: v }])),
      }),
    );
    this.enums.set(key, type);
    return type;
  }

  /**
   * A union of the object `options`, told apart by the one member whose value each fixes (a
   * `const` or one-value `enum`); null when they are not all objects or no member tells them apart.
   */
  private union(
    schema: Schema,
    options: readonly unknown[],
    name: string,
  ): GraphQLUnionType | null {
    const cached = this.bySchema.get(schema);
    if (cached instanceof GraphQLUnionType) return cached;
    if (!options.every(isSchema)) return null;
    const objects = options.map((o) => this.flatten(o));
    if (objects.some((o) => o === null)) return null;
    const tag = discriminator(objects as Schema[]);
    if (tag === null) return null;
    const byValue = new Map<string, GraphQLObjectType>();
    for (const option of objects as Schema[]) {
      const value = tagValue(option, tag) as string;
      byValue.set(value, this.object(option, `${name}${pascal(value)}`));
    }
    const union = this.names.add(
      new GraphQLUnionType({
        name: this.names.free(name),
        ...(typeof schema['description'] === 'string'
          ? { description: schema['description'] }
          : {}),
        types: [...new Set(byValue.values())],
        resolveType: (value: unknown) => {
          const v = isSchema(value) ? value[tag] : undefined;
          return typeof v === 'string' ? byValue.get(v)?.name : undefined;
        },
      }),
    );
    this.bySchema.set(schema, union);
    return union;
  }

  /** An option as an object schema (following a one-element `allOf`), or null. */
  private flatten(option: Schema): Schema | null {
    const allOf = option['allOf'];
    if (Array.isArray(allOf) && allOf.length === 1 && isSchema(allOf[0])) {
      return this.flatten(allOf[0]);
    }
    return isSchema(option['properties']) ? option : null;
  }
}

/** The value a member fixes in an object schema (`const`, one-value `enum`), if a string. */
function tagValue(schema: Schema, key: string): string | undefined {
  const member = (schema['properties'] as Record<string, unknown>)[key];
  if (!isSchema(member)) return undefined;
  if (typeof member['const'] === 'string') return member['const'];
  const values = member['enum'];
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string'
    ? values[0]
    : undefined;
}

/** The member every option fixes to a value of its own (`type` first), or null. */
function discriminator(options: readonly Schema[]): string | null {
  const first = options[0];
  if (first === undefined) return null;
  const candidates = Object.keys(first['properties'] as Record<string, unknown>);
  candidates.sort((a, b) => (a === 'type' ? -1 : b === 'type' ? 1 : 0));
  for (const key of candidates) {
    const values = options.map((o) => tagValue(o, key));
    if (values.every((v) => v !== undefined) && new Set(values).size === values.length) return key;
  }
  return null;
}
