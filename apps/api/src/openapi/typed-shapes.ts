import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { type JsonSchema, SESSION_COMMAND_SCHEMAS } from '@pratzen/engine';
import type { AnyRuleset } from '../rulesets/ruleset-registry';
import { addEventShapes, addRecordShape } from './event-shapes';

/**
 * The per-ruleset shapes of the OpenAPI document, derived from the rulesets themselves: every
 * command (from `commandSchemas`, the schemas POST /commands validates with), each ruleset's
 * commands as a `oneOf` discriminated by `type`, and the state of GET /state as a `oneOf` of one
 * envelope per ruleset discriminated by `rulesetId` (its `state` typed by the ruleset's
 * `viewSchema`, or free-form when it has none). Added to the document Nest builds from the DTOs.
 */

/** `spi-1980` → `Spi1980`: a ruleset's prefix in component names. */
export const componentPrefix = (rulesetId: string): string =>
  rulesetId
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A command's JSON Schema (2020-12) as an OpenAPI 3.0 schema: `const` becomes a one-value `enum`,
 * `type: [t, 'null']` becomes `type: t, nullable: true`;
 * `$schema` goes; `if`/`then`/`else` go too (OpenAPI 3.0 has no conditionals: the schema is then
 * a little looser than the ruleset's, which POST /commands still applies in full).
 */
export function toOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi30);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '$schema' || key === 'if' || key === 'then' || key === 'else') continue;
    if (key === 'const') out['enum'] = [value];
    else if (key === 'type' && Array.isArray(value) && value.includes('null')) {
      const rest = value.filter((t) => t !== 'null');
      if (rest.length !== 1) throw new Error(`no OpenAPI 3.0 form for type ${value.join('|')}`);
      out['type'] = rest[0];
      out['nullable'] = true;
    } else if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toOpenApi30(v)]),
      );
    } else if (key === 'enum' || key === 'required' || key === 'examples' || key === 'example') {
      out[key] = value;
    } else out[key] = toOpenApi30(value);
  }
  return out;
}

const FREE_STATE: SchemaObject = {
  type: 'object',
  additionalProperties: true,
  description: "the ruleset's view of the board for this viewer (not yet described by a schema)",
};

export function addTypedShapes(document: OpenAPIObject, rulesets: readonly AnyRuleset[]): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  const session = new Set(Object.keys(SESSION_COMMAND_SCHEMAS));
  for (const [type, schema] of Object.entries(SESSION_COMMAND_SCHEMAS)) {
    schemas[`Session${type}Command`] = toOpenApi30(schema) as SchemaObject;
  }
  const commandUnions: string[] = [];
  const stateEnvelopes: Record<string, string> = {};
  const base = schemas['GameStateDto'] as SchemaObject;
  for (const ruleset of rulesets) {
    const id = ruleset.info.id;
    const prefix = componentPrefix(id);
    const mapping: Record<string, string> = {};
    const own = Object.entries(ruleset.commandSchemas as Record<string, JsonSchema>).filter(
      ([type]) => !session.has(type),
    );
    for (const [type, schema] of own) {
      schemas[`${prefix}${type}Command`] = toOpenApi30(schema) as SchemaObject;
      mapping[type] = ref(`${prefix}${type}Command`).$ref;
    }
    for (const type of session) mapping[type] = ref(`Session${type}Command`).$ref;
    schemas[`${prefix}Command`] = {
      description: `a command of ${id} (its own and the session's)`,
      oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'type', mapping },
    };
    commandUnions.push(`${prefix}Command`);

    if (ruleset.pendingDecisionSchema !== undefined) {
      schemas[`${prefix}PendingDecision`] = ruleset.pendingDecisionSchema as SchemaObject;
    }
    const stateName = `${prefix}State`;
    schemas[stateName] =
      ruleset.viewSchema === undefined ? FREE_STATE : (ruleset.viewSchema as SchemaObject);
    const envelope = `${prefix}GameState`;
    schemas[envelope] = {
      type: 'object',
      required: [...new Set([...(base.required ?? []), 'rulesetId'])],
      properties: {
        ...base.properties,
        rulesetId: { type: 'string', enum: [id] },
        state: ref(stateName),
      },
    };
    stateEnvelopes[id] = ref(envelope).$ref;
  }
  addEventShapes(schemas, rulesets, componentPrefix);
  addRecordShape(schemas);
  addPreviewsAndDecisions(schemas, rulesets);
  addLegalActions(schemas, rulesets);
  // EventMetaDto stays open: closing it made record events (GameRecordDto) fail the Ajv spec
  // (test/client/event-shapes.spec.ts), a meta member of records not yet identified.
  schemas['AnyCommand'] = {
    description:
      'a command of any ruleset: the game’s ruleset decides which (several rulesets share type names)',
    anyOf: commandUnions.map(ref),
  };
  schemas['GameStateDto'] = {
    description: "the game's state as the caller may see it, by ruleset",
    oneOf: Object.values(stateEnvelopes).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'rulesetId', mapping: stateEnvelopes },
  };
}

const FREE_OBJECT: SchemaObject = { type: 'object', additionalProperties: true };

/**
 * `AnyPreview` (commands/validate's `preview`: each ruleset's by command type, from its
 * `previewSchemas`, `<Prefix><Type>Preview`) and `AnyPendingDecision` (a summary's
 * `pendingDecision`: each ruleset's `<Prefix>PendingDecision`); free-form for a ruleset that
 * previews or decides without publishing the shapes.
 */
function addPreviewsAndDecisions(
  schemas: Record<string, SchemaObject | ReferenceObject>,
  rulesets: readonly AnyRuleset[],
): void {
  const previews: string[] = [];
  const decisions: string[] = [];
  let freePreview = false;
  let freeDecision = false;
  for (const ruleset of rulesets) {
    const prefix = componentPrefix(ruleset.info.id);
    for (const [type, schema] of Object.entries(ruleset.previewSchemas ?? {})) {
      schemas[`${prefix}${type}Preview`] = schema as SchemaObject;
      previews.push(`${prefix}${type}Preview`);
    }
    if (ruleset.previewSchemas === undefined && ruleset.preview !== undefined) freePreview = true;
    if (ruleset.pendingDecisionSchema !== undefined) decisions.push(`${prefix}PendingDecision`);
    else freeDecision = true;
  }
  schemas['AnyPreview'] = {
    description:
      "what commands/validate adds for some commands, by the game's ruleset and the command's " +
      'type (an attack: odds column and outcome table; a move on a table: final pose, distance)',
    anyOf: [...previews.map(ref), ...(freePreview ? [FREE_OBJECT] : [])],
  };
  schemas['AnyPendingDecision'] = {
    description: "the choice a side must make now, by the game's ruleset and the decision's type",
    anyOf: [...decisions.map(ref), ...(freeDecision ? [FREE_OBJECT] : [])],
  };
  for (const summary of ['GameSummaryDto', 'ListedGameDto']) {
    const properties = (schemas[summary] as SchemaObject | undefined)?.properties;
    if (properties?.['pendingDecision'] === undefined) continue;
    properties['pendingDecision'] = {
      type: 'object',
      nullable: true,
      allOf: [ref('AnyPendingDecision')],
      description: "the choice a side must make now (the game's ruleset's), null when none",
    };
  }
}

/**
 * `LegalActionDto` (GET …/legal-actions) by ruleset: `<Prefix><Type>LegalAction` for each command
 * type, its `command` typed by that command's schema and its details by the ruleset's
 * `legalActionSchemas` (closed: a member not listed is a drift), `<Prefix>LegalAction` the `anyOf`
 * of them (exactly one matches: told apart by `command.type`), and `LegalActionDto` the `anyOf` of the rulesets' (the
 * game's ruleset decides which; several share command type names). A ruleset that publishes no
 * `legalActionSchemas` gets one free-form action, its `command` still typed.
 */
function addLegalActions(
  schemas: Record<string, SchemaObject | ReferenceObject>,
  rulesets: readonly AnyRuleset[],
): void {
  const base = schemas['LegalActionDto'] as SchemaObject | undefined;
  if (base === undefined) return;
  const common = base.properties ?? {};
  const rule: SchemaObject = {
    type: 'string',
    description: 'the rule (section number) that offers the action',
  };
  const session = new Set(Object.keys(SESSION_COMMAND_SCHEMAS));
  const unions: string[] = [];
  for (const ruleset of rulesets) {
    const prefix = componentPrefix(ruleset.info.id);
    const details = ruleset.legalActionSchemas;
    const union = `${prefix}LegalAction`;
    unions.push(union);
    if (details === undefined) {
      schemas[union] = {
        type: 'object',
        required: ['command'],
        additionalProperties: true,
        properties: { ...common, command: ref(`${prefix}Command`), rule },
        description: `a legal action of ${ruleset.info.id} (its details not yet described)`,
      };
      continue;
    }
    const branches: string[] = [];
    for (const type of Object.keys(ruleset.commandSchemas as Record<string, JsonSchema>)) {
      const command = session.has(type) ? `Session${type}Command` : `${prefix}${type}Command`;
      const extra = (details[type] ?? {}) as SchemaObject;
      const name = `${prefix}${type}LegalAction`;
      schemas[name] = {
        type: 'object',
        additionalProperties: false,
        required: ['command', ...(extra.required ?? [])],
        properties: { ...common, command: ref(command), rule, ...(extra.properties ?? {}) },
      };
      branches.push(name);
    }
    // `anyOf`, though exactly one branch matches (each `command` schema fixes its `type`): the
    // tag sits inside `command`, where no discriminator can name it, and OpenAPI linters cannot
    // see through the references that the branches exclude each other.
    schemas[union] = {
      description: `a legal action of ${ruleset.info.id}, by command type (exactly one matches)`,
      anyOf: branches.map(ref),
    };
  }
  schemas['LegalActionDto'] = {
    description:
      "one thing the caller may do now, of the game's ruleset: `command` (a body POST /commands " +
      'accepts as it is), `space` (free-form rulesets) and the details the ruleset adds',
    anyOf: unions.map(ref),
  };
}
