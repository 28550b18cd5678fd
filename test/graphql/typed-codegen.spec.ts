import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, getNamedType, type GraphQLObjectType } from 'graphql';
import * as ts from 'typescript';
import { selectAll } from './typed-selection';

/**
 * Issue #32 item 2, "done when": graphql-codegen over the SDL (openapi/schema.graphql, which
 * `npm run contracts:check` keeps equal to the server's) yields no `unknown`/`any` for the typed
 * fields, except where a schema leaves the data free (listed below, each with its reason: the
 * members typed `unknown` must be exactly these names) — and a consumer of the generated types
 * compiles under `strict`, narrowing by `__typename` with no cast.
 */

/** Where the typed answers are still `JSON`, by `<type>.<field>`, and why. */
const FREE: Readonly<Record<string, string>> = {
  'A20State.combat': 'always null in a20 (no combat in progress is kept): an empty schema',
  'AtwTurnStatus.pendingDecision': 'atw publishes no pendingDecisionSchema yet',
  'ActionSpaceVaryValue.options':
    "a choice's values: any scalar (string, number, boolean or null), as the command member",
  'GameCreatedEventData.setup': "a custom set-up: the ruleset's setupSchema, free in OpenAPI too",
};

const SDL = readFileSync(join(__dirname, '../../openapi/schema.graphql'), 'utf8');

/** Every selection with `__typename`, so the consumer can name the type of each path. */
const withTypenames = (selection: string): string => selection.replace(/\{ /g, '{ __typename ');

function operation(): string {
  const schema = buildSchema(SDL);
  const game = schema.getType('Game') as GraphQLObjectType;
  const sel = (field: string) =>
    withTypenames(selectAll(getNamedType(game.getFields()[field]!.type)));
  const event = schema.getType('GameEvent') as GraphQLObjectType;
  return `query Typed($id: ID!) {
    game(id: $id) {
      turnStatus ${sel('turnStatus')}
      typedState ${sel('typedState')}
      typedLegalActions ${sel('typedLegalActions')}
      typedVictory ${sel('typedVictory')}
      typedMap ${sel('typedMap')}
      typedMeasure(from: "a", to: "b") ${sel('typedMeasure')}
      events { typed ${withTypenames(selectAll(getNamedType(event.getFields()['typed']!.type)))} }
    }
  }
  query Play($id: ID!) {
    game(id: $id) {
      turnStatus {
        __typename
        ... on Spi1980TurnStatus { phase activeSide pendingDecision { __typename } }
        ... on A1805TurnStatus { a1805Phase: phase }
      }
      typedLegalActions {
        __typename
        ... on Spi1980MoveUnitLegalAction { command { unitId path } cost }
      }
    }
  }`;
}

/**
 * The generated types, by @graphql-codegen run in a child Node (its ESM dependencies do not load
 * under Jest), with the config scripts/export-contracts.ts types the client's documents with.
 */
function generated(): string {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { parse } = await import('graphql');
    const { codegen } = await import('@graphql-codegen/core');
    const operations = await import('@graphql-codegen/typescript-operations');
    const input = JSON.parse(readFileSync(process.argv[1], 'utf8'));
    process.stdout.write(await codegen({
      filename: 'typed.generated.ts',
      schema: parse(input.sdl),
      documents: [{ location: 'typed.graphql', document: parse(input.operation) }],
      config: { scalars: { JSON: 'unknown' }, enumsAsTypes: true, onlyOperationTypes: true },
      plugins: [{ typescriptOperations: {} }],
      pluginMap: { typescriptOperations: operations },
    }));`;
  const dir = mkdtempSync(join(tmpdir(), 'pratzen-codegen-'));
  try {
    const input = join(dir, 'input.json');
    writeFileSync(input, JSON.stringify({ sdl: SDL, operation: operation() }));
    return execFileSync(process.execPath, ['--input-type=module', '-e', script, input], {
      cwd: join(__dirname, '../..'),
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CONSUMER = `
import type { PlayQuery } from './typed.generated';

// A consumer reads a game typed by its ruleset, no cast.
export function phaseOf(game: NonNullable<PlayQuery['game']>): string {
  const status = game.turnStatus;
  if (status.__typename === 'Spi1980TurnStatus') {
    const phase: 'rally' | 'movement' | 'combat' = status.phase;
    const side: 'allied' | 'french' = status.activeSide;
    return \`\${phase} \${side} \${status.pendingDecision?.__typename ?? ''}\`;
  }
  if (status.__typename === 'A1805TurnStatus') return status.a1805Phase;
  return '';
}
export function moves(game: NonNullable<PlayQuery['game']>): string[] {
  return game.typedLegalActions.flatMap((action) =>
    action.__typename === 'Spi1980MoveUnitLegalAction'
      ? [\`\${action.command.unitId} \${action.command.path.join('-')} \${action.cost ?? ''}\`]
      : [],
  );
}
`;

test('graphql-codegen over the SDL: the typed fields have no unknown beyond the free data; a strict consumer compiles', async () => {
  const files: Record<string, string> = {
    'typed.generated.ts': generated(),
    'consumer.ts': CONSUMER,
  };
  const text = files['typed.generated.ts']!;
  expect(text).not.toMatch(/:\s*any\b/);
  // Every member typed `unknown` (the JSON scalar) is one of the free data listed.
  const unknownMembers = new Set(
    [...text.matchAll(/(\w+?)(?:__\d+)?\??: unknown/g)].map((m) => m[1]),
  );
  expect([...unknownMembers].sort()).toEqual(
    [...new Set(Object.keys(FREE).map((k) => k.split('.')[1]))].sort(),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => files[f.replace(/^.*\//, '')] ?? read(f);
  host.fileExists = (f) => f.replace(/^.*\//, '') in files || exists(f);
  const program = ts.createProgram(['consumer.ts'], options, host);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(errors).toEqual([]);
}, 120_000);

test('the consumer fails when a generated type changes (the compile check can fail)', async () => {
  const generatedText = generated();
  const broken = generatedText.replace(/unitId: string/, 'unitId: number');
  expect(broken).not.toBe(generatedText);
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, types: [] };
  const files: Record<string, string> = { 'typed.generated.ts': broken, 'consumer.ts': CONSUMER };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => files[f.replace(/^.*\//, '')] ?? read(f);
  host.fileExists = (f) => f.replace(/^.*\//, '') in files || exists(f);
  const program = ts.createProgram(['consumer.ts'], options, host);
  expect(ts.getPreEmitDiagnostics(program).length).toBeGreaterThan(0);
}, 120_000);
