import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type TestServer } from '../api/support/server';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Issue #15: libs/client builds on its own and packs (`npm pack`: its prepack compiles it with
 * its own tsconfig); the tarball holds .js and .d.ts, and its entry, required from a plain Node
 * child process, talks to the real app; a consumer type-checks against the packed .d.ts alone.
 */
describe('typed client: npm pack of libs/client', () => {
  let server: TestServer;
  let scratch: string;
  let files: string[];

  beforeAll(async () => {
    server = await startServer();
    scratch = mkdtempSync(path.join(tmpdir(), 'pratzen-client-pack-'));
    execFileSync('npm', ['pack', '--pack-destination', scratch], {
      cwd: path.join(ROOT, 'libs/client'),
      stdio: 'pipe',
    });
    const [tarball] = readdirSync(scratch).filter((f) => f.endsWith('.tgz'));
    if (tarball === undefined) throw new Error('npm pack wrote no tarball');
    files = execFileSync('tar', ['tzf', path.join(scratch, tarball)], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.length > 0);
    // Installed as a consumer would have it: the package and its one dependency.
    const modules = path.join(scratch, 'node_modules');
    mkdirSync(path.join(modules, '@pratzen/client'), { recursive: true });
    execFileSync('tar', [
      'xzf',
      path.join(scratch, tarball),
      '-C',
      path.join(modules, '@pratzen/client'),
      '--strip-components=1',
    ]);
    symlinkSync(path.join(ROOT, 'node_modules/openapi-fetch'), path.join(modules, 'openapi-fetch'));
    mkdirSync(path.join(modules, '@graphql-typed-document-node'));
    symlinkSync(
      path.join(ROOT, 'node_modules/@graphql-typed-document-node/core'),
      path.join(modules, '@graphql-typed-document-node/core'),
    );
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  test('the tarball holds the compiled entry, its declarations and the README', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/README.md',
        'package/dist/index.js',
        'package/dist/index.d.ts',
        'package/dist/generated/openapi.d.ts',
      ]),
    );
    expect(files.some((f) => f.startsWith('package/src/'))).toBe(false);
  });

  test('a Node child process requires the packed entry and creates a game on the real app', async () => {
    const script = `
      const { PratzenClient, ProblemError } = require('@pratzen/client');
      (async () => {
        const pz = new PratzenClient({ baseUrl: process.argv[1] });
        const created = await pz.createGame({ rulesetId: 'spi-1980', scenarioId: 'historical' });
        const view = await pz.as(created.seats.french.token).state(created.game.id);
        let problem = null;
        try { await pz.game('no-such-game'); } catch (e) { problem = e instanceof ProblemError ? e.code : String(e); }
        console.log(JSON.stringify({ rulesetId: view.rulesetId, units: view.state.units.length, problem }));
      })().catch((e) => { console.error(e); process.exit(1); });`;
    // Asynchronous: the server answers from this process's event loop.
    const run = await new Promise<{ stdout: string; stderr: string; code: number | null }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          ['-e', script, server.base],
          { cwd: scratch, encoding: 'utf8', timeout: 30_000 },
          (_error, stdout, stderr) => resolve({ stdout, stderr, code: child.exitCode }),
        );
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { rulesetId: string; units: number; problem: string };
    expect(out.rulesetId).toBe('spi-1980');
    expect(out.units).toBeGreaterThan(50);
    expect(out.problem).toMatch(/^[A-Z_]+$/);
  }, 40_000);

  test('a consumer type-checks against the packed declarations alone', () => {
    const compilerOptions = {
      strict: true,
      noEmit: true,
      module: 'commonjs',
      moduleResolution: 'node',
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      types: [],
    };
    writeFileSync(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['consumer.ts'] }),
    );
    writeFileSync(
      path.join(scratch, 'consumer.ts'),
      `import { PratzenClient, type GameState } from '@pratzen/client';
       export async function units(pz: PratzenClient, id: string): Promise<number> {
         const view: GameState = await pz.state(id);
         return view.rulesetId === 'spi-1980' ? view.state.units.length : 0;
       }
       // @ts-expect-error: a state has no such member once narrowed
       export const wrong = (v: GameState) => v.rulesetId === 'spi-1980' && v.state.noSuchField;\n`,
    );
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', scratch], {
      cwd: scratch,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  test("the README's whole turn compiles against the packed declarations and plays turn 1 on the real app", async () => {
    const readme = readFileSync(path.join(ROOT, 'libs/client/README.md'), 'utf8');
    const snippet = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    if (snippet === undefined) throw new Error('no ts block in libs/client/README.md');
    const lines = snippet.split('\n');
    const imports = lines.filter((l) => l.startsWith('import '));
    const body = lines
      .filter((l) => !l.startsWith('import '))
      .join('\n')
      .replace("'http://localhost:3000'", 'process.argv[2]!');
    expect(body).toContain('process.argv[2]');
    writeFileSync(
      path.join(scratch, 'readme.ts'),
      `${imports.join('\n')}\ndeclare const process: { argv: string[] };\n` +
        `export async function main(): Promise<void> {\n${body}\n}\nvoid main();\n`,
    );
    writeFileSync(
      path.join(scratch, 'tsconfig.readme.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'commonjs',
          moduleResolution: 'node',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          outDir: 'out',
        },
        files: ['readme.ts'],
      }),
    );
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', 'tsconfig.readme.json'], scratch);
    expect(compiled.stdout + compiled.stderr).toBe('');
    const played = await run(process.execPath, ['out/readme.js', server.base], scratch);
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    // It printed the victory tally of a game now in turn 2.
    expect(played.stdout).toContain('sides');
    const games = await server.client.get<{ items: { turn: number }[] }>('/v1/games');
    expect(games.body.items.some((g) => g.turn === 2)).toBe(true);
  }, 90_000);
});

/** A child process, asynchronously (the server answers from this process's event loop). */
function run(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      [...args],
      { cwd, encoding: 'utf8', timeout: 60_000 },
      (_error, stdout, stderr) => resolve({ stdout, stderr, code: child.exitCode }),
    );
  });
}
