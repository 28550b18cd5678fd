import { scriptedDice, seededDice } from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';

const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const events = (s: AtwState, c: AtwCommand, dice?: number[]): readonly AtwEvent[] => {
  const d = decide(s, c, dice === undefined ? seededDice(3) : scriptedDice(dice));
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}`);
  return d.events;
};
const skirmishers = {
  side: 'french',
  type: 'light-infantry',
  formation: 'skirmish',
  files: 12,
} as const;

/** A column 8" from a skirmish line attacks it: 4" of its 12" move are left. */
function attacked(more: Partial<ReturnType<typeof unit>> = {}, y = 12): AtwState {
  const s = position([unit('a', 30, y, 0, more), unit('sk', 30, 20, 180, skirmishers)], {
    bare: true,
  });
  return fold(
    s,
    events(s, { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'contact', unitId: 'sk' }] }),
  );
}

describe('atw 13.2 evading enemy attacks', () => {
  test('atw 13.2: skirmishers attacked by close order in the open must evade', () => {
    expect(attacked().reaction).toMatchObject({ unitId: 'sk', side: 'french', options: ['evade'] });
  });

  test('atw 13.2: attacked by skirmishers they may evade or stand', () => {
    const s = attacked({ type: 'light-infantry', formation: 'skirmish', files: 12 }, 16);
    expect(s.reaction?.options).toEqual(['evade', 'stand']);
  });

  test('atw 13.2: evading 2D6" = 12" escapes the column with 4" left; 2" is caught and shattered (6)', () => {
    const s = attacked();
    const away = events(s, { type: 'React', unitId: 'sk', choice: 'evade' }, [6, 6]);
    expect(away[0]).toMatchObject({
      type: 'Evaded',
      rolls: [6, 6],
      distance: 12_000,
      y: 32_000,
      result: 'escaped',
    });
    const escaped = fold(s, away);
    expect(escaped.engagements).toEqual([]);
    expect(escaped.units.find((u) => u.id === 'sk')).toMatchObject({ y: 32_000, morale: 'good' });
    const caught = fold(s, events(s, { type: 'React', unitId: 'sk', choice: 'evade' }, [1, 1]));
    expect(caught.units.find((u) => u.id === 'sk')).toMatchObject({ morale: 'shattered' });
    expect(caught.engagements).toEqual([]);
  });
});
