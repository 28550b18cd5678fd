import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { ApiProblem } from '../../common/problem';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { CommandParser, fieldPath, parseDice } from './command-parser';

const ruleset = spi1980 as unknown as AnyRuleset;
const parser = new CommandParser();

const problemOf = (f: () => unknown): ApiProblem => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiProblem) return e;
    throw e;
  }
  throw new Error('expected an ApiProblem');
};

describe('CommandParser', () => {
  test('splits the API members (dice, expectedVersion) from the command', () => {
    expect(
      parser.parse(ruleset, {
        type: 'MoveUnit',
        unitId: 'becker',
        path: ['1522'],
        dice: [3],
        expectedVersion: 4,
      }),
    ).toEqual({
      command: { type: 'MoveUnit', unitId: 'becker', path: ['1522'] },
      dice: [3],
      expectedVersion: 4,
    });
  });

  test.each([
    [null, 'MALFORMED_COMMAND'],
    [[{ type: 'EndPhase' }], 'MALFORMED_COMMAND'],
    [{ kind: 'EndPhase' }, 'MALFORMED_COMMAND'],
    [{ type: 'Charge' }, 'UNKNOWN_COMMAND'],
    [{ type: 'toString' }, 'UNKNOWN_COMMAND'],
    [{ type: 'EndPhase', now: true }, 'INVALID_COMMAND'],
    [{ type: 'EndPhase', expectedVersion: 1.5 }, 'BAD_EXPECTED_VERSION'],
    [{ type: 'EndPhase', dice: [6, 0] }, 'BAD_DICE'],
  ])('%j is 400 %s', (body, code) => {
    expect(problemOf(() => parser.parse(ruleset, body))).toMatchObject({ status: 400, code });
  });

  test('schema violations are listed with dotted paths and the failing keyword', () => {
    const p = problemOf(() =>
      parser.parse(ruleset, { type: 'Attack', attackers: [], defenders: ['x', 'x'] }),
    );
    expect(p.extra.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'attackers', code: 'minItems' }),
        expect.objectContaining({ path: 'defenders', code: 'uniqueItems' }),
      ]),
    );
  });

  test('dice faces are integers 1..6, at most 100 of them', () => {
    expect(parseDice([1, 6])).toEqual([1, 6]);
    expect(problemOf(() => parseDice(Array(101).fill(1))).code).toBe('BAD_DICE');
    expect(problemOf(() => parseDice({ 0: 1 })).code).toBe('BAD_DICE');
  });
});

test('field paths read like code: /units/0/hex → units[0].hex', () => {
  expect(fieldPath('/units/0/hex')).toBe('units[0].hex');
  expect(fieldPath('/path/12')).toBe('path[12]');
  expect(fieldPath('/a~1b/c~0d')).toBe('a/b.c~d');
  expect(fieldPath('')).toBe('');
});
