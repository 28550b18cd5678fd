import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { NOT_BUILT, importsOf, sources } from './sources';

/**
 * The import graph of the built code (what tsconfig.build.json compiles: specs, `testing/` and
 * `simulation/` folders aside) points one way only (architecture.md "Layers"): a module may
 * import a module of a lower layer, never one of its own layer or above, so there is no upward
 * arrow and no cycle between modules. Relative paths that leave a module count as imports of
 * the module they reach. A new module must be given its layer here.
 */
const LAYERS: Readonly<Record<string, number>> = {
  hex: 0,
  geometry: 0,
  engine: 0,
  'event-store': 0,
  client: 0,
  'rulesets/hex-kit': 1,
  // free-form geometry and plumbing shared by the free-form rulesets (the kit lift)
  'rulesets/freeform-kit': 1,
  render: 1,
  // random and greedy players over the ruleset contract (issue #31)
  bots: 1,
  // a game's stream: GameCreated, envelopes, initial state, fold, views (libs/game/README.md)
  game: 1,
  'rulesets/spi-1980': 2,
  'rulesets/dg-2006': 2,
  'rulesets/a20': 2,
  'rulesets/a1805': 2,
  'rulesets/atw': 2,
  'rulesets/registry': 3,
  // commit–reveal dice, the hash chain, records and their verification: above libs/game
  audit: 4,
  'apps/api': 5,
  'apps/cli': 5,
};
/** Folders outside libs/ and apps/ that built code may read (data, not code). */
const DATA = new Set(['openapi']);

const ROOT = join(__dirname, '..', '..');

/**
 * Test helpers (`testing/`, `simulation/`) do not live in a library's `src/` (issue #30 step 5):
 * they go beside it (`libs/<name>/testing/`) or into the tests that use them (`test/<area>/`).
 * These are the folders left to move, each in a ruleset or kit another engineer was changing;
 * a new one fails the spec, and so does an entry whose folder is gone (remove it once moved).
 */
const HELPERS_LEFT_IN_SRC: readonly string[] = [
  'libs/rulesets/a1805/src/simulation',
  'libs/rulesets/a1805/src/testing',
  'libs/rulesets/a20/src/simulation',
  'libs/rulesets/a20/src/testing',
  'libs/rulesets/atw/src/simulation',
  'libs/rulesets/atw/src/testing',
  'libs/rulesets/dg-2006/src/simulation',
  'libs/rulesets/dg-2006/src/testing',
  'libs/rulesets/spi-1980/src/combat/testing',
  'libs/rulesets/spi-1980/src/simulation',
  'libs/rulesets/spi-1980/src/testing',
];

/** The folders named `testing` or `simulation` under `dir` (repository paths, sorted). */
export function helperFolders(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !['node_modules', 'dist', 'generated'].includes(e.name))
    .flatMap((e) =>
      NOT_BUILT.includes(e.name) ? [`${dir}/${e.name}`] : helperFolders(`${dir}/${e.name}`),
    )
    .sort();
}

/** The libraries' `src/` folders: libs/<name>/src and libs/rulesets/<name>/src. */
function librarySources(): string[] {
  const dirs = (path: string): string[] =>
    readdirSync(join(ROOT, path), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${path}/${e.name}`);
  return [...dirs('libs').filter((d) => d !== 'libs/rulesets'), ...dirs('libs/rulesets')]
    .map((d) => `${d}/src`)
    .filter((d) => existsSync(join(ROOT, d)));
}

/** The imports of test helpers that break the layers (they are held to them as built code is). */
export function helperViolations(files: readonly (readonly [string, string])[]): string[] {
  const bad: string[] = [];
  for (const [path, text] of files) {
    const from = moduleOf(path);
    for (const specifier of importsOf(text)) {
      const to = targetOf(path, specifier);
      const why = to === null ? null : violation(from, to);
      if (why !== null) bad.push(`${path}: '${specifier}': ${why}`);
    }
  }
  return bad;
}

/** The module of a repository path (`libs/audit/src/x.ts` → `audit`), else its top folder. */
export function moduleOf(path: string): string {
  const [top, name, sub] = path.split('/');
  if (top === 'libs') return name === 'rulesets' ? `rulesets/${sub}` : (name as string);
  if (top === 'apps') return `apps/${name}`;
  return `outside:${top}`;
}

/** The module an import names, seen from a file (repository path); null: a package. */
export function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@pratzen/')) {
    const [name, sub] = specifier.slice('@pratzen/'.length).split('/');
    if (name === 'rulesets') return `rulesets/${sub ?? 'registry'}`;
    return name as string;
  }
  if (!specifier.startsWith('.')) return null;
  return moduleOf(normalize(join(dirname(file), specifier)));
}

/** Why `from` may not import `to`; null when it may. */
export function violation(from: string, to: string): string | null {
  if (from === to) return null;
  if (to.startsWith('outside:')) {
    return DATA.has(to.slice('outside:'.length)) ? null : `${from} reaches out to ${to}`;
  }
  const a = LAYERS[from];
  const b = LAYERS[to];
  if (a === undefined || b === undefined) return `${a === undefined ? from : to} has no layer`;
  return b < a ? null : `${from} (layer ${a}) imports ${to} (layer ${b})`;
}

describe('import graph (architecture.md "Layers")', () => {
  it('finds what it checks (the check can fail)', () => {
    expect(moduleOf('libs/rulesets/a20/src/x.ts')).toBe('rulesets/a20');
    expect(targetOf('libs/audit/src/verify/x.ts', '@pratzen/game')).toBe('game');
    expect(targetOf('libs/game/src/x.ts', '../../audit/src/record')).toBe('audit');
    expect(targetOf('libs/game/src/x.ts', 'node:crypto')).toBeNull();
    expect(violation('audit', 'game')).toBeNull();
    expect(violation('game', 'audit')).toMatch(/game \(layer 1\) imports audit \(layer 4\)/);
    expect(violation('render', 'game')).not.toBeNull(); // one layer: no arrow either way
    expect(violation('apps/cli', 'apps/api')).not.toBeNull();
    expect(violation('engine', 'outside:test')).not.toBeNull();
    expect(violation('audit', 'outside:openapi')).toBeNull();
    expect(violation('newlib', 'engine')).toMatch(/newlib has no layer/);
  });

  const files = ['libs', 'apps'].flatMap((top) => sources(join(ROOT, top)));
  it('checks the libraries and apps', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no upward arrow, no arrow within a layer and no cycle between modules', () => {
    const bad: string[] = [];
    for (const file of files) {
      const path = relative(ROOT, file).split('\\').join('/');
      const from = moduleOf(path);
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const to = targetOf(path, specifier);
        const why = to === null ? null : violation(from, to);
        if (why !== null) bad.push(`${path}: '${specifier}': ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  describe('test helpers (#30 step 5)', () => {
    const helpers = librarySources().flatMap(helperFolders);

    it('finds what it checks (the check can fail)', () => {
      expect(helperFolders('libs/rulesets/a1805/src')).toContain('libs/rulesets/a1805/src/testing');
      expect(helperFolders('libs/render')).toEqual(['libs/render/testing']);
      expect(librarySources()).toEqual(
        expect.arrayContaining(['libs/engine/src', 'libs/render/src']),
      );
      // render's games.ts imported every ruleset from inside libs/render/src before it moved
      const games = "import { rulesetById } from '@pratzen/rulesets';";
      expect(helperViolations([['libs/render/src/testing/games.ts', games]])).toEqual([
        "libs/render/src/testing/games.ts: '@pratzen/rulesets': render (layer 1) imports rulesets/registry (layer 3)",
      ]);
    });

    it("has no test helper in a library's src/ but those left to move", () => {
      expect(helpers.filter((h) => !HELPERS_LEFT_IN_SRC.includes(h))).toEqual([]);
    });

    it('lists none left to move that has moved (remove it once moved)', () => {
      expect(HELPERS_LEFT_IN_SRC.filter((h) => !helpers.includes(h))).toEqual([]);
    });

    it("holds test helpers beside or inside a library's src/ to its layer", () => {
      const files = ['libs', 'apps']
        .flatMap((top) => sources(join(ROOT, top), []))
        .map((f) => relative(ROOT, f).split('\\').join('/'))
        .filter((f) => f.split('/').some((part) => NOT_BUILT.includes(part)));
      expect(files.length).toBeGreaterThan(20);
      expect(helperViolations(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]))).toEqual(
        [],
      );
    });
  });
});
