import { dirname, join } from 'path';
import { REDACTED } from '@pratzen/audit';
import { type JsonSchema, SESSION_COMMAND_SCHEMAS, SESSION_EVENT_SCHEMAS } from '@pratzen/engine';
import { GAME_CREATED } from '@pratzen/game';
import {
  type GraphQLFieldConfigMap,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';
import { EventMeta } from '../../games/command.contract';
import { HEX_MAP_SCHEMA, MeasurementDto, TABLE_MAP_SCHEMA } from '../../games/http/game-table.dto';
import { VictoryDto } from '../../games/http/games.responses';
import { ActionSpace } from '../../games/legal-action.contract';
import { GAME_CREATED_DATA, untagged } from '../../openapi/event-shapes';
import { componentPrefix } from '../../openapi/typed-shapes';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { ShapeTypes, TYPED_SHAPE, TypeNames } from './shape-types';

/**
 * The per-ruleset GraphQL types, built when the schema is (graphql.options.ts `transformSchema`)
 * from the JSON Schemas the rulesets publish (commands, events, view, pending decisions, legal
 * actions' details) and from the same DTO classes and schema constants the OpenAPI document is
 * made of (event meta, action spaces, victory, map, measurement): both transports are typed from
 * one source. Names follow the OpenAPI components': `Spi1980State`, `Spi1980MoveUnitCommand`,
 * `Spi1980UnitMovedEvent`...
 *
 * The typed fields (typed-fields.resolver.ts) are declared with the `JSON` scalar and get their
 * types here (`TYPED_FIELDS`); their values are tagged with `__typename` by the resolvers, which
 * know the game's ruleset (graphql-js's default type resolver reads it).
 */

/** The cross-ruleset unions the typed fields return, by name. */
export const TYPED_UNIONS = {
  state: 'TypedGameState',
  legalAction: 'TypedLegalAction',
  event: 'TypedEvent',
  turnStatus: 'TypedTurnStatus',
  map: 'GameMap',
} as const;

/** `(type, field)` → the type the placeholder `JSON` field really has (non-null, list...). */
export const TYPED_FIELDS: Readonly<
  Record<string, Readonly<Record<string, (t: TypedTypes) => GraphQLOutputType>>>
> = {
  Game: {
    turnStatus: (t) => new GraphQLNonNull(t.union('turnStatus')),
    typedState: (t) => t.union('state'),
    typedLegalActions: (t) =>
      new GraphQLNonNull(t.listOf(new GraphQLNonNull(t.union('legalAction')))),
    typedVictory: (t) => new GraphQLNonNull(t.named('Victory')),
    typedMap: (t) => new GraphQLNonNull(t.union('map')),
    typedMeasure: (t) => new GraphQLNonNull(t.named('Measurement')),
  },
  GameEvent: {
    typed: (t) => new GraphQLNonNull(t.union('event')),
  },
};

/** The `__typename` of a value of one of the typed unions, for a game of `rulesetId`. */
export const typedName = {
  state: (rulesetId: string) => `${componentPrefix(rulesetId)}GameState`,
  turnStatus: (rulesetId: string) => `${componentPrefix(rulesetId)}TurnStatus`,
  event: (rulesetId: string, type: string) => `${componentPrefix(rulesetId)}${type}Event`,
  legalAction: (rulesetId: string, commandType: string) =>
    `${componentPrefix(rulesetId)}${commandType}LegalAction`,
  map: (map: unknown) =>
    (map as { type?: unknown } | null)?.type === 'FeatureCollection' ? 'TableMap' : 'HexMap',
};

/**
 * @nestjs/swagger's own schema factory (what `SwaggerModule.createDocument` uses for each DTO),
 * which its package does not export: loaded by file, so the components are the document's own.
 */
function swaggerService<T>(file: string): T {
  const dist = dirname(require.resolve('@nestjs/swagger'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- not in the package's exports
  return require(join(dist, 'services', file)) as T;
}

/** The OpenAPI components of DTO classes, as @nestjs/swagger builds them for the document. */
function dtoComponents(...classes: (new () => object)[]): Record<string, unknown> {
  const { SchemaObjectFactory } =
    swaggerService<typeof import('@nestjs/swagger/dist/services/schema-object-factory')>(
      'schema-object-factory',
    );
  const { ModelPropertiesAccessor } = swaggerService<
    typeof import('@nestjs/swagger/dist/services/model-properties-accessor')
  >('model-properties-accessor');
  const { SwaggerTypesMapper } =
    swaggerService<typeof import('@nestjs/swagger/dist/services/swagger-types-mapper')>(
      'swagger-types-mapper',
    );
  const factory = new SchemaObjectFactory(new ModelPropertiesAccessor(), new SwaggerTypesMapper());
  const schemas: Record<string, never> = {};
  for (const type of classes) factory.exploreModelSchema(type, schemas);
  return schemas;
}

const nonNull = (type: GraphQLOutputType): GraphQLOutputType =>
  type instanceof GraphQLNonNull ? type : new GraphQLNonNull(type as never);
const nullable = (type: GraphQLOutputType): GraphQLOutputType =>
  type instanceof GraphQLNonNull ? (type.ofType as GraphQLOutputType) : type;

export interface TypedTypes {
  union(kind: keyof typeof TYPED_UNIONS): GraphQLUnionType;
  named(name: string): GraphQLObjectType;
  listOf(type: GraphQLOutputType): GraphQLOutputType;
  /** Every type built (to add to the schema). */
  readonly types: readonly GraphQLNamedType[];
  /** Paths left as the `JSON` scalar. */
  readonly free: readonly string[];
}

export function buildTypedTypes(rulesets: readonly AnyRuleset[]): TypedTypes {
  const names = new TypeNames();
  const components = dtoComponents(EventMeta, ActionSpace, VictoryDto, MeasurementDto);
  const shared = new ShapeTypes({ names, components });
  const scopes = [shared];
  const sessionCommandTypes = Object.fromEntries(
    Object.entries(SESSION_COMMAND_SCHEMAS).map(([type, schema]) => [
      type,
      shared.object(schema as JsonSchema, `Session${type}Command`),
    ]),
  );
  const sharedEventData: Record<string, GraphQLOutputType> = {
    [GAME_CREATED]: shared.output(GAME_CREATED_DATA, 'GameCreatedEventData'),
  };
  for (const [type, schema] of Object.entries(SESSION_EVENT_SCHEMAS)) {
    sharedEventData[type] = shared.output(schema, `Session${type}EventData`);
  }
  shared.output({ $ref: '#/components/schemas/VictoryDto' }, 'Victory');
  shared.output({ $ref: '#/components/schemas/MeasurementDto' }, 'Measurement');
  const hexMap = shared.object(HEX_MAP_SCHEMA as JsonSchema, 'HexMap');
  const tableMap = shared.object(TABLE_MAP_SCHEMA as JsonSchema, 'TableMap');
  const actionSpace = shared.output({ $ref: '#/components/schemas/ActionSpaceDto' }, 'ActionSpace');

  const states: GraphQLObjectType[] = [];
  const statuses: GraphQLObjectType[] = [];
  const actions: GraphQLObjectType[] = [];
  const events: GraphQLObjectType[] = [];
  for (const ruleset of rulesets) {
    const id = ruleset.info.id;
    const prefix = componentPrefix(id);
    const view = ruleset.viewSchema as { properties?: { phase?: { enum?: unknown } } } | undefined;
    const viewPhases = Array.isArray(view?.properties?.phase?.enum)
      ? (view.properties.phase.enum as string[])
      : [];
    const scope = new ShapeTypes({
      names,
      prefix,
      components,
      namedEnums: [
        [`${prefix}Phase`, [...new Set([...ruleset.info.phases, ...viewPhases])]],
        [`${prefix}Side`, ruleset.info.sides],
      ],
    });
    const commandTypes = new Map<string, GraphQLObjectType>();
    for (const [type, schema] of Object.entries({
      ...SESSION_COMMAND_SCHEMAS,
      ...ruleset.commandSchemas,
    })) {
      commandTypes.set(
        type,
        sessionCommandTypes[type] ?? scope.object(schema, `${prefix}${type}Command`),
      );
    }
    const command = names.add(
      new GraphQLUnionType({
        name: `${prefix}Command`,
        description: `a command of ${id} (its own and the session's), by \`type\``,
        types: [...commandTypes.values()],
        resolveType: (value: unknown) =>
          commandTypes.get(String((value as { type?: unknown }).type))?.name,
      }),
    );
    const rulesetScope = new ShapeTypes({
      names,
      prefix,
      components,
      refs: { AnyCommand: command },
    });

    // The state, as GET /state answers it.
    const state = rulesetScope.output(
      ruleset.viewSchema ?? { type: 'object', additionalProperties: true },
      `${prefix}State`,
    );
    states.push(
      names.add(
        new GraphQLObjectType({
          extensions: TYPED_SHAPE,
          name: `${prefix}GameState`,
          description: `the state of a ${id} game as the caller may see it`,
          fields: {
            gameId: { type: new GraphQLNonNull(GraphQLID) },
            version: {
              type: new GraphQLNonNull(GraphQLInt),
              description: 'the version this state follows',
            },
            viewer: {
              type: new GraphQLNonNull(GraphQLString),
              description: 'whose view: side:<id>, spectator, referee',
            },
            rulesetId: { type: new GraphQLNonNull(GraphQLString) },
            state: { type: state },
          },
        }),
      ),
    );

    // The turn, phase, side to act and pending decision (the summary's, typed).
    const pending =
      ruleset.pendingDecisionSchema === undefined
        ? scope.output({ type: 'object', additionalProperties: true }, `${prefix}PendingDecision`)
        : scope.output(ruleset.pendingDecisionSchema, `${prefix}PendingDecision`);
    const phases = [...new Set([...ruleset.info.phases, ...viewPhases])];
    statuses.push(
      names.add(
        new GraphQLObjectType({
          extensions: TYPED_SHAPE,
          name: `${prefix}TurnStatus`,
          description: `where a ${id} game stands: turn, phase, side to act, pending decision`,
          fields: () => ({
            ...scope.fields(
              {
                type: 'object',
                required: ['turn', 'phase', 'activeSide'],
                properties: {
                  turn: { type: 'integer' },
                  phase: { type: 'string', enum: phases },
                  activeSide: { type: 'string', enum: [...ruleset.info.sides] },
                },
              },
              `${prefix}TurnStatus`,
            ),
            pendingDecision: {
              type: nullable(pending),
              description: 'the choice a side must make now, null when none',
            },
          }),
        }),
      ),
    );

    // Legal actions: `command` typed, the ruleset's details beside it (as REST spreads them).
    for (const [type, commandType] of commandTypes) {
      const details = (ruleset.legalActionSchemas?.[type] ?? {}) as JsonSchema;
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {
        command: { type: new GraphQLNonNull(commandType) },
        space: {
          type: nullable(actionSpace),
          description: 'free-form rulesets: what else may vary in `command`, within which bounds',
        },
        rule: { type: GraphQLString, description: 'the rule (section number) that offers it' },
      };
      actions.push(
        names.add(
          new GraphQLObjectType({
            extensions: TYPED_SHAPE,
            name: `${prefix}${type}LegalAction`,
            fields: () => ({
              ...fields,
              ...rulesetScope.fields(details, `${prefix}${type}LegalAction`),
            }),
          }),
        ),
      );
    }

    // Events: the envelope with `data` of the event's type and `meta` (its command typed).
    const meta = rulesetScope.output({ $ref: '#/components/schemas/EventMetaDto' }, 'EventMeta');
    // `null`: no `data` field (the placeholder's is null, an empty object's holds nothing).
    const data: Record<string, GraphQLOutputType | null> = { [REDACTED]: null };
    for (const [type, schema] of Object.entries(ruleset.eventSchemas ?? {})) {
      const shape = untagged(schema) as JsonSchema;
      data[type] = isEmptyObject(shape)
        ? null
        : rulesetScope.output(shape, `${prefix}${type}EventData`);
    }
    Object.assign(data, sharedEventData, { [REDACTED]: null });
    for (const [type, dataType] of Object.entries(data)) {
      events.push(
        names.add(
          new GraphQLObjectType({
            extensions: TYPED_SHAPE,
            name: `${prefix}${type}Event`,
            fields: {
              gameId: { type: new GraphQLNonNull(GraphQLID) },
              version: {
                type: new GraphQLNonNull(GraphQLInt),
                description: "1-based position in the game's stream",
              },
              type: { type: new GraphQLNonNull(GraphQLString) },
              ...(dataType === null ? {} : { data: { type: dataType } }),
              meta: { type: nonNull(meta) },
            },
          }),
        ),
      );
    }
    scopes.push(scope, rulesetScope);
  }

  const unions = {
    state: new GraphQLUnionType({
      name: TYPED_UNIONS.state,
      description: "a game's state as the caller may see it, by the game's ruleset",
      types: states,
    }),
    turnStatus: new GraphQLUnionType({
      name: TYPED_UNIONS.turnStatus,
      description: 'where a game stands (turn, phase, side to act), by its ruleset',
      types: statuses,
    }),
    legalAction: new GraphQLUnionType({
      name: TYPED_UNIONS.legalAction,
      description: "a legal action, by the game's ruleset and its command's type",
      types: actions,
    }),
    event: new GraphQLUnionType({
      name: TYPED_UNIONS.event,
      description: "an event as the caller may see it, by the game's ruleset and its type",
      types: events,
    }),
    map: new GraphQLUnionType({
      name: TYPED_UNIONS.map,
      description: "a game's map: a hex map, or a free-form game's table (GeoJSON)",
      types: [hexMap, tableMap],
    }),
  };
  for (const union of Object.values(unions)) names.add(union);
  // Build every type's fields now (they are thunks), so that `free` is complete.
  for (let built = 0; built < names.all().length; built += 1) {
    const type = names.all()[built];
    if (type instanceof GraphQLObjectType) type.getFields();
  }
  return {
    union: (kind) => unions[kind],
    named: (name) => {
      const type = names.all().find((t) => t.name === name);
      if (!(type instanceof GraphQLObjectType)) throw new Error(`no typed object type ${name}`);
      return type;
    },
    listOf: (type) => new GraphQLList(type),
    types: names.all(),
    free: scopes.flatMap((scope) => scope.free),
  };
}

/** An object schema that allows no member at all (`{}` is its only value). */
function isEmptyObject(schema: JsonSchema): boolean {
  const properties = schema['properties'] as Record<string, unknown> | undefined;
  return (
    schema['type'] === 'object' &&
    schema['additionalProperties'] === false &&
    Object.keys(properties ?? {}).length === 0
  );
}
