import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import { at, dieFor } from '../testing/positions';
import type { A20State } from '../state';

const end = { type: 'EndPhase' } as const;
const chapel = '0909'; // a French objective (X14.0)
const beside = (hex: string): string =>
  (BOARD.neighbors.get(hex) ?? []).find((h) => BOARD.terrain.get(h) !== 'pond') as string;

describe('a20 objectives, victory and the morale track (X14.0, N15.0, N12.0)', () => {
  test('X14.0: an objective hex stays held by the last side to occupy it; the enemy entering takes it', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': chapel });
    expect(s.held[chapel]).toBe('french');
    const left = given(a20, s).when({ type: 'MoveUnit', unitId: 'fr-i', path: [beside(chapel)] });
    expect(left.after.units.find((u) => u.id === 'fr-i')?.hex).not.toBe(chapel);
    expect(left.after.held[chapel]).toBe('french');
    const from = beside(chapel);
    const allied: A20State = {
      ...at(7, 'movement', 'allied', { 'al-1': from }),
      held: { ...s.held, [chapel]: 'french' },
    };
    const taken = given(a20, allied).when({ type: 'MoveUnit', unitId: 'al-1', path: [chapel] });
    expect(taken.after.held[chapel]).toBe('allied');
    expect(a20.victory(taken.after).sides['allied']?.breakdown).toMatchObject({ objectives: 0 });
  });

  test('X14.0: a Dummy holds a hex like a unit (it acts as a unit until revealed)', () => {
    const s = at(7, 'movement', 'french', { 'fr-dummy-1': beside(chapel) });
    expect(s.held[chapel]).toBeNull();
    const r = given(a20, s).when({ type: 'MoveUnit', unitId: 'fr-dummy-1', path: [chapel] });
    expect(r.after.held[chapel]).toBe('french');
    expect(a20.victory(r.after).sides['french']?.breakdown).toMatchObject({ objectives: 1 });
  });

  test('N15.0: equal Morale Points at the end: more objective hexes held wins; still equal, a draw', () => {
    const even = { morale: { allied: 6, french: 6 } };
    const held = at(15, 'rally', 'french', { 'fr-i': chapel }, even);
    expect(given(a20, held).when(end, []).events.at(-1)).toMatchObject({
      type: 'BattleEnded',
      reason: 'last-turn',
      result: { winner: 'french', level: 'objectives' },
    });
    const none = at(15, 'rally', 'french', {}, even);
    const r = given(a20, none).when(end, []);
    expect(r.events.at(-1)).toMatchObject({
      type: 'BattleEnded',
      result: { winner: null, level: 'draw' },
    });
    expect(a20.victory(r.after).result).toMatchObject({ winner: null, level: 'draw' });
  });

  test('N12.0: the morale track never exceeds its maximum (an enemy Break at the top gains nothing)', () => {
    const { max } = TABLES.morale.track;
    const s = at(
      7,
      'combat',
      'french',
      { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704' },
      { morale: { allied: 8, french: max } },
    );
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [dieFor(4, 'DE')],
    );
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'UnitBroke', unitId: 'al-3' }));
    expect(r.after.morale).toEqual({ allied: 7, french: max });
  });
});
