import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rule library stays pure (architecture.md, freeform.md): no I/O, no clock, no Math.random,
 * and — free-form code — no trigonometry or floating square roots (a record must re-decide byte
 * for byte on any Node version: libs/geometry's exact integer maths only). Nor anything of hexes.
 */
const FORBIDDEN: readonly [RegExp, string][] = [
  [
    /\bMath\.(sin|cos|tan|asin|acos|atan2?|hypot|sqrt|cbrt|exp|log\w*|pow)\b/,
    'floating-point maths',
  ],
  [/\bMath\.random\b/, 'Math.random'],
  [/\bDate\b|\bperformance\.now\b/, 'the clock'],
  [/\bprocess\./, 'process'],
  [/from\s+['"](node:|fs|path|http|net|child_process)/, 'I/O'],
  [/from\s+['"]@pratzen\/(hex|rulesets\/hex-kit)['"]/, 'hex code'],
  [/\*\*\s*0\.5/, 'a floating square root'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

const breaches = (text: string): string[] =>
  FORBIDDEN.filter(([re]) => re.test(text)).map(([, what]) => what);

describe('atw purity', () => {
  it('finds what it checks (the check can fail)', () => {
    expect(breaches('const d = Math.hypot(x, y);')).toEqual(['floating-point maths']);
    expect(breaches("import fs from 'fs';")).toEqual(['I/O']);
    expect(breaches('const t = Date.now();')).toEqual(['the clock']);
    expect(breaches("import { hexSchema } from '@pratzen/rulesets/hex-kit';")).toEqual([
      'hex code',
    ]);
  });

  const files = sources(__dirname);
  it('checks every source file of the library', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(files.map((f) => [f.slice(__dirname.length + 1), f]))('%s is pure', (_name, file) => {
    expect(breaches(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
