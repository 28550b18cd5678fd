import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * architecture.md: the engine knows nothing of hexes (nor of any ruleset). No file of libs/engine
 * imports @pratzen/hex, the hex kit, a ruleset, or reaches out of libs/engine by a relative path.
 */
const FORBIDDEN = [/^@pratzen\/hex\b/, /^@pratzen\/rulesets\b/, /^(\.\.\/)+\.\.\/(hex|rulesets)\b/];

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

describe('libs/engine layering', () => {
  it('finds what it checks (the check can fail)', () => {
    expect(importsOf("import { x } from '@pratzen/hex';")).toEqual(['@pratzen/hex']);
    expect(FORBIDDEN.some((f) => f.test('@pratzen/rulesets/hex-kit'))).toBe(true);
    expect(FORBIDDEN.some((f) => f.test('../../hex/src'))).toBe(true);
  });

  const files = sources(__dirname).filter((f) => f !== __filename);
  it.each(files.map((f) => [f.slice(__dirname.length + 1), f]))(
    '%s imports nothing hex-specific',
    (_name, file) => {
      const bad = importsOf(readFileSync(file, 'utf8')).filter((i) =>
        FORBIDDEN.some((f) => f.test(i)),
      );
      expect(bad).toEqual([]);
    },
  );
});
