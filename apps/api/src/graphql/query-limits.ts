import {
  GraphQLError,
  getNamedType,
  isLeafType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { isTypedShape } from './typed/shape-types';

/** Stable codes of the query-shape limits (400-equivalent). */
export type QueryLimitCode = 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX';

export interface QueryLimits {
  /**
   * Deepest nesting of data fields, e.g. `game { events { data } }` is 3. Introspection fields
   * do not count: the standard introspection query nests 15 levels through `ofType`, and
   * graphql-js's own MaxIntrospectionDepthRule already refuses `fields { type { fields ...`.
   * Nor do the fields of the typed per-ruleset shapes (`game { typedState { ... on
   * AtwGameState { state { armies ...` is 2): they hold no cycle, so the schema bounds them.
   */
  readonly maxDepth: number;
  /** Most cost per operation, fragments expanded (see `costOf`). */
  readonly maxCost: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 8, maxCost: 1000 };

/**
 * Set on a list field with `@Extensions({ listSize })`: the argument that sizes the list, its
 * default and its maximum. The cost of the field's selection is multiplied by the size (the
 * maximum when the size is a variable: validation runs before variables are known).
 */
export interface ListSize {
  readonly argument: string;
  readonly default: number;
  readonly max: number;
}

/** A validation error whose code survives Apollo's GRAPHQL_VALIDATION_FAILED wrapping. */
export class QueryLimitError extends GraphQLError {
  constructor(
    readonly code: QueryLimitCode,
    message: string,
    readonly limit: number,
  ) {
    super(message, { extensions: { code, limit } });
    this.name = 'QueryLimitError';
  }
}

type AnyField = GraphQLField<unknown, unknown>;

/**
 * A field's own cost: its `complexity` (`@ResolveField(..., { complexity })`, set on fields
 * that read the store or act), else 1 for an object and 0 for a scalar, as in the IBM GraphQL
 * cost specification: scalars come with the object that was already paid for.
 */
function costOf(field: AnyField | null | undefined): number {
  const complexity = field?.extensions.complexity;
  if (typeof complexity === 'number' && complexity >= 0) return complexity;
  return field && isLeafType(getNamedType(field.type)) ? 0 : 1;
}

function sizeOf(field: AnyField | null | undefined, node: FieldNode): number {
  const listSize = field?.extensions['listSize'] as ListSize | undefined;
  if (listSize === undefined) return 1;
  const arg = node.arguments?.find((a) => a.name.value === listSize.argument)?.value;
  if (arg === undefined || arg.kind === Kind.NULL) return listSize.default;
  if (arg.kind === Kind.INT) return Math.max(0, Math.min(Number(arg.value), listSize.max));
  return listSize.max;
}

const isIntrospection = (name: string, parentType: string | undefined): boolean =>
  name.startsWith('__') || (parentType?.startsWith('__') ?? false);

interface Measure {
  cost: number;
  depth: number;
}

/** What one operation or fragment selects itself; its spreads are added up at the end. */
interface Unit extends Measure {
  readonly name: string;
  readonly spreads: { readonly name: string; readonly at: Measure }[];
}

/**
 * Refuses operations nested too deep or costing too much. Each fragment is measured once and
 * its totals memoised, so nested spreads (which expand exponentially) cost nothing to check; a
 * cycle counts as zero (NoFragmentCyclesRule reports it).
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const operations: Unit[] = [];
    const fragments = new Map<string, Unit>();
    let unit: Unit = { name: '', cost: 0, depth: 0, spreads: [] };
    // Where the walk stands inside the current unit; one entry per open field.
    let at: Measure = { cost: 1, depth: 0 }; // `cost` here is the multiplier in force
    const open: Measure[] = [];

    const begin = (name: string): Unit => {
      unit = { name, cost: 0, depth: 0, spreads: [] };
      at = { cost: 1, depth: 0 };
      return unit;
    };

    const totals = new Map<string, Measure>();
    const expanding = new Set<string>();
    const total = (u: Unit): Measure => {
      const sum: Measure = { cost: u.cost, depth: u.depth };
      for (const spread of u.spreads) {
        const fragment = fragments.get(spread.name);
        if (fragment === undefined || expanding.has(spread.name)) continue;
        let t = totals.get(spread.name);
        if (t === undefined) {
          expanding.add(spread.name);
          t = total(fragment);
          expanding.delete(spread.name);
          totals.set(spread.name, t);
        }
        sum.cost += spread.at.cost * t.cost;
        sum.depth = Math.max(sum.depth, spread.at.depth + t.depth);
      }
      return sum;
    };

    const report = (code: QueryLimitCode, message: string, limit: number): void =>
      context.reportError(new QueryLimitError(code, message, limit));

    return {
      OperationDefinition(node) {
        operations.push(begin(node.name ? `"${node.name.value}"` : 'the operation'));
      },
      FragmentDefinition(node) {
        fragments.set(node.name.value, begin(node.name.value));
      },
      Field: {
        enter(node) {
          const field = context.getFieldDef();
          const parent = context.getParentType();
          // Introspection, and the typed shapes' own fields (acyclic: typed/shape-types.ts), do
          // not count towards the depth.
          const data = !isIntrospection(node.name.value, parent?.name) && !isTypedShape(parent);
          unit.cost += at.cost * costOf(field);
          open.push(at);
          at = { cost: at.cost * sizeOf(field, node), depth: at.depth + (data ? 1 : 0) };
          unit.depth = Math.max(unit.depth, at.depth);
        },
        leave() {
          at = open.pop() ?? at;
        },
      },
      FragmentSpread(node) {
        unit.spreads.push({ name: node.name.value, at });
      },
      Document: {
        leave() {
          for (const operation of operations) {
            const t = total(operation);
            const name = operation.name;
            if (t.depth > limits.maxDepth) {
              const { maxDepth } = limits;
              report(
                'QUERY_TOO_DEEP',
                `${name} nests ${t.depth} levels; at most ${maxDepth}`,
                maxDepth,
              );
            }
            if (t.cost > limits.maxCost) {
              const { maxCost } = limits;
              const cost = t.cost > 1e9 ? 'over a billion' : String(t.cost);
              report('QUERY_TOO_COMPLEX', `${name} costs ${cost}; at most ${maxCost}`, maxCost);
            }
          }
        },
      },
    };
  };
}
