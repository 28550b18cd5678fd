import { noDice, setupStateOrThrow, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';
import { a20 } from '../ruleset';
import type { A20State } from '../state';

const frenchTurn = (turn = 6): A20State => ({
  ...setupStateOrThrow(a20.initialState({ scenarioId: 'historical' })),
  turn,
  side: 'french',
});
const hex = BOARD.entry.french[0] as string;
const enter = { type: 'EnterReinforcement', unitId: 'fr-iii', hex } as const;

describe('a20 reinforcements (X11.6)', () => {
  test.each([
    [2, 2, false],
    [3, 2, true],
    [4, 2, true],
    [5, 3, true],
    [6, 3, true],
  ])(
    'X11.6 Davout: on a %i III Corps arrives at strength %i; it may move: %s',
    (die, strength, mayMove) => {
      const r = given(a20, frenchTurn()).when(enter, [die]);
      r.then([{ type: 'ReinforcementArrived', unitId: 'fr-iii', hex, strength, die, mayMove }]);
      const next = BOARD.neighbors.get(hex)?.find((h) => !BOARD.entry.french.includes(h)) as string;
      const move = a20.decide(
        r.after,
        { type: 'MoveUnit', unitId: 'fr-iii', path: [next] },
        noDice,
      );
      expect(move.ok).toBe(mayMove);
    },
  );

  test('X11.6 Davout: on a 1 III Corps is delayed and rolls again next turn, not this one', () => {
    const r = given(a20, frenchTurn()).when(enter, [1]);
    r.then([{ type: 'ReinforcementDelayed', unitId: 'fr-iii', die: 1 }]);
    given(a20, r.after).when(enter, [5]).thenViolates('ARRIVAL_ALREADY_ROLLED', 'X11.6');
    expect(a20.legalActions(r.after, sideViewer('french'), { type: 'EnterReinforcement' })).toEqual(
      [],
    );
    given(a20, { ...r.after, turn: 7, marks: { ...r.after.marks, arrivalRolled: false } })
      .when(enter, [5])
      .then([{ type: 'ReinforcementArrived', strength: 3 }]);
  });

  test("N11.0: a reinforcement enters in its owner's Movement Phase only; entering costs nothing, so it then has its full allowance", () => {
    given(a20, { ...frenchTurn(), phase: 'combat' })
      .when(enter, [5])
      .thenViolates('NOT_MOVEMENT_PHASE', 'N4.0');
    given(a20, { ...frenchTurn(), side: 'allied' })
      .when(enter, [5])
      .thenViolates('NOT_A_DUE_REINFORCEMENT', 'X11.6');
    const r = given(a20, frenchTurn()).when(enter, [5]);
    const moves = a20
      .legalActions(r.after, sideViewer('french'), { type: 'MoveUnit' })
      .map((a) => a.command as { unitId: string; path: readonly string[] })
      .filter((c) => c.unitId === 'fr-iii');
    const allowance = COUNTERS.find((c) => c.id === 'fr-iii')?.movement as number;
    expect(allowance).toBeGreaterThan(1);
    expect(Math.max(...moves.map((m) => m.path.length))).toBe(allowance);
  });

  test('X11.6 edges: a reinforcement enters only on a free hex of its own edge, when due', () => {
    given(a20, frenchTurn())
      .when({ ...enter, hex: BOARD.entry.allied[0] as string }, [5])
      .thenViolates('NOT_AN_ENTRY_HEX', 'X11.6');
    given(a20, frenchTurn(5)).when(enter, [5]).thenViolates('NOT_A_DUE_REINFORCEMENT', 'X11.6');
    const offered = a20.legalActions(frenchTurn(), sideViewer('french'), {
      type: 'EnterReinforcement',
    });
    expect(offered.map((a) => (a.command as { hex: string }).hex).sort()).toEqual(
      [...BOARD.entry.french].sort(),
    );
  });
});
