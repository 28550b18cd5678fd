import { shapeObject, shapeString } from './shape-kit';
import { shape } from './shape-kit';

describe('shape (the engine shape builders under short names)', () => {
  it('builds the same schemas as the engine builders it names', () => {
    const { array, bool, int, nullable, object, oneOf, str, strs } = shape;
    const built = object({
      a: str,
      b: nullable(int),
      c: array(object({ d: bool })),
      e: oneOf(['x', 'y']),
      f: strs,
    });
    expect(built).toMatchObject({
      type: 'object',
      required: ['a', 'b', 'c', 'e', 'f'],
      properties: {
        a: { type: 'string' },
        b: { type: 'integer', nullable: true },
        c: { type: 'array', items: { type: 'object', properties: { d: { type: 'boolean' } } } },
        e: { type: 'string', enum: ['x', 'y'] },
        f: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(object({ a: str })).toEqual(shapeObject({ a: shapeString }));
  });
});
