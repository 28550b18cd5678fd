import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A pattern a pure free-form library's code must not hold, and what it stands for. */
export type PurityRule = readonly [RegExp, string];

/**
 * What every free-form rule library keeps out (architecture.md, freeform.md): I/O, the clock,
 * Math.random, and trigonometry or floating square roots (a record must re-decide byte for byte
 * on any Node version: libs/geometry's exact integer maths only).
 */
export const FREEFORM_PURITY: readonly PurityRule[] = [
  [
    /\bMath\.(sin|cos|tan|asin|acos|atan2?|hypot|sqrt|cbrt|exp|log\w*|pow)\b/,
    'floating-point maths',
  ],
  [/\bMath\.random\b/, 'Math.random'],
  [/\bDate\b|\bperformance\.now\b/, 'the clock'],
  [/\bprocess\./, 'process'],
  [/from\s+['"](node:|fs|path|http|net|child_process)/, 'I/O'],
  [/\*\*\s*0\.5/, 'a floating square root'],
];

/** A ruleset's rules: the kit's, and nothing of hexes. */
export const RULESET_PURITY: readonly PurityRule[] = [
  ...FREEFORM_PURITY,
  [/from\s+['"]@pratzen\/(hex|rulesets\/hex-kit)['"]/, 'hex code'],
];

/** The non-spec TypeScript files under `dir`. */
export function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourcesOf(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** What `text` breaches of `rules`. */
export const breachesOf = (text: string, rules: readonly PurityRule[]): string[] =>
  rules.filter(([re]) => re.test(text)).map(([, what]) => what);

/**
 * The purity spec of a library: every source file under `dir` (at least `minFiles` of them,
 * so that a wrong folder cannot pass empty) breaches none of `rules`; `except` names files
 * (relative to `dir`) that are test tooling, not library code (this file reads the disk).
 */
export function checkPurity(
  dir: string,
  rules: readonly PurityRule[],
  minFiles: number,
  except: readonly string[] = [],
): void {
  const files = sourcesOf(dir).filter((f) => !except.includes(f.slice(dir.length + 1)));
  it(`checks every source file of the library (at least ${minFiles})`, () => {
    expect(files.length).toBeGreaterThanOrEqual(minFiles);
  });
  it.each(files.map((f) => [f.slice(dir.length + 1), f]))('%s is pure', (_name, file) => {
    expect(breachesOf(readFileSync(file, 'utf8'), rules)).toEqual([]);
  });
}
