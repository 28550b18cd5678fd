import { scriptedDice } from '@pratzen/engine';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwEvent } from '../events';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { figureCentres } from './advance';
import { exhaustedAttackPasses, mustRollToAttack } from './exhaustion';
import { haltEvent } from './turn-end';

const one = (s: AtwState, id = 'a'): UnitState => s.units.find((u) => u.id === id)!;
const patch = (s: AtwState, id: string, p: Partial<UnitState>): AtwState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...p } : u)),
});
const move = (s: AtwState, ...steps: MoveStep[]) => {
  const d = decide(s, { type: 'MoveUnit', unitId: 'a', steps }, scriptedDice([]));
  return d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
};
const endPhase = (s: AtwState): readonly AtwEvent[] => {
  const d = decide(s, { type: 'EndPhase' }, scriptedDice([]));
  if (!d.ok) throw new Error(d.violation.code);
  return d.events;
};
const enemy = (id: string, x: number, y: number, facing: number) =>
  unit(id, x, y, facing, { side: 'french' });
/** Allied `a` facing a French column 12" to its north, in the Allies' move phase. */
const facing = (morale: 'good' | 'halted' | 'shaken') =>
  position([unit('a', 30, 20, 0, { morale }), enemy('e', 30, 36, 180)], { bare: true });

describe('atw 6 morale states', () => {
  test('atw 6: a halted unit may not bring any figure closer to the enemy; it may keep away', () => {
    const s = facing('halted');
    expect(move(s, { kind: 'forward', distance: 2 })).toBe('HALTED_ADVANCE 6');
    expect(move(s, { kind: 'backstep', distance: 2 })).toBe('ok');
    expect(move(facing('good'), { kind: 'forward', distance: 2 })).toBe('ok');
  });

  test('atw 6: a shaken unit may not advance either', () => {
    const s = facing('shaken');
    expect(move(s, { kind: 'forward', distance: 0.5 })).toBe('SHAKEN_ADVANCE 6');
    // a sidestep takes every figure further from the column straight ahead
    expect(move(s, { kind: 'sidestep', direction: 'left', distance: 1 })).toBe('ok');
  });

  test('atw 6: figures are spread over the footprint, file by file, front rank first', () => {
    const c = figureCentres(
      { x: 0, y: 0, facing: 0, files: 2, ranks: 2, width: 1000, depth: 600 },
      4,
    );
    expect(c).toEqual([
      { x: -250, y: -150 },
      { x: 250, y: -150 },
      { x: -250, y: -450 },
      { x: 250, y: -450 },
    ]);
  });

  test('atw 6: halted (16.10, 14.2) a good unit only; a shaken one stays shaken', () => {
    const s = facing('good');
    const halted = one(evolve(s, haltEvent('a', '16.10')));
    expect([halted.morale, halted.haltedSince]).toEqual(['halted', 1]);
    expect(one(evolve(facing('shaken'), haltEvent('a', '16.10'))).morale).toBe('shaken');
  });

  test('atw 6: a halted unit recovers after one full active turn of its own', () => {
    // turn 3, the Allies active (first active in odd turns), their combat phase ending
    const base = { ...facing('good'), turn: 3, phase: 'combat' as const };
    const since2 = patch(base, 'a', { morale: 'halted', haltedSince: 2 });
    expect(endPhase(since2).map((e) => e.type)).toEqual(['UnitRecovered', 'PhaseEnded']);
    expect(one(endPhase(since2).reduce(evolve, since2)).morale).toBe('good');
    // halted in this very turn: not yet a full turn
    expect(endPhase(patch(base, 'a', { morale: 'halted', haltedSince: 3 }))[0]!.type).toBe(
      'PhaseEnded',
    );
    // the passive side does not recover at the end of the other side's turn
    expect(endPhase(patch(base, 'e', { morale: 'halted', haltedSince: 2 }))[0]!.type).toBe(
      'PhaseEnded',
    );
  });
});

describe('atw 9.2.1 recovering from disorder', () => {
  const base = { ...facing('good'), phase: 'combat' as const };
  test('atw 9.2.1: a disordered unit that stood its whole active turn reforms at 10-5d', () => {
    const s = patch(base, 'a', { disordered: true });
    const es = endPhase(s);
    expect(es[0]).toEqual({ type: 'UnitReformed', unitId: 'a', rule: '9.2.1' });
    expect(one(es.reduce(evolve, s)).disordered).toBe(false);
  });

  test('atw 9.2.1: not if it moved or shot this turn, nor the passive side', () => {
    expect(endPhase(patch(base, 'a', { disordered: true, moved: true }))[0]!.type).toBe(
      'PhaseEnded',
    );
    expect(endPhase(patch(base, 'a', { disordered: true, shot: true }))[0]!.type).toBe(
      'PhaseEnded',
    );
    expect(endPhase(patch(base, 'e', { disordered: true }))[0]!.type).toBe('PhaseEnded');
  });

  test('atw 9.2.2: an exhausted unit never reforms', () => {
    expect(endPhase(patch(base, 'a', { disordered: true, exhausted: true }))[0]!.type).toBe(
      'PhaseEnded',
    );
  });
});

describe('atw 9.2.2 exhaustion', () => {
  test('atw 9.2.2: an exhausted unit attacks only on a 4–6', () => {
    expect([1, 2, 3, 4, 5, 6].map(exhaustedAttackPasses)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(mustRollToAttack({ exhausted: true })).toBe(true);
    expect(mustRollToAttack({ exhausted: false })).toBe(false);
  });
});
