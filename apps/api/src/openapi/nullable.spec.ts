import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv from 'ajv';
import { allowNulls } from './nullable';

/** A document with Nest's forms of nullable members, as allowNulls receives it. */
function documentOf(properties: Record<string, unknown>): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: {
      schemas: {
        Outcome: {
          type: 'object',
          required: ['winner'],
          properties: { winner: { type: 'string' } },
        },
        Summary: { type: 'object', properties },
      },
    },
  } as OpenAPIObject;
}

function validatorOf(document: OpenAPIObject) {
  const ajv = new Ajv({ strict: false });
  ajv.addSchema({ components: document.components }, 'doc');
  return ajv.getSchema('doc#/components/schemas/Summary')!;
}

describe('allowNulls: what a nullable member says, a literal validator reads (#32)', () => {
  it("a nullable reference (Nest's `{type, nullable, allOf: [$ref]}`) takes null and the object, nothing else", () => {
    const nest = {
      type: 'object',
      nullable: true,
      description: 'set once over',
      allOf: [{ $ref: '#/components/schemas/Outcome' }],
    };
    // as Nest writes it, Ajv refuses null (the reference's type applies)
    expect(validatorOf(documentOf({ result: nest }))({ result: null })).toBe(false);
    const document = documentOf({ result: nest });
    allowNulls(document);
    const result = (
      document.components!.schemas!['Summary'] as { properties: Record<string, unknown> }
    ).properties['result'];
    expect(result).toEqual({
      description: 'set once over',
      anyOf: [{ $ref: '#/components/schemas/Outcome' }, expect.objectContaining({ enum: [null] })],
    });
    const validate = validatorOf(document);
    expect(validate({ result: null })).toBe(true);
    expect(validate({ result: { winner: 'french' } })).toBe(true);
    expect(validate({ result: { loser: 'french' } })).toBe(false);
    expect(validate({ result: 7 })).toBe(false);
  });

  it('a nullable enum lists null; a plain nullable value and an example stay as they are', () => {
    const document = documentOf({
      side: { type: 'string', nullable: true, enum: ['allied', 'french'] },
      label: { type: 'string', nullable: true, example: null },
      enum: { type: 'string', nullable: true, enum: ['a'] },
    });
    allowNulls(document);
    const validate = validatorOf(document);
    expect(validate({ side: null, label: null, enum: null })).toBe(true);
    expect(validate({ side: 'french', label: 'x', enum: 'a' })).toBe(true);
    expect(validate({ side: 'prussian' })).toBe(false);
    const properties = (
      document.components!.schemas!['Summary'] as { properties: Record<string, unknown> }
    ).properties;
    expect(properties['label']).toEqual({ type: 'string', nullable: true, example: null });
  });
});
