import { RULESETS } from '@pratzen/rulesets';
import {
  getNamedType,
  GraphQLObjectType,
  type GraphQLNamedType,
  GraphQLUnionType,
  isLeafType,
} from 'graphql';
import { buildTypedTypes } from './ruleset-types';
import { isTypedShape, TYPED_SHAPE_MAX_DEPTH } from './shape-types';

// The query-depth limit skips the typed shapes' fields (query-limits.ts) because they hold no
// cycle; armor's outer depth leaves TYPED_SHAPE_MAX_DEPTH for them (query-gate.ts).
const typed = buildTypedTypes(RULESETS);

/** The most fields nested below `type`; throws on a cycle. */
function depth(type: GraphQLNamedType, path: readonly string[] = []): number {
  if (isLeafType(type)) return 0;
  if (path.includes(type.name)) throw new Error(`cycle: ${[...path, type.name].join(' → ')}`);
  const next = [...path, type.name];
  if (type instanceof GraphQLUnionType) {
    return Math.max(...type.getTypes().map((member) => depth(member, next)));
  }
  const fields = Object.values((type as GraphQLObjectType).getFields());
  return Math.max(0, ...fields.map((f) => 1 + depth(getNamedType(f.type), next)));
}

test('the typed shapes hold no cycle and nest at most TYPED_SHAPE_MAX_DEPTH fields', () => {
  const deepest = Math.max(...typed.types.map((t) => depth(t)));
  expect(deepest).toBeLessThanOrEqual(TYPED_SHAPE_MAX_DEPTH);
  expect(deepest).toBeGreaterThan(3);
});

test('every object type built is marked as a typed shape (the depth limit skips only these)', () => {
  const objects = typed.types.filter((t) => t instanceof GraphQLObjectType);
  expect(objects.length).toBeGreaterThan(100);
  expect(objects.filter((t) => !isTypedShape(t)).map((t) => t.name)).toEqual([]);
});

test('phase and side are per-ruleset enums; the free data is only what the schemas leave free', () => {
  expect(typed.types.map((t) => t.name)).toEqual(
    expect.arrayContaining(['Spi1980Phase', 'Spi1980Side', 'A1805Phase', 'AtwSide']),
  );
  expect([...typed.free].sort()).toEqual(
    [
      'A20StateCombat',
      'ActionSpaceVaryValueOptions',
      'AtwPendingDecision',
      'GameCreatedEventDataSetup',
    ].sort(),
  );
});
