import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * architecture.md: the engine knows nothing of hexes (nor of any ruleset, nor of the bots above
 * it). No file of libs/engine imports @pratzen/hex, the hex kit, the free-form kit, a ruleset,
 * @pratzen/bots, or reaches out of libs/engine by a relative path; and no code of it (comments
 * and string literals aside) names a hex, a zone of control or what
 * moved to the hex kit (compact moves, the obligation search), so that hex-only code cannot come
 * back under another import.
 */
const FORBIDDEN = [
  /^@pratzen\/hex\b/,
  /^@pratzen\/rulesets\b/,
  /^@pratzen\/bots\b/,
  /^(\.\.\/)+\.\.\/(hex|rulesets|bots)\b/,
];

const HEX_WORDS =
  /\b(?:\w*Hex\w*|hex[A-Z_]\w*|\w*[zZ]oc\b|\w*ZOC\w*|\w*Obligation\w*|\w*CompactMoves?\w*|compactPath|COMPACT_MOVES\w*|independentParts)\b/g;

/** The code of a file with its comments and string literals blanked. */
const codeOf = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

const hexWordsOf = (text: string): string[] =>
  [...codeOf(text).matchAll(HEX_WORDS)].map((m) => m[0]);

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
    expect(FORBIDDEN.some((f) => f.test('@pratzen/rulesets/freeform-kit'))).toBe(true);
    expect(FORBIDDEN.some((f) => f.test('@pratzen/rulesets/freeform-kit/testing'))).toBe(true);
    expect(FORBIDDEN.some((f) => f.test('../../hex/src'))).toBe(true);
    expect(FORBIDDEN.some((f) => f.test('@pratzen/bots'))).toBe(true);
    expect(hexWordsOf('export class ObligationSearch {}')).toEqual(['ObligationSearch']);
    expect(hexWordsOf('const x = encodeCompactMoves(a); hexSchema; inEnemyZoc();')).toEqual([
      'encodeCompactMoves',
      'hexSchema',
      'inEnemyZoc',
    ]);
    expect(hexWordsOf("geometry: 'hex' | 'free-form'; // a hex grid")).toEqual([]);
  });

  // the library's sources and its test helpers beside them (libs/engine/testing)
  const lib = join(__dirname, '..');
  const files = [...sources(__dirname), ...sources(join(lib, 'testing'))].filter(
    (f) => f !== __filename,
  );
  it.each(files.map((f) => [relative(lib, f), f]))(
    '%s imports nothing hex-specific',
    (_name, file) => {
      const bad = importsOf(readFileSync(file, 'utf8')).filter((i) =>
        FORBIDDEN.some((f) => f.test(i)),
      );
      expect(bad).toEqual([]);
    },
  );

  const code = files.filter((f) => !f.endsWith('.spec.ts'));
  it.each(code.map((f) => [relative(lib, f), f]))(
    '%s names no hex, zone of control, compact move or obligation search',
    (_name, file) => {
      expect(hexWordsOf(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
