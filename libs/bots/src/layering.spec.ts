import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * libs/bots is pure and sits above the engine: its library code imports the engine only (its
 * space sampling included, `@pratzen/engine`'s `space-sampling.ts`) — never the API, a ruleset or the registry (its specs may use the registry) —
 * and uses no I/O, no clock and no Math.random.
 */
const LIBRARY_IMPORTS = [/^@pratzen\/engine$/, /^\.\/|^\.\.\/(?!\.\.\/)/];
const IMPURE =
  /\bMath\.random\b|\bDate\.now\b|\bnew Date\b|\bperformance\.now\b|\bprocess\.|from 'node:/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from|import|require\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);

const library = sources(__dirname).filter(
  (f) => !f.endsWith('.spec.ts') && !f.includes(`${join('src', 'simulation')}`),
);

describe('libs/bots layering', () => {
  it('finds what it checks (the check can fail)', () => {
    expect(importsOf("import { x } from '@pratzen/rulesets';")).toEqual(['@pratzen/rulesets']);
    expect(LIBRARY_IMPORTS.some((p) => p.test('@pratzen/rulesets'))).toBe(false);
    expect(LIBRARY_IMPORTS.some((p) => p.test('@pratzen/engine/testing'))).toBe(false);
    expect(LIBRARY_IMPORTS.some((p) => p.test('@pratzen/engine/testing/space-sampler'))).toBe(
      false,
    );
    expect(LIBRARY_IMPORTS.some((p) => p.test('../../apps/api/src/games'))).toBe(false);
    expect(IMPURE.test('const x = Math.random();')).toBe(true);
    expect(library.length).toBeGreaterThan(5);
  });

  it.each(library.map((f) => [f.slice(__dirname.length + 1), f]))(
    '%s imports only the engine and is pure',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(importsOf(text).filter((i) => !LIBRARY_IMPORTS.some((p) => p.test(i)))).toEqual([]);
      expect(text.match(IMPURE)).toBeNull();
    },
  );

  it('specs and simulations import no API code', () => {
    for (const f of sources(__dirname)) {
      expect(
        importsOf(readFileSync(f, 'utf8')).filter((i) => /apps\/|@pratzen\/api/.test(i)),
      ).toEqual([]);
    }
  });
});
