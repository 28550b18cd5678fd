import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Shared by the architecture specs: which files they read and what those files import. */

/** Folders that are not the built code (tsconfig.build.json leaves them out). */
export const NOT_BUILT = ['testing', 'simulation', 'generated'];

/** What a file imports: static imports and re-exports, `import(…)` and `require(…)`. */
export const importsOf = (text: string): string[] => [
  ...[
    ...text.matchAll(
      /^\s*(?:import\s[^'";]*?from\s*|import\s*|export\s[^'";]*?from\s*)['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1] as string),
  ...[...text.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] as string,
  ),
];

/** A TypeScript source that is not a test. */
export const built = (name: string): boolean =>
  name.endsWith('.ts') &&
  !name.endsWith('.spec.ts') &&
  !name.endsWith('.test.ts') &&
  !name.endsWith('.d.ts');

/** The non-test sources under `dir`, leaving out node_modules, dist and the folders in `skip`. */
export function sources(dir: string, skip: readonly string[] = NOT_BUILT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) {
      return ['node_modules', 'dist', ...skip].includes(e.name)
        ? []
        : sources(join(dir, e.name), skip);
    }
    return built(e.name) ? [join(dir, e.name)] : [];
  });
}
