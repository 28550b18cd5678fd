import { given } from '@pratzen/engine/testing';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import { at, type UnitSpec } from '../testing/positions';
import { contactScene } from '../testing/scenes';

/** Allied Soulima at E exerts a ZOC into X and NW; Essen at NE adds a second hex into X. */
const { X, E, NW, NE, S1, S2 } = contactScene();
const french = (units: Readonly<Record<string, UnitSpec>>, morale?: number) =>
  at(3, 'movement', 'french', units, morale === undefined ? {} : { morale: { french: morale } });

describe('4.6 Disengagement Checks', () => {
  test('4.6 a 1 costs the unit a CSP and it may go on moving', () => {
    const w = given(spi1980, french({ morand: X, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1, S2] },
      [1],
    );
    w.then([
      {
        type: 'DisengagementChecked',
        unitId: 'morand',
        hex: X,
        die: 1,
        modifier: 0,
        modified: 1,
        outcome: 'strength',
      },
      { type: 'StrengthLost', unitId: 'morand', csp: 1, rule: '4.6', cause: 'disengagement' },
      { type: 'UnitMoved', unitId: 'morand', path: [S1, S2], mpSpent: 4 },
    ]);
    expect(unit(w.after, 'morand')).toMatchObject({ hex: S2, strength: 2, disrupted: false });
  });

  test('4.6 a 1 may instead be taken as disruption: the unit stops in the hex it entered', () => {
    const w = given(spi1980, french({ morand: X, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1, S2], onDisengageLoss: 'disrupt' },
      [1],
    );
    w.then([
      { type: 'DisengagementChecked', hex: X, die: 1, outcome: 'disrupted' },
      { type: 'UnitDisrupted', unitId: 'morand', rule: '4.6' },
      { type: 'UnitMoved', path: [S1], mpSpent: 3 },
    ]);
    expect(unit(w.after, 'morand')).toMatchObject({ hex: S1, strength: 3, disrupted: true });
  });

  test('4.6 / 7.0 a disrupted unit taking the loss as disruption loses a CSP instead', () => {
    const w = given(spi1980, french({ morand: { hex: X, disrupted: true }, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1], onDisengageLoss: 'disrupt' },
      [1],
    );
    w.then([
      { type: 'DisengagementChecked', outcome: 'disrupted' },
      { type: 'StrengthLost', unitId: 'morand', csp: 1, rule: '7.0' },
      { type: 'UnitMoved', path: [S1] },
    ]);
  });

  test.each([2, 3, 4, 5, 6])('4.6 an unmodified %i has no effect', (die) => {
    given(spi1980, french({ morand: X, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1, S2] }, [die])
      .then([
        { type: 'DisengagementChecked', die, modifier: 0, modified: die, outcome: 'none' },
        { type: 'UnitMoved', path: [S1, S2] },
      ]);
  });

  test('4.6 -1 for each hex above one exerting a ZOC into the hex left: a 2 becomes a 1', () => {
    given(spi1980, french({ morand: X, soulima: E, essen: NE }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1] }, [2])
      .then([
        { type: 'DisengagementChecked', die: 2, modifier: -1, modified: 1, outcome: 'strength' },
        { type: 'StrengthLost' },
        { type: 'UnitMoved' },
      ]);
  });

  test('4.6 -1 when moving directly from one enemy ZOC hex into another', () => {
    given(spi1980, french({ morand: X, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [NW] }, [3])
      .then([
        { type: 'DisengagementChecked', die: 3, modifier: -1, modified: 2, outcome: 'none' },
        { type: 'UnitMoved', path: [NW], mpSpent: 4 },
      ]);
  });

  test('4.6 modifiers are cumulative and a modified roll below 1 counts as 1', () => {
    const w = given(spi1980, french({ margaron: X, soulima: E, essen: NE })).when(
      { type: 'MoveUnit', unitId: 'margaron', path: [NW] },
      [1],
    );
    w.then([
      { type: 'DisengagementChecked', die: 1, modifier: -2, modified: 1, outcome: 'strength' },
      { type: 'StrengthLost' },
      { type: 'UnitMoved' },
    ]);
    given(spi1980, french({ margaron: X, soulima: E, essen: NE }))
      .when({ type: 'MoveUnit', unitId: 'margaron', path: [NW] }, [4])
      .then([
        { type: 'DisengagementChecked', die: 4, modified: 2, outcome: 'none' },
        { type: 'UnitMoved' },
      ]);
  });

  test('4.6 every hex left in an enemy ZOC is checked, in order, and the move is recorded in legs', () => {
    // Margaron (8 MP): S1 → X (2 MP) → NW (4 MP); one check, on leaving X.
    const w = given(spi1980, french({ margaron: S1, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'margaron', path: [X, NW] },
      [5],
    );
    w.then([
      { type: 'UnitMoved', path: [X], mpSpent: 2 },
      { type: 'DisengagementChecked', hex: X, die: 5, modifier: -1 },
      { type: 'UnitMoved', path: [NW], mpSpent: 4 },
    ]);
    expect(unit(w.after, 'margaron')?.hex).toBe(NW);
    expect(w.after.marks.moved).toEqual(['margaron']);
  });

  test('4.6 a unit eliminated by the loss stops where it was', () => {
    const w = given(spi1980, french({ morand: { hex: X, strength: 1 }, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1, S2] },
      [1],
    );
    w.then([{ type: 'DisengagementChecked' }, { type: 'StrengthLost', unitId: 'morand' }]);
    expect(unit(w.after, 'morand')?.location).toBe('eliminated');
  });

  test('4.6 / 10.0 a CSP lost on disengaging can demoralize the army', () => {
    given(spi1980, french({ morand: X, soulima: E }, 1))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1] }, [1])
      .then([
        { type: 'DisengagementChecked' },
        { type: 'StrengthLost' },
        { type: 'ArmyDemoralized', side: 'french' },
        { type: 'UnitMoved' },
      ]);
  });

  test('4.6 no die is rolled for a move that is refused', () => {
    const w = given(spi1980, french({ morand: X, soulima: E })).when(
      { type: 'MoveUnit', unitId: 'morand', path: [S1, E] },
      [1],
    );
    w.thenViolates('NOT_ADJACENT', '4.0');
    expect(w.diceUsed).toBe(0);
  });

  test('4.6 a move that needs a check and has no die is refused, not thrown', () => {
    given(spi1980, french({ morand: X, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1] }, [])
      .thenViolates('DICE_EXHAUSTED');
  });
});
