/**
 * Preloaded by the API child processes after ts-node (`-r ts-node/register/transpile-only -r
 * <this>`): keeps each transpiled file on disk, keyed by its path, its text and the compiler
 * settings, so a node started again (the next node of a cluster, the next run) skips
 * TypeScript for the files it has seen. Transpiling is most of a node's start-up CPU; on a
 * miss, or any trouble with the cache, ts-node transpiles as usual.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface CompilingModule {
  _compile(code: string, filename: string): unknown;
}
type Loader = (module: CompilingModule, filename: string) => void;

const ROOT = path.resolve(__dirname, '../../..');
const DIR = path.join(tmpdir(), 'pratzen-ts-cache');
const extensions = require.extensions as unknown as Record<string, Loader>;
const tsLoader = extensions['.ts'];

function settings(): string {
  const read = (file: string): string => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  return [
    process.version,
    read(path.join(ROOT, 'node_modules/typescript/package.json')),
    read(path.join(ROOT, 'node_modules/ts-node/package.json')),
    read(path.join(ROOT, 'tsconfig.json')),
  ].join('\n');
}

if (tsLoader !== undefined) {
  const salt = createHash('sha256').update(settings()).digest('hex');
  mkdirSync(DIR, { recursive: true });
  extensions['.ts'] = (module, filename) => {
    let file: string | null = null;
    let cached: string | null = null;
    try {
      const key = createHash('sha256')
        .update(salt)
        .update(filename)
        .update(readFileSync(filename))
        .digest('hex');
      file = path.join(DIR, `${key}.js`);
      cached = readFileSync(file, 'utf8');
    } catch {
      // not cached yet: transpile below
    }
    if (cached !== null) {
      module._compile(cached, filename);
      return;
    }
    const compile = module._compile;
    module._compile = function (code: string, name: string) {
      // ts-node's own _compile wrapper hands us the transpiled JavaScript.
      if (file !== null && name === filename) {
        try {
          const partial = `${file}.${process.pid}`;
          writeFileSync(partial, code);
          renameSync(partial, file);
        } catch {
          // a cache that cannot be written is only slower
        }
      }
      return compile.call(this, code, name);
    };
    tsLoader(module, filename);
  };
}
