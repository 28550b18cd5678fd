import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { NO_CONTEXT, combatPoints } from './points';

const byId = (s: AtwState, id: string) => s.units.find((u) => u.id === id)!;
const armies = () =>
  position(
    [
      unit('z', 20, 20, 0, { options: ['irregular', 'fanatic'] }),
      unit('w', 40, 20, 0, { options: ['irregular', 'heavy-weapons'] }),
      unit('n', 60, 20, 0),
      unit('e', 30, 30, 180, { side: 'french' }),
    ],
    { bare: true },
  );
const cp = (s: AtwState, id: string) => combatPoints(byId(s, id), byId(s, 'e'), NO_CONTEXT);

describe('atw 18 irregulars in close combat', () => {
  test('atw 18.1 / 18.2: fanatics and heavy weapons each fight at +1 CP (infantry 3 → 4)', () => {
    const s = armies();
    expect(cp(s, 'n')).toBe(3);
    expect(cp(s, 'z')).toBe(4);
    expect(cp(s, 'w')).toBe(4);
  });

  test('atw 18.1: fanatics fight at their normal value once they lose a round of combat', () => {
    const s = armies();
    const held: AtwEvent = {
      type: 'CombatResult',
      unitId: 'z',
      suffered: 1,
      inflicted: 1,
      result: 'held',
      disorder: 'none',
      rule: '17.5',
    };
    expect(cp(evolve(s, held), 'z')).toBe(4);
    const lost = evolve(s, { ...held, suffered: 2, result: 'lost' });
    expect(byId(lost, 'z').fanatic).toBe(false);
    // 3, less 2 for the shaken loser (17.5, 17.7): no fanatic's +1 any more
    expect(cp(lost, 'z')).toBe(1);
  });

  test('atw 18.1: a fanatic unit that fails a fire test loses its bonus; passing keeps it', () => {
    const s = armies();
    const tested = (result: 'passed' | 'halted' | 'retreats'): AtwState =>
      evolve(s, {
        type: 'FireTested',
        unitId: 'z',
        roll: 3,
        need: 4,
        hits: 2,
        result,
        rule: '16.10',
      });
    expect(cp(tested('passed'), 'z')).toBe(4);
    expect(cp(tested('retreats'), 'z')).toBe(3);
    expect(cp(tested('halted'), 'z')).toBe(3);
  });
});
