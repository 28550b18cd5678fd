import { customPositionSchema } from './position-schema';

describe('customPositionSchema', () => {
  const schema = customPositionSchema(
    { turn: { type: 'integer' }, phase: { type: 'string' }, activeSide: { type: 'string' } },
    { strength: { type: 'integer' } },
    { lost: { type: 'object' } },
  );
  it('requires the head and units placed by hex, and allows nothing else', () => {
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['turn', 'phase', 'activeSide', 'units'],
    });
  });
  it('adds the ruleset fields to each unit and to the position', () => {
    const props = schema.properties as Record<string, { items?: { properties: object } }>;
    expect(Object.keys(props)).toEqual(['turn', 'phase', 'activeSide', 'units', 'lost']);
    expect(Object.keys(props.units?.items?.properties ?? {})).toEqual([
      'unitId',
      'hex',
      'strength',
    ]);
  });
});
