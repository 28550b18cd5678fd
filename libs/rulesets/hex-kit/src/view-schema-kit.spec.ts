import type { ShapeType } from '@pratzen/engine';
import {
  type UntypedPaths,
  viewBySide,
  viewInt,
  viewPending,
  viewPendingUnion,
  viewUnits,
} from './view-schema-kit';

describe('the view blocks keep the types they describe', () => {
  it('UntypedPaths names each member a plain JSON Schema left unknown, and nothing else', () => {
    // Checked by the type-check (jest only transpiles): each line compiles only while the
    // derived type is what its comment says.
    const units = viewUnits(['infantry'], { hex: { type: 'string' } });
    const loose: UntypedPaths<{ a: { b: readonly { c: unknown }[] } }> = '.a.b[].c';
    const none: [UntypedPaths<{ a: number | null; b: readonly string[] }>] extends [never]
      ? 'none'
      : 'some' = 'none';
    const unitHex: UntypedPaths<ShapeType<typeof units>> = '[].hex';
    expect([loose, none, unitHex, units.type]).toEqual(['.a.b[].c', 'none', '[].hex', 'array']);
  });

  it('publishes the same JSON as before they were typed', () => {
    expect(viewBySide(viewInt)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['allied', 'french'],
      properties: { allied: { type: 'integer' }, french: { type: 'integer' } },
    });
    const pending = viewPending('Advance', '9.33', {});
    expect(viewPendingUnion([pending])).toEqual({
      type: 'object',
      oneOf: [pending],
      description: 'the choice a side must make now, by `type`',
      nullable: true,
    });
  });
});
