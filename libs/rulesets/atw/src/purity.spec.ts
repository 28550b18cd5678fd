import { RULESET_PURITY, breachesOf, checkPurity } from '@pratzen/rulesets/freeform-kit/testing';

/**
 * The rule library stays pure (architecture.md, freeform.md): no I/O, no clock, no Math.random,
 * and — free-form code — no trigonometry or floating square roots (a record must re-decide byte
 * for byte on any Node version: libs/geometry's exact integer maths only). Nor anything of hexes.
 */
describe('atw purity', () => {
  it('finds what it checks (the check can fail)', () => {
    const breaches = (text: string) => breachesOf(text, RULESET_PURITY);
    expect(breaches('const d = Math.hypot(x, y);')).toEqual(['floating-point maths']);
    expect(breaches("import fs from 'fs';")).toEqual(['I/O']);
    expect(breaches('const t = Date.now();')).toEqual(['the clock']);
    expect(breaches("import { hexSchema } from '@pratzen/rulesets/hex-kit';")).toEqual([
      'hex code',
    ]);
  });

  checkPurity(__dirname, RULESET_PURITY, 20);
});
