/**
 * Writes the generated contracts from the code: openapi/openapi.yaml (from @nestjs/swagger) and
 * openapi/schema.graphql (code-first SDL, sorted). With --check it writes nothing and exits 1
 * when the committed files differ from what the code generates (CI's drift check).
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register scripts/export-contracts.ts [--check]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { stringify } from 'yaml';

const check = process.argv.includes('--check');
const OPENAPI = 'openapi/openapi.yaml';
const SDL = 'openapi/schema.graphql';

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'pratzen-contracts-'));
  const sdlOut = check ? join(scratch, 'schema.graphql') : SDL;
  // Set before the app's modules read the environment.
  process.env['GRAPHQL_SCHEMA_FILE'] = sdlOut;
  process.env['EVENT_STORE'] = 'memory';
  const { createApp } = await import('../apps/api/src/app');
  const { OpenApiDocument } = await import('../apps/api/src/openapi/openapi.document');
  const app = await createApp({ logger: false });
  try {
    const yaml = stringify(app.get(OpenApiDocument).get(), { lineWidth: 0 });
    const openapiOut = check ? join(scratch, 'openapi.yaml') : OPENAPI;
    writeFileSync(openapiOut, yaml);
    if (!check) {
      console.log(`wrote ${OPENAPI} and ${SDL}`);
      return 0;
    }
    const drift = [
      [OPENAPI, openapiOut],
      [SDL, sdlOut],
    ].filter(([committed, fresh]) => {
      const read = (p: string) => {
        try {
          return readFileSync(p, 'utf8');
        } catch {
          return null;
        }
      };
      return read(committed as string) !== read(fresh as string);
    });
    for (const [committed] of drift) {
      console.error(`${committed} is out of date: run npm run contracts and commit the result`);
    }
    if (drift.length === 0) console.log(`${OPENAPI} and ${SDL} match the code`);
    return drift.length === 0 ? 0 : 1;
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
