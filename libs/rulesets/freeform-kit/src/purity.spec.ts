import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The kit stays pure like the rulesets (architecture.md, freeform.md: no I/O, no clock, no
 * Math.random, no trigonometry or floating square roots), imports no ruleset (rules stay in the
 * rulesets: it is parameterised by them) and cites no rule case in its code.
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
  [/from\s+['"]@pratzen\/(hex|rulesets\/(?!freeform-kit)[\w-]+)/, 'a ruleset or hex code'],
  [/from\s+['"](\.\.\/){2,}/, 'a path out of the kit'],
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

describe('freeform-kit purity', () => {
  it('finds what it checks (the check can fail)', () => {
    expect(breaches('const d = Math.hypot(x, y);')).toEqual(['floating-point maths']);
    expect(breaches("import fs from 'fs';")).toEqual(['I/O']);
    expect(breaches('const t = Date.now();')).toEqual(['the clock']);
    expect(breaches("import { a1805 } from '@pratzen/rulesets/a1805';")).toEqual([
      'a ruleset or hex code',
    ]);
    expect(breaches("import { at } from '@pratzen/rulesets/freeform-kit/testing';")).toEqual([]);
    expect(breaches("import { x } from '../../a1805/src/state';")).toEqual([
      'a path out of the kit',
    ]);
  });

  const files = sources(__dirname);
  it('checks every source file of the kit', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });
  it.each(files.map((f) => [f.slice(__dirname.length + 1), f]))('%s is pure', (_name, file) => {
    expect(breaches(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
