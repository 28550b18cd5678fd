import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import recordSchemaJson from '../../../openapi/record.schema.json';

/** The JSON Schema (draft 2020-12) of `pratzen-record/1`, from openapi/record.schema.json. */
export const RECORD_SCHEMA: Readonly<Record<string, unknown>> = recordSchemaJson;

let validator: ValidateFunction | undefined;

/** The first schema error of `value` as a record, or null when it is one. */
export function recordSchemaError(value: unknown): ErrorObject | null {
  validator ??= new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true }).compile(
    RECORD_SCHEMA,
  );
  return validator(value) ? null : (validator.errors?.[0] ?? null);
}
