import { join } from 'node:path';
import { FREEFORM_PURITY, breachesOf, checkPurity, type PurityRule } from '../testing/purity';

/**
 * The kit stays pure like the rulesets (architecture.md, freeform.md: no I/O, no clock, no
 * Math.random, no trigonometry or floating square roots), imports no ruleset (rules stay in the
 * rulesets: it is parameterised by them) and cites no rule case in its code.
 */
const KIT_PURITY: readonly PurityRule[] = [
  ...FREEFORM_PURITY,
  [/from\s+['"]@pratzen\/(hex|rulesets\/(?!freeform-kit)[\w-]+)/, 'a ruleset or hex code'],
  [/from\s+['"](\.\.\/){2,}/, 'a path out of the kit'],
];

describe('freeform-kit purity', () => {
  it('finds what it checks (the check can fail)', () => {
    const breaches = (text: string) => breachesOf(text, KIT_PURITY);
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

  checkPurity(__dirname, KIT_PURITY, 12);
  // its test helpers beside src/ too (but the purity check itself, which reads files)
  checkPurity(join(__dirname, '..', 'testing'), KIT_PURITY, 5, ['purity.ts']);
});
