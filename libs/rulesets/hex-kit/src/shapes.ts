import {
  shapeArray,
  shapeBoolean,
  shapeEnum,
  shapeInteger,
  shapeLiteral,
  shapeNullable,
  shapeNumber,
  shapeObject,
  shapeRecord,
  shapeString,
  shapeStrings,
  shapeUnion,
} from '@pratzen/engine';

/**
 * The engine's shape builders (libs/engine shape-kit) under the short names the hex rulesets'
 * schema files give them, once: `const { object, str, int } = shape;` in place of a list of
 * `shapeObject as object` aliases repeated in every schema file.
 */
export const shape = {
  array: shapeArray,
  bool: shapeBoolean,
  oneOf: shapeEnum,
  int: shapeInteger,
  literal: shapeLiteral,
  nullable: shapeNullable,
  num: shapeNumber,
  object: shapeObject,
  record: shapeRecord,
  str: shapeString,
  strs: shapeStrings,
  union: shapeUnion,
} as const;
