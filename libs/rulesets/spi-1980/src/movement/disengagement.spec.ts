import { scriptedDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { SpiCommand } from '../commands';
import { decide } from '../decide';
import { legalActions } from '../legal-actions';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import type { SpiState } from '../state';
import { at, type UnitSpec } from '../testing/positions';
import { toward } from '../testing/board-fixtures';
import { contactScene } from '../testing/scenes';

/** Allied Soulima at E exerts a ZOC into X and NW; Essen at NE adds a second hex into X. */
const { X, E, NW, NE, S1, S2, SW } = contactScene();
const french = (units: Readonly<Record<string, UnitSpec>>, morale?: number) =>
  at(3, 'movement', 'french', units, morale === undefined ? {} : { morale: { french: morale } });

function step(state: SpiState, command: SpiCommand, dice: readonly number[] = []): SpiState {
  const d = decide(state, command, scriptedDice(dice));
  if (!d.ok) throw new Error(`${command.type} refused: ${d.violation.code} ${d.violation.message}`);
  return d.events.reduce(spi1980.evolve, state);
}

/** Morand (3-5-5) leaves X for S1 and rolls a 1: the move stops in S1 with the question. */
const rolledOne = (spec: UnitSpec = X): SpiState =>
  step(
    french({ morand: spec, soulima: E, becker: SW }),
    {
      type: 'MoveUnit',
      unitId: 'morand',
      path: [S1, S2],
    },
    [1],
  );

const offered = (s: SpiState, unitId?: string) =>
  legalActions(s, sideViewer('french'), unitId === undefined ? {} : { unitId });

describe('4.6 Disengagement Checks, hex by hex', () => {
  test('4.6 a 1: the unit enters the next hex and the player is asked how to take the loss', () => {
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
        outcome: 'loss',
      },
      { type: 'UnitMoved', unitId: 'morand', path: [S1], mpSpent: 3 },
      {
        type: 'DisengagementLossRequested',
        decision: {
          type: 'TakeDisengagementLoss',
          side: 'french',
          rule: '4.6',
          unitId: 'morand',
          hex: S1,
          mpLeft: 2,
          options: ['strength', 'disrupt'],
          prompt: expect.any(String),
        },
      },
    ]);
    expect(w.after.pending).toMatchObject({ type: 'TakeDisengagementLoss', unitId: 'morand' });
    expect(unit(w.after, 'morand')).toMatchObject({ hex: S1, strength: 3, disrupted: false });
    expect(offered(w.after).map((a) => a.command)).toEqual([
      { type: 'TakeDisengagementLoss', loss: 'strength' },
      { type: 'TakeDisengagementLoss', loss: 'disrupt' },
    ]);
    given(spi1980, w.after).when({ type: 'EndPhase' }).thenViolates('DECISION_PENDING', '4.6');
  });

  test('4.6 a 1, a CSP lost: the unit moves on with its remaining MP, a move the legal actions list', () => {
    const s = rolledOne();
    const w = given(spi1980, s).when({ type: 'TakeDisengagementLoss', loss: 'strength' });
    w.then([
      { type: 'DisengagementLossTaken', unitId: 'morand', loss: 'strength', mpLeft: 2 },
      { type: 'StrengthLost', unitId: 'morand', csp: 1, rule: '4.6', cause: 'disengagement' },
    ]);
    const after = w.after;
    expect(after.marks.continuing).toEqual({ unitId: 'morand', mpLeft: 2 });
    const moves = offered(after, 'morand');
    expect(moves.map((a) => a.command)).toContainEqual({
      type: 'MoveUnit',
      unitId: 'morand',
      path: [S2],
    });
    expect(moves.every((a) => a.continuing === true && (a.cost as number) <= 2)).toBe(true);
    given(spi1980, after)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S2, S1, S2] })
      .thenViolates('INSUFFICIENT_MP');
    const on = step(after, { type: 'MoveUnit', unitId: 'morand', path: [S2] });
    expect(unit(on, 'morand')).toMatchObject({ hex: S2, strength: 2 });
    expect(on.marks.continuing).toBeNull();
    given(spi1980, on)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1] })
      .thenViolates('ALREADY_MOVED', '4.1');
  });

  test('4.6 a 1, taken as disruption: the unit stops in the hex it entered', () => {
    const w = given(spi1980, rolledOne()).when({ type: 'TakeDisengagementLoss', loss: 'disrupt' });
    w.then([
      { type: 'DisengagementLossTaken', unitId: 'morand', loss: 'disrupt', mpLeft: 0 },
      { type: 'UnitDisrupted', unitId: 'morand', rule: '4.6' },
    ]);
    expect(unit(w.after, 'morand')).toMatchObject({ hex: S1, strength: 3, disrupted: true });
    expect(offered(w.after, 'morand')).toEqual([]);
    given(spi1980, w.after)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S2] })
      .thenViolates('ALREADY_MOVED', '4.1');
  });

  test('4.6 a 1-CSP unit may take disruption rather than be eliminated', () => {
    const s = rolledOne({ hex: X, strength: 1 });
    expect(
      unit(step(s, { type: 'TakeDisengagementLoss', loss: 'disrupt' }), 'morand'),
    ).toMatchObject({ location: 'map', hex: S1, disrupted: true });
    const dead = step(s, { type: 'TakeDisengagementLoss', loss: 'strength' });
    expect(unit(dead, 'morand')?.location).toBe('eliminated');
    expect(dead.marks.continuing).toBeNull();
  });

  test('4.6 moving another unit ends the continuation', () => {
    const s = step(rolledOne(), { type: 'TakeDisengagementLoss', loss: 'strength' });
    const other = step(s, { type: 'MoveUnit', unitId: 'becker', path: [toward(SW, 'S')] });
    expect(other.marks.continuing).toBeNull();
    given(spi1980, other)
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S2] })
      .thenViolates('ALREADY_MOVED', '4.1');
  });

  test('4.6 / 7.0 a disrupted unit can only lose a CSP (it cannot be disrupted again) and goes on', () => {
    given(spi1980, french({ morand: { hex: X, disrupted: true }, soulima: E }))
      .when({ type: 'MoveUnit', unitId: 'morand', path: [S1, S2] }, [1])
      .then([
        { type: 'DisengagementChecked', outcome: 'loss' },
        { type: 'StrengthLost', unitId: 'morand', csp: 1, rule: '4.6' },
        { type: 'UnitMoved', path: [S1, S2] },
      ]);
  });

  test('4.6 a disrupted unit eliminated by the loss stops where it was', () => {
    const w = given(
      spi1980,
      french({ morand: { hex: X, strength: 1, disrupted: true }, soulima: E }),
    ).when({ type: 'MoveUnit', unitId: 'morand', path: [S1, S2] }, [1]);
    w.then([{ type: 'DisengagementChecked' }, { type: 'StrengthLost', unitId: 'morand' }]);
    expect(unit(w.after, 'morand')?.location).toBe('eliminated');
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
        { type: 'DisengagementChecked', die: 2, modifier: -1, modified: 1, outcome: 'loss' },
        { type: 'UnitMoved', path: [S1] },
        { type: 'DisengagementLossRequested' },
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
    given(spi1980, french({ margaron: X, soulima: E, essen: NE }))
      .when({ type: 'MoveUnit', unitId: 'margaron', path: [NW] }, [1])
      .then([
        { type: 'DisengagementChecked', die: 1, modifier: -2, modified: 1, outcome: 'loss' },
        { type: 'UnitMoved' },
        { type: 'DisengagementLossRequested' },
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

  test('4.6 / 10.0 a CSP lost on disengaging can demoralize the army', () => {
    const s = step(
      french({ morand: X, soulima: E }, 1),
      { type: 'MoveUnit', unitId: 'morand', path: [S1] },
      [1],
    );
    given(spi1980, s)
      .when({ type: 'TakeDisengagementLoss', loss: 'strength' })
      .then([
        { type: 'DisengagementLossTaken' },
        { type: 'StrengthLost' },
        { type: 'ArmyDemoralized', side: 'french' },
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

  test('4.6 the answer rolls no die and must be one of the two ways', () => {
    given(spi1980, rolledOne())
      .when({ type: 'TakeDisengagementLoss', loss: 'rout' as 'strength' })
      .thenViolates('BAD_COMMAND', '4.6');
    given(spi1980, french({ morand: X, soulima: E }))
      .when({ type: 'TakeDisengagementLoss', loss: 'strength' })
      .thenViolates('NO_DECISION_PENDING', '4.6');
  });
});
