import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { importsOf, sources } from './sources';

/**
 * No import cycle inside a module (issue #30 step 5): the files of each library under libs/ (each
 * ruleset its own) and each app under apps/, their `testing/` helpers included, specs aside,
 * linked by their relative imports (type-only ones too), make no strongly connected component.
 * import-graph.spec.ts checks the arrows between modules; this checks the arrows inside one.
 */

/**
 * Cycles known and not yet broken, each named by its files (repository paths, sorted, joined by
 * spaces). Each must be broken, then removed from here (a stale entry fails the spec). None of
 * them is in a1805, whose cycle this spec was written for; they are in modules other engineers
 * were changing at the time.
 */
const KNOWN: readonly string[] = [
  // #30: the store contract suite's parts and its index import each other
  [
    'libs/event-store/testing/contract-append.ts',
    'libs/event-store/testing/contract-concurrency.ts',
    'libs/event-store/testing/contract-lifecycle.ts',
    'libs/event-store/testing/contract-read.ts',
    'libs/event-store/testing/contract-subscribe.ts',
    'libs/event-store/testing/contract.ts',
  ].join(' '),
  // #30: a20's close combat, exchanges, reactions and its evolve
  [
    'libs/rulesets/a20/src/combat/combat.ts',
    'libs/rulesets/a20/src/combat/exchange.ts',
    'libs/rulesets/a20/src/evolve.ts',
    'libs/rulesets/a20/src/reaction/reaction.ts',
  ].join(' '),
  // #30: spi-1980's set-up and its checks
  ['libs/rulesets/spi-1980/src/setup-checks.ts', 'libs/rulesets/spi-1980/src/setup.ts'].join(' '),
  // #30: spi-1980's event schemas and the events that use them
  [
    'libs/rulesets/spi-1980/src/combat/combat-events.ts',
    'libs/rulesets/spi-1980/src/event-schema.ts',
    'libs/rulesets/spi-1980/src/events.ts',
    'libs/rulesets/spi-1980/src/movement/movement-events.ts',
  ].join(' '),
  // #30: the API's configuration and the organisers' part of it
  ['apps/api/src/config.ts', 'apps/api/src/organisers/organiser-config.ts'].join(' '),
  // #30: the CLI's entry point and its renderer
  ['apps/cli/src/main.ts', 'apps/cli/src/render.ts'].join(' '),
];

const ROOT = join(__dirname, '..', '..');

/** The folders of the modules: libs/<name>, libs/rulesets/<name>, apps/<name>. */
function moduleDirs(): string[] {
  const dirs = (path: string): string[] =>
    readdirSync(join(ROOT, path), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${path}/${e.name}`);
  return [
    ...dirs('libs').filter((d) => d !== 'libs/rulesets'),
    ...dirs('libs/rulesets'),
    ...dirs('apps'),
  ];
}

/** The file a relative import names, among `files` (repository paths); null: none of them. */
export function resolve(
  files: ReadonlySet<string>,
  from: string,
  specifier: string,
): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')))
    .split('\\')
    .join('/');
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The strongly connected components of more than one file (or a file importing itself) of a
 * graph: Tarjan's algorithm. Each as its sorted files joined by spaces, sorted.
 */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) {
      found.push(component.sort().join(' '));
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort();
}

/** The relative-import graph of one module's sources (repository paths). */
function graphOf(dir: string): Map<string, string[]> {
  const files = sources(join(ROOT, dir), []).map((f) => relative(ROOT, f).split('\\').join('/'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(join(ROOT, file), 'utf8'))
      .map((s) => resolve(known, file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

describe('import cycles inside a module (#30)', () => {
  it('finds a cycle where there is one (the check can fail)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(g)).toEqual(['a b c', 'e']);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    const files = new Set(['libs/x/src/a.ts', 'libs/x/src/b/index.ts']);
    expect(resolve(files, 'libs/x/src/b/index.ts', '../a')).toBe('libs/x/src/a.ts');
    expect(resolve(files, 'libs/x/src/a.ts', './b')).toBe('libs/x/src/b/index.ts');
    expect(resolve(files, 'libs/x/src/a.ts', '@pratzen/engine')).toBeNull();
  });

  it('reads imports, not comments that mention one', () => {
    const text = [
      "import type { A } from './a';",
      'import {',
      '  b,',
      "} from '../b';",
      "export * from './c';",
      "// callers import them from './not-this'",
      "const d = await import('./d');",
      "export const E = 'E_CODE';",
    ].join('\n');
    expect(importsOf(text).sort()).toEqual(['../b', './a', './c', './d']);
  });

  const modules = moduleDirs();
  const found = modules.flatMap((dir) => cyclesOf(graphOf(dir)));

  it('walks every library and app', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['libs/engine', 'libs/rulesets/a1805', 'apps/api']),
    );
    expect(modules.length).toBeGreaterThan(10);
  });

  it('has no cycle but the known ones', () => {
    expect(found.filter((c) => !KNOWN.includes(c))).toEqual([]);
  });

  it('lists no known cycle that is gone (remove it from KNOWN once broken)', () => {
    expect(KNOWN.filter((c) => !found.includes(c))).toEqual([]);
    for (const c of KNOWN)
      for (const f of c.split(' ')) expect(existsSync(join(ROOT, f))).toBe(true);
  });
});
