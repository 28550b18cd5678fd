import { hexSchema, moveUnitSchema } from './hex-schema';

describe('hexSchema', () => {
  const pattern = new RegExp(hexSchema.pattern as string);
  it.each(['0101', '1512', '0000'])('accepts the four-digit label %s', (label) => {
    expect(pattern.test(label)).toBe(true);
  });
  it.each(['101', '01011', 'a101', ''])('refuses %p', (label) => {
    expect(pattern.test(label)).toBe(false);
  });
});

describe('moveUnitSchema', () => {
  const schema = moveUnitSchema('move', 'leave the map', 40) as {
    properties: { path: { items: unknown; maxItems?: number }; exitMap: { description: string } };
    required: string[];
    if: unknown;
    else: unknown;
  };
  it('takes a unit and a path of hex labels, capped when asked', () => {
    expect(schema.required).toEqual(['type', 'unitId', 'path']);
    expect(schema.properties.path.items).toBe(hexSchema);
    expect(schema.properties.path.maxItems).toBe(40);
    expect(
      (moveUnitSchema('m', 'x') as { properties: { path: object } }).properties.path,
    ).not.toHaveProperty('maxItems');
  });
  it('allows an empty path only with exitMap', () => {
    expect(schema.properties.exitMap.description).toBe('leave the map');
    expect(schema.if).toEqual({ properties: { exitMap: { const: true } }, required: ['exitMap'] });
    expect(schema.else).toEqual({ properties: { path: { type: 'array', minItems: 1 } } });
  });
});
