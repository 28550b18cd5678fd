import {
  type EventsOf,
  type ShapeType,
  shapeArray,
  shapeEnum,
  shapeInteger,
  shapeLiteral,
  shapeNullable,
  shapeObject,
  shapeString,
  shapeUnion,
} from './shape-kit';

const unitMoved = shapeObject(
  { unitId: shapeString, from: shapeNullable(shapeString), cost: shapeInteger, note: shapeString },
  ['note'],
);
const EVENTS = {
  UnitMoved: unitMoved,
  Rolled: shapeObject({
    die: shapeInteger,
    rule: shapeLiteral('9.0'),
    side: shapeEnum(['a', 'b']),
  }),
};

describe('shape kit', () => {
  it('builds strict OpenAPI 3.0 schemas', () => {
    expect(unitMoved).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['unitId', 'from', 'cost'],
      properties: {
        unitId: { type: 'string' },
        from: { type: 'string', nullable: true },
        cost: { type: 'integer' },
        note: { type: 'string' },
      },
    });
    expect(shapeUnion([unitMoved], 'd')).toEqual({
      type: 'object',
      oneOf: [unitMoved],
      description: 'd',
    });
    expect(shapeArray(shapeString)).toEqual({ type: 'array', items: { type: 'string' } });
  });

  it('types what a shape describes, and the events of shapes keyed by type (checked by tsc)', () => {
    const moved: ShapeType<typeof unitMoved> = { unitId: 'u', from: null, cost: 2 };
    // @ts-expect-error cost is an integer, not a string
    const wrong: ShapeType<typeof unitMoved> = { unitId: 'u', from: null, cost: '2' };
    const rolled: EventsOf<typeof EVENTS> = { type: 'Rolled', die: 3, rule: '9.0', side: 'a' };
    // @ts-expect-error the rule is the literal 9.0, the side one of a, b
    const off: EventsOf<typeof EVENTS> = { type: 'Rolled', die: 3, rule: '9.1', side: 'c' };
    expect([moved, wrong, rolled, off].map((x) => Object.keys(x).length)).toEqual([3, 3, 4, 4]);
    expect(Object.keys(EVENTS)).toEqual(['UnitMoved', 'Rolled']);
  });
});
