import { seededDice } from '@pratzen/engine';
import { isShaken } from '../attack/steady';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { MOVE } from './programme';

const run = (s: AtwState, c: AtwCommand) => decide(s, c, seededDice(1));
const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) =>
  run(s, { type: 'MoveUnit', unitId, steps });
const code = (d: ReturnType<typeof run>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const fold = (s: AtwState, d: ReturnType<typeof run>): AtwState => {
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.message}`);
  return d.events.reduce(evolve, s);
};
const byId = (s: AtwState, id: string) => s.units.find((u) => u.id === id)!;
/** Ends phases until the move phase of `turn`. */
const toMovePhase = (s: AtwState, turn: number): AtwState => {
  let t = s;
  for (let i = 0; i < 20 && !(t.turn === turn && t.phase === 'move'); i += 1)
    t = fold(t, run(t, { type: 'EndPhase' }));
  return t;
};
const line = { kind: 'formation', formation: 'line', files: 12 } as const;

describe('atw 12.10 movement debt', () => {
  test('atw 12.10: a change costing two moves (grade C, disordered) is made at once as the whole move', () => {
    const s = position([unit('c', 30, 20, 0, { disordered: true })], { bare: true });
    const d = move(s, 'c', line);
    expect(code(d)).toBe('ok');
    expect(d.ok && d.events[0]!.type === 'UnitMoved' && d.events[0]!.used).toBe(2 * MOVE);
    // nothing else in the same move (README I-15), and never more than two moves
    expect(code(move(s, 'c', line, { kind: 'forward', distance: 1 }))).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'c', { kind: 'forward', distance: 13 }))).toBe('TOO_FAR 12.1');
    // in good order the same change costs one move and leaves no debt
    const good = fold(
      s,
      move({ ...s, units: [{ ...byId(s, 'c'), disordered: false }] }, 'c', line),
    );
    expect(byId(good, 'c').debtUntil).toBeUndefined();
  });

  test('atw 12.10: the unit then stands through its side next active turn, treated as shaken, and is free after it', () => {
    const s = position(
      [unit('c', 30, 20, 0, { disordered: true }), unit('f', 30, 40, 180, { side: 'french' })],
      {
        bare: true,
      },
    );
    const changed = fold(s, move(s, 'c', line));
    expect(byId(changed, 'c').debtUntil).toBe(3);
    expect(isShaken(byId(changed, 'c'))).toBe(true);
    const next = toMovePhase(changed, 3);
    expect(next.turn).toBe(3);
    expect(code(move(next, 'c', { kind: 'forward', distance: 1 }))).toBe('MOVEMENT_DEBT 12.10');
    expect(isShaken(byId(next, 'c'))).toBe(true);
    const paid = toMovePhase(next, 5);
    expect(byId(paid, 'c').debtUntil).toBeUndefined();
    expect(isShaken(byId(paid, 'c'))).toBe(false);
    expect(code(move(paid, 'c', { kind: 'forward', distance: 1 }))).toBe('ok');
  });

  test('atw 12.7: a shaken unit pays double for a change (grade B: a whole move)', () => {
    const s = position(
      [
        unit('g', 20, 20, 0, { grade: 'B' }),
        unit('h', 40, 20, 0, { grade: 'B', morale: 'shaken' }),
      ],
      { bare: true },
    );
    const used = (id: string) => {
      const d = move(s, id, { kind: 'face', facing: 90 });
      return d.ok && d.events[0]!.type === 'UnitMoved' ? d.events[0]!.used : -1;
    };
    expect(used('g')).toBe(MOVE / 2);
    expect(used('h')).toBe(MOVE);
  });

  test('atw 12.5: a shaken unit is unsteady: sidesteps at quarter speed', () => {
    const s = position([unit('h', 40, 20, 0, { morale: 'shaken' })], { bare: true });
    expect(code(move(s, 'h', { kind: 'sidestep', direction: 'left', distance: 3 }))).toBe('ok');
    expect(code(move(s, 'h', { kind: 'sidestep', direction: 'left', distance: 3.5 }))).toBe(
      'TOO_FAR 12.1',
    );
  });
});
