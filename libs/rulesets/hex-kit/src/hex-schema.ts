import { commandSchema, shapeArray, shapeBoolean, unitIdSchema, type Shape } from '@pratzen/engine';

/** A printed four-digit hex label (CCRR) in a command's JSON Schema (JSON Schema 2020-12). */
export const hexSchema: Shape<string> = {
  type: 'string',
  pattern: '^[0-9]{4}$',
  description: 'printed four-digit hex label',
};

/**
 * The schema of a hex ruleset's MoveUnit: a unit and the hexes it enters in order (`path`, at
 * most `maxPath` when given), perhaps leaving the map after the last (`exitMap`); the path may be
 * empty only for a unit that leaves the map from where it stands.
 */
export function moveUnitSchema(
  description: string,
  exitDescription: string,
  maxPath?: number,
): Shape<{
  readonly type: 'MoveUnit';
  readonly unitId: string;
  readonly path: readonly string[];
  readonly exitMap?: boolean;
}> {
  return {
    ...commandSchema(
      'MoveUnit',
      description,
      {
        unitId: unitIdSchema,
        path: {
          ...shapeArray(hexSchema),
          ...(maxPath !== undefined ? { maxItems: maxPath } : {}),
        },
        exitMap: { ...shapeBoolean, description: exitDescription },
      },
      ['unitId', 'path'],
    ),
    if: { properties: { exitMap: { const: true } }, required: ['exitMap'] },
    else: { properties: { path: { type: 'array', minItems: 1 } } },
  };
}
