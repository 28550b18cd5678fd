import type { JsonSchema } from '@pratzen/engine';

/** A printed four-digit hex label (CCRR) in a command's JSON Schema (JSON Schema 2020-12). */
export const hexSchema: JsonSchema = {
  type: 'string',
  pattern: '^[0-9]{4}$',
  description: 'printed four-digit hex label',
};
