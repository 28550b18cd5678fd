import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  SESSION_EVENT_SCHEMAS,
  shapeBoolean,
  shapeEnum,
  shapeInteger,
  shapeNullable,
  shapeObject,
  shapeString,
  shapeStrings,
} from '@pratzen/engine';
import { REDACTED } from '@pratzen/audit';
import { GAME_CREATED } from '@pratzen/game';
import type { AnyRuleset } from '../rulesets/ruleset-registry';

/**
 * The event envelopes of the OpenAPI document, typed per ruleset: one component per event type
 * (`<Prefix><Type>Event`: the envelope with `type` fixed and `data` of the ruleset's
 * `eventSchemas`), the API's `GameCreated`, the session's events and the `Redacted` placeholder
 * shared by all, and each ruleset's union `<Prefix>Event` (`oneOf` discriminated by `type`).
 * `EventEnvelopeDto`, which GET /events and POST /commands answer with, becomes any ruleset's
 * event (`anyOf` of the unions: the game's ruleset decides which, and rulesets share type names).
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** GameCreated's data as every viewer sees it (game-created.ts `publicGameCreated`). */
export const GAME_CREATED_DATA = shapeObject(
  {
    gameId: shapeString,
    rulesetId: shapeString,
    rulesetVersion: shapeString,
    scenarioId: shapeString,
    optionalRules: shapeStrings,
    setup: {
      type: 'object',
      additionalProperties: true,
      nullable: true,
      description:
        "the custom position (the ruleset's setupSchema) as this viewer may see it: a ruleset may leave its secret parts out (a1805: a side's strategic-map `reserve` entries are shown to that side and the referee only, and `reserveRedacted: true` marks a set-up shown so); null: the scenario's own",
    },
    custom: shapeBoolean,
    dice: shapeObject({
      mode: shapeEnum(['server', 'manual']),
      commitment: shapeNullable(shapeString),
    }),
    seats: { ...shapeStrings, description: 'the sides that have a seat' },
    label: shapeNullable(shapeString),
    tournament: shapeNullable(shapeString),
    bots: {
      type: 'object',
      additionalProperties: shapeString,
      description:
        'the sides the server plays, by bot id (`{"allied": "greedy"}`); absent in games without bot sides',
    },
    createdAt: { type: 'string', format: 'date-time' },
    commitments: {
      ...shapeObject({ scheme: shapeString, keyCommitment: shapeString }),
      description: 'games sealed over public forms (record format 2)',
    },
  },
  ['bots', 'commitments'],
);

/**
 * An event's data as the envelope carries it: its `type` is the envelope's, not repeated in
 * `data` (a ruleset whose event schemas describe the whole event, tag included — atw — has it
 * left out here).
 */
export function untagged(data: unknown): unknown {
  const schema = data as SchemaObject | null;
  if (schema?.properties?.['type'] === undefined) return data;
  const { type: _tag, ...properties } = schema.properties;
  return {
    ...schema,
    properties,
    ...(schema.required === undefined
      ? {}
      : { required: schema.required.filter((k) => k !== 'type') }),
  };
}

/** An envelope whose `type` is `type` and whose `data` has the shape `data`. */
function envelope(type: string, data: unknown, description?: string): SchemaObject {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['gameId', 'version', 'type', 'data', 'meta'],
    ...(description === undefined ? {} : { description }),
    properties: {
      gameId: { type: 'string', format: 'uuid' },
      version: { type: 'integer', minimum: 1, description: '1-based position in the game stream' },
      type: { type: 'string', enum: [type] },
      data: untagged(data) as SchemaObject,
      meta: ref('EventMetaDto'),
    },
  };
}

/** An event of a ruleset that publishes no event schemas: any type, free-form data. */
const FREE_EVENT: SchemaObject = {
  type: 'object',
  required: ['gameId', 'version', 'type', 'data', 'meta'],
  properties: {
    gameId: { type: 'string', format: 'uuid' },
    version: { type: 'integer', minimum: 1 },
    type: { type: 'string' },
    data: { type: 'object', additionalProperties: true, nullable: true },
    meta: ref('EventMetaDto'),
  },
  description: 'an event of a ruleset that describes no event schemas (data free-form)',
};

export function addEventShapes(
  schemas: Record<string, SchemaObject | ReferenceObject>,
  rulesets: readonly AnyRuleset[],
  prefixOf: (rulesetId: string) => string,
): void {
  const shared: Record<string, string> = {
    [GAME_CREATED]: 'GameCreatedEvent',
    [REDACTED]: 'RedactedEvent',
  };
  schemas['GameCreatedEvent'] = envelope(
    GAME_CREATED,
    GAME_CREATED_DATA,
    "every game's first event (version 1): its set-up",
  );
  schemas['RedactedEvent'] = envelope(
    REDACTED,
    {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      maxProperties: 0,
      description: 'always null',
    },
    'an event the viewer may not see at all, at its version (meta.redacted: true)',
  );
  for (const [type, data] of Object.entries(SESSION_EVENT_SCHEMAS)) {
    schemas[`Session${type}Event`] = envelope(type, data, "the game session's (every ruleset)");
    shared[type] = `Session${type}Event`;
  }
  const unions: string[] = [];
  for (const ruleset of rulesets) {
    const prefix = prefixOf(ruleset.info.id);
    const union = `${prefix}Event`;
    unions.push(union);
    if (ruleset.eventSchemas === undefined) {
      schemas[union] = FREE_EVENT;
      continue;
    }
    const mapping: Record<string, string> = {};
    for (const [type, data] of Object.entries(ruleset.eventSchemas)) {
      schemas[`${prefix}${type}Event`] = envelope(type, data);
      mapping[type] = ref(`${prefix}${type}Event`).$ref;
    }
    for (const [type, name] of Object.entries(shared)) mapping[type] = ref(name).$ref;
    schemas[union] = {
      description: `an event of a ${ruleset.info.id} game as the viewer may see it, by \`type\``,
      oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'type', mapping },
    };
  }
  schemas['EventEnvelopeDto'] = {
    description:
      "an event as the viewer may see it, of the game's ruleset (`<Prefix>Event`: several " +
      'rulesets share type names, so the ruleset decides which)',
    anyOf: unions.map(ref),
  };
}

/**
 * `GameRecordDto`, GET /record's answer (libs/audit `pratzen-record/1`, `/2`; every member in
 * openapi/record.schema.json), with its events typed: the genesis `GameCreatedEvent`, every
 * command's events of the game's ruleset (`EventEnvelopeDto`, whole: a record hides nothing).
 */
export function addRecordShape(schemas: Record<string, SchemaObject | ReferenceObject>): void {
  const nullableString = shapeNullable(shapeString);
  // The shape kit's blocks are JSON Schemas typed by what they describe: OpenAPI objects here.
  schemas['GameRecordDto'] = {
    type: 'object',
    additionalProperties: true,
    description:
      'A game record, format `pratzen-record/1` (or `/2`: events sealed over their public forms, with the commit key); its whole JSON Schema is openapi/record.schema.json',
    required: ['format', 'gameId', 'ruleset', 'genesis', 'commands', 'headHash', 'eventCount'],
    properties: {
      format: shapeEnum(['pratzen-record/1', 'pratzen-record/2']),
      gameId: shapeString,
      ruleset: shapeObject({ id: shapeString, version: shapeString }),
      status: shapeEnum(['active', 'over']),
      dice: shapeObject({
        mode: shapeEnum(['server', 'manual']),
        scheme: shapeString,
        commitment: nullableString,
        seed: { ...nullableString, description: 'the dice seed (hex), once revealed' },
      }),
      genesis: ref('GameCreatedEvent'),
      commands: {
        type: 'array',
        description: 'every command, in stream order, with the events it produced',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['commandId', 'actor', 'commandType', 'command', 'dice', 'events'],
          properties: {
            commandId: shapeString,
            actor: shapeString,
            commandType: shapeString,
            command: ref('AnyCommand'),
            dice: { type: 'array', items: ref('RecordDieRoll') },
            events: { type: 'array', items: ref('EventEnvelopeDto') },
          },
        },
      },
      headHash: shapeString,
      eventCount: { type: 'integer', minimum: 1 },
    },
  } as SchemaObject;
  schemas['RecordDieRoll'] = shapeObject(
    { index: shapeInteger, face: shapeInteger, sides: shapeInteger, purpose: shapeString },
    ['sides'],
  ) as SchemaObject;
}
