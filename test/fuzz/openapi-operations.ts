import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The parts of a JSON Schema (OpenAPI 3.0 dialect) the fuzzer reads. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly allOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly example?: unknown;
}

export interface ParameterSpec {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One REST operation of the OpenAPI document: what a request to it is made of. */
export interface OperationSpec {
  readonly method: string;
  /** The path template, e.g. `/v1/games/{gameId}/state`. */
  readonly path: string;
  readonly parameters: readonly ParameterSpec[];
  /** The JSON request body's schema, references resolved at the top. */
  readonly body: JsonSchema | undefined;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, RawOperation>>;
  readonly components?: { readonly schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  readonly parameters?: ParameterSpec[];
  readonly requestBody?: { readonly content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The committed contract, openapi/openapi.yaml, as operations and a $ref resolver. */
export class OpenApiOperations {
  readonly operations: readonly OperationSpec[];
  private readonly schemas: Record<string, JsonSchema>;

  constructor(file = path.join(__dirname, '../../openapi/openapi.yaml')) {
    const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    this.schemas = document.components?.schemas ?? {};
    this.operations = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((m) => item[m] !== undefined).map((method) => {
        const raw = item[method] as RawOperation;
        const schema = raw.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path: template,
          parameters: raw.parameters ?? [],
          body: schema === undefined ? undefined : this.resolve(schema),
        };
      }),
    );
  }

  /** A schema with its `$ref` (and a single-member `allOf`, as Nest writes them) followed. */
  resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; hops < 10; hops++) {
      if (current.$ref !== undefined) {
        const name = current.$ref.replace('#/components/schemas/', '');
        current = this.schemas[name] ?? {};
      } else if (current.allOf?.length === 1 && current.allOf[0] !== undefined) {
        current = current.allOf[0];
      } else {
        return current;
      }
    }
    return current;
  }
}
