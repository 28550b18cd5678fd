import { guardDice } from './dice-guard';
import { DiceUnavailableError, noDice, scriptedDice } from './dice';

const refuse = (code: string, rule: null, message: string, details: { purpose: string }) => ({
  code,
  rule,
  message,
  details,
});

describe('guardDice', () => {
  it('returns what the rules decided when every die was there', () => {
    const dice = scriptedDice([4]);
    expect(guardDice<unknown>(() => ({ face: dice.roll('combat', 6) }), refuse)).toEqual({
      face: 4,
    });
  });

  it('turns a die that may not be rolled into DICE_REQUIRED naming its purpose', () => {
    expect(guardDice<unknown>(() => noDice.roll('rally', 6), refuse)).toEqual({
      code: 'DICE_REQUIRED',
      rule: null,
      message: 'this command needs a die roll (rally)',
      details: { purpose: 'rally' },
    });
  });

  it('turns manual dice used up into DICE_EXHAUSTED', () => {
    const dice = scriptedDice([]);
    expect(guardDice<unknown>(() => dice.roll('combat', 6), refuse)).toMatchObject({
      code: 'DICE_EXHAUSTED',
      details: { purpose: 'combat' },
    });
  });

  it('lets any other exception through (a bug is not a refusal)', () => {
    expect(() =>
      guardDice<unknown>(() => {
        throw new TypeError('bug');
      }, refuse),
    ).toThrow(TypeError);
    expect(() =>
      guardDice<unknown>(() => {
        throw new DiceUnavailableError('x', 'exhausted');
      }, refuse),
    ).not.toThrow();
  });
});
