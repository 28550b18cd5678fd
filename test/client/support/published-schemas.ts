import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable: true` becomes `anyOf [null, …]`,
 * `discriminator` goes (it only names the `oneOf` branch), `$ref`s stay (components as `$defs`).
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'example') continue;
    if (key === '$ref') out[key] = String(value).replace('#/components/schemas/', '#/$defs/');
    else if (key === 'properties' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]),
      );
    } else if (key === 'enum' || key === 'required') out[key] = value;
    else out[key] = toJsonSchema(value);
  }
  return (schema as Schema)['nullable'] === true ? { anyOf: [{ type: 'null' }, out] } : out;
}

let components: Schema | undefined;

/** The committed openapi/openapi.yaml's components (parsed once). */
export function publishedComponents(): Schema {
  components ??= (
    parse(readFileSync('openapi/openapi.yaml', 'utf8'), { maxAliasCount: -1 }) as {
      components: { schemas: Schema };
    }
  ).components.schemas;
  return components;
}

let ajv: { instance: Ajv; defs: string } | undefined;

/** The committed openapi/openapi.yaml's component `name`, compiled strictly. */
export function published(name: string): ValidateFunction {
  if (ajv === undefined) {
    const instance = new Ajv({ strict: false });
    instance.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    instance.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    instance.addSchema(toJsonSchema({ $defs: publishedComponents() }) as Schema, 'openapi');
    ajv = { instance, defs: 'openapi' };
  }
  return ajv.instance.compile({ $ref: `${ajv.defs}#/$defs/${name}` });
}

/** [] when `value` validates, else one line naming `what` and the first errors. */
export const check = (validate: ValidateFunction, value: unknown, what: string): string[] =>
  validate(value) ? [] : [`${what}: ${JSON.stringify(validate.errors?.slice(0, 3))}`];

/** The schema of member `property` of the committed component `component`. */
export function publishedProperty(component: string, property: string): ValidateFunction {
  published(component);
  return (ajv as { instance: Ajv }).instance.compile({
    $ref: `openapi#/$defs/${component}/properties/${property}`,
  });
}
