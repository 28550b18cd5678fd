import { LABEL_MAX_LENGTH, labelProblem, labelSkeleton, normaliseLabel } from './tournament-label';

const same = (a: string, b: string): boolean =>
  labelSkeleton(normaliseLabel(a)) === labelSkeleton(normaliseLabel(b));

describe('tournament labels: the confusable skeleton (UTS #39)', () => {
  test.each([
    ['whole-script Cyrillic "Сор"', '\u0421\u043e\u0440', 'Cop'],
    ['whole-script Cyrillic "раураl"', '\u0440\u0430\u0443\u0440\u0430l', 'paypal'],
    ['whole-script Greek "ΑΒΕ"', '\u0391\u0392\u0395', 'ABE'],
    ['mixed: one Cyrillic о', 'C\u043ep', 'Cop'],
    ['mixed: one Greek ο', 'C\u03bfp', 'Cop'],
    ['full-width (NFKC first)', '\uff23up', 'Cup'],
    ['"rn" and "m"', 'Mernorial', 'Memorial'],
    ['digit 0 and capital O', 'Open 2O25', 'Open 2025'],
  ])('%s looks like its Latin twin: one skeleton', (_, alike, latin) => {
    expect(alike).not.toBe(latin);
    expect(same(alike, latin)).toBe(true);
  });

  test.each([
    ['Cup', 'Cap'],
    ['Open 2025', 'Open 2026'],
    ['Кубок', 'Cup'], // Russian "cup", a different word in another script
  ])('%s and %s stay different labels', (a, b) => {
    expect(same(a, b)).toBe(false);
  });

  test('the skeleton is not a display form, and a label over the DTO limit is not worked on', () => {
    expect(labelSkeleton('m')).toBe('rn');
    const long = '\u0421'.repeat(LABEL_MAX_LENGTH + 1);
    expect(labelSkeleton(long)).toBe(long);
  });

  test('mixed scripts are still refused before any claim; a whole-script label is allowed', () => {
    expect(labelProblem(normaliseLabel('C\u043ep'))).toMatch(/several scripts/);
    expect(labelProblem(normaliseLabel('\u0421\u043e\u0440'))).toBeNull();
  });
});
