import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RULESETS } from '@pratzen/rulesets';
import { configFromEnv } from '../config';
import { RulesetRegistry } from './ruleset-registry';
import { loadRulesetModule, rulesetsWith } from './ruleset-modules';

const FIXTURE = path.resolve(__dirname, '../../../../test/fixtures/freeform-duel/ruleset.ts');

describe('RULESET_MODULES', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pratzen-modules-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('configFromEnv resolves the comma-separated paths; none by default', () => {
    expect(configFromEnv({}).rulesetModules).toEqual([]);
    expect(configFromEnv({ RULESET_MODULES: ` ${FIXTURE} , ,` }).rulesetModules).toEqual([FIXTURE]);
    expect(configFromEnv({ RULESET_MODULES: 'x/y.js' }).rulesetModules).toEqual([
      path.resolve('x/y.js'),
    ]);
  });

  test('a module exporting `ruleset` is served beside the registry', () => {
    const registry = new RulesetRegistry(configFromEnv({ RULESET_MODULES: FIXTURE }));
    expect(registry.all().map((r) => r.info.id)).toEqual([
      ...RULESETS.map((r) => r.info.id),
      'freeform-duel',
    ]);
    expect(registry.get('freeform-duel')?.info.geometry).toBe('free-form');
    expect(new RulesetRegistry().get('freeform-duel')).toBeUndefined();
  });

  test('a missing file, a module with no ruleset, or a clash of ids fails at start-up, naming the file', () => {
    expect(() => loadRulesetModule(path.join(dir, 'missing.js'))).toThrow(
      /cannot load .*missing\.js/,
    );
    const empty = path.join(dir, 'empty.js');
    writeFileSync(empty, 'module.exports = { ruleset: { info: {} } };');
    expect(() => loadRulesetModule(empty)).toThrow(/empty\.js exports no ruleset/);
    const clash = path.join(dir, 'clash.js');
    writeFileSync(
      clash,
      `const r = require(${JSON.stringify(FIXTURE)}).ruleset;
       module.exports = { default: { ...r, info: { ...r.info, id: 'spi-1980' } } };`,
    );
    expect(() => loadRulesetModule(clash)).toThrow(/reuses the id of a built-in ruleset, spi-1980/);
    expect(() => rulesetsWith([FIXTURE, FIXTURE])).toThrow(/two modules define freeform-duel/);
  });
});
