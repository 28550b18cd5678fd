import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { GraphQLSchemaHost } from '@nestjs/graphql';
import { createGqlContext } from './graphql-context';
import { formatGraphqlError } from './graphql-errors';
import { graphqlWsOptions } from './graphql-ws.options';
import { queryLimitsRule } from './query-limits';
import { noSubscriptionOverHttpRule } from './subscriptions-over-http';
import type { WsConnections } from './ws-connections';
import type { AnyRuleset } from '../rulesets/ruleset-registry';
import { withTypedFields } from './typed/typed-schema';

export const GRAPHQL_PATH = '/graphql';
export const DEFAULT_SCHEMA_FILE = 'openapi/schema.graphql';

/**
 * Where the generated SDL goes: `GRAPHQL_SCHEMA_FILE=1` (or `true`) writes the committed
 * `openapi/schema.graphql`, any other value is taken as a path; unset, the schema stays in
 * memory so a server never writes into its working directory.
 */
export function schemaFileFrom(env: Readonly<Record<string, string | undefined>>): string | true {
  const value = env['GRAPHQL_SCHEMA_FILE']?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no'].includes(value.toLowerCase())) return true;
  return ['1', 'true', 'yes'].includes(value.toLowerCase()) ? DEFAULT_SCHEMA_FILE : value;
}

/** The Apollo driver's options: code-first, sorted SDL, limits, one error shape. */
export function graphqlOptions(
  schemaHost: GraphQLSchemaHost,
  env: Readonly<Record<string, string | undefined>> = process.env,
  /** graphql-ws connections' limits; none: unbounded (tests of the options alone). */
  connections?: WsConnections,
  /** The rulesets whose types the typed fields have (typed/ruleset-types.ts). */
  rulesets: readonly AnyRuleset[] = [],
): Omit<ApolloDriverConfig, 'driver'> {
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: schemaFileFrom(env),
    sortSchema: true,
    // The per-ruleset types, in the schema served and in the SDL file alike.
    transformSchema: (schema) => withTypedFields(schema, rulesets),
    transformAutoSchemaFile: true,
    playground: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    context: createGqlContext,
    formatError: formatGraphqlError,
    // HTTP only: graphql-ws validates with its own list (graphql-ws.options.ts).
    validationRules: [queryLimitsRule(), noSubscriptionOverHttpRule()],
    // The schema is built after these options, hence the getter.
    subscriptions: { 'graphql-ws': graphqlWsOptions(() => schemaHost.schema, connections) },
  };
}
