import { scriptedDice, sideViewer } from '@pratzen/engine';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import type { Side } from '../vocabulary';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_LINE,
  FR_LINE_2,
  FR_LIGHT_INF,
  at,
  position,
} from '../testing/positions';
import { attitudeOf, groupsOf, oddsOf } from './groups';
import { npChoice } from './np-testing';
import { assignOrders, tableOrder } from './orders';
import { readView } from './read';

const read = (s: A1805State, side: Side) => readView(a1805.view(s, sideViewer(side)), side);
const never = (): number => {
  throw new Error('no die should be rolled');
};

describe('a1805-np tactical dispositions (27)', () => {
  it.each([
    ['offensive', 'infantry', '3:1', [], 'combat'],
    ['offensive', 'infantry', '2:1', [5], 'combat'],
    ['offensive', 'infantry', '2:1', [6], 'fire'],
    ['offensive', 'infantry', '1:1', [3], 'combat'],
    ['offensive', 'infantry', '1:1', [4], 'fire'],
    ['offensive', 'infantry', '1:2', [], 'back'],
    ['offensive', 'cavalry', '2:1', [], 'charge'],
    ['offensive', 'cavalry', '1:1', [4], 'flank'],
    ['offensive', 'artillery', '1:1', [], 'fire'],
    ['offensive', 'artillery', '1:3', [], 'back'],
    ['defensive', 'infantry', '3:1', [5], 'combat'],
    ['defensive', 'infantry', '3:1', [6], 'fire'],
    ['defensive', 'infantry', '2:1', [5], 'fire'],
    ['defensive', 'infantry', '1:1', [1], 'combat'],
    ['defensive', 'infantry', '1:1', [2], 'fire'],
    ['defensive', 'infantry', '1:3', [], 'fire'],
    ['defensive', 'cavalry', '2:1', [4], 'charge'],
    ['defensive', 'cavalry', '2:1', [5], 'flank'],
    ['defensive', 'cavalry', '1:3', [], 'flank'],
    ['defensive', 'artillery', '1:2', [], 'fire'],
    ['defensive', 'artillery', '1:3', [], 'back'],
  ] as const)('27 table: %s, %s at %s, dice %j → %s', (attitude, row, odds, dice, order) => {
    const d = scriptedDice(dice);
    const r = tableOrder(attitude, row, odds, () => d.roll('27.5'));
    expect(r.order).toBe(order);
    expect(d.used).toBe(dice.length);
    expect(r.reason).toContain(`27 ${attitude} ${odds} ${row}`);
  });

  it.each([
    [6, 2, '3:1'],
    [5, 2, '2:1'],
    [3, 2, '1:1'],
    [2, 3, '1:1'],
    [2, 4, '1:2'],
    [2, 6, '1:3'],
  ] as const)('27 odds: %i against %i is %s', (own, enemy, odds) => {
    expect(oddsOf(own, enemy)).toBe(odds);
  });

  it('27.4 groups: units less than 4 UM apart are one group (a chain too), 4 UM or more start another', () => {
    const s = position([
      at(FR_LINE, 20, 28, 90, 'line'),
      at(FR_LINE_2, 23.9, 28, 90, 'line'),
      at(FR_LIGHT_INF, 27.8, 28, 90, 'line'),
      at('fr-iv-vandamme-3', 31.8, 28, 90, 'line'),
    ]);
    const groups = groupsOf(read(s, 'french').own).map((g) => g.map((u) => u.id));
    expect(groups).toEqual([[FR_LINE, FR_LINE_2, FR_LIGHT_INF], ['fr-iv-vandamme-3']]);
  });

  it('27.2 attitude: the side with more victory points defends, the other attacks (ties attack)', () => {
    const s = position([at(FR_LINE, 36, 6, 90, 'line'), at(AL_LINE, 38, 6, 270, 'line')]);
    // at the start the French hold 5 VP (17.1.1.5), the Allies 3 (17.1.1.4)
    expect(attitudeOf(read(s, 'french'))).toBe('defensive');
    expect(attitudeOf(read(s, 'allied'))).toBe('offensive');
    const tie = {
      ...s,
      control: { pratzenberg: 'allied', teilnitz: 'french', sokolnitz: 'french' },
    } as A1805State;
    expect(attitudeOf(read(tie, 'french'))).toBe('offensive');
  });

  // three French brigades (6 steps) against one Allied battery (1) within 4 UM: 3:1
  const strong = position(
    [
      at(FR_LINE, 34, 5, 90, 'column'),
      at(FR_LINE_2, 34, 6.5, 90, 'column'),
      at(FR_LIGHT_INF, 34, 8, 90, 'column'),
      at(AL_ART, 37.5, 6.5, 270, 'unlimbered'),
    ],
    { phase: 'movement', attacker: 'french' },
  );

  it('27 a group at ≥ 3:1 with die 6 takes the listed order (French defending: fire)', () => {
    const c = npChoice(strong, 'french', [6]);
    expect(c.reason).toContain('27 defensive 3:1 infantry die 6: fire');
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      steps: [{ kind: 'formation', to: 'line' }],
    });
  });

  it('27 a group at ≥ 3:1 with die 1–5 assaults (combat): in column it closes on the battery', () => {
    const c = npChoice(strong, 'french', [2]);
    expect(c.reason).toContain('27 defensive 3:1 infantry die 2: combat');
  });

  it('27.5 one die per group and unit type', () => {
    const o = assignOrders(read(strong, 'french'), new Map(), scriptedDice([6]));
    expect([FR_LINE, FR_LINE_2, FR_LIGHT_INF].map((id) => o.of(id)?.order)).toEqual([
      'fire',
      'fire',
      'fire',
    ]);
    expect(o.of(AL_ART)).toBeUndefined();
  });

  it('27.5 a bayonet order is kept until carried out, though the odds change', () => {
    const first = assignOrders(read(strong, 'french'), new Map(), scriptedDice([1]));
    expect(first.of(FR_LINE)?.order).toBe('combat');
    // next turn the French face three Allied brigades: 1:1 or worse, yet no die is rolled
    const later = {
      ...position([
        at(FR_LINE, 34, 5, 90, 'column'),
        at(FR_LINE_2, 34, 6.5, 90, 'column'),
        at(FR_LIGHT_INF, 34, 8, 90, 'column'),
        at(AL_LINE, 37.5, 5, 270, 'line'),
        at(AL_LINE_2, 37.5, 6.5, 270, 'line'),
        at('al-col-iv-art-4', 37.5, 8, 270, 'unlimbered'),
      ]),
      turn: 2,
    };
    const kept = assignOrders(read(later, 'french'), first.book, { roll: never });
    expect(kept.of(FR_LINE)?.order).toBe('combat');
  });

  it('27.5 a static fire line order is checked again the next turn', () => {
    const first = assignOrders(read(strong, 'french'), new Map(), scriptedDice([6]));
    expect(first.of(FR_LINE)?.order).toBe('fire');
    const again = assignOrders(
      read({ ...strong, turn: 2 }, 'french'),
      first.book,
      scriptedDice([3]),
    );
    expect(again.of(FR_LINE)).toMatchObject({ order: 'combat', turn: 2 });
  });

  it('27.5 an artillery fire order holds until every enemy is 6 UM or more away', () => {
    const s = position([
      at('al-col-iv-art-4', 30, 6, 90, 'unlimbered'),
      at(FR_LINE, 33, 6, 270, 'line'),
    ]);
    const book = new Map([
      ['al-col-iv-art-4', { order: 'fire' as const, reason: 'test', turn: 1 }],
    ]);
    const near = assignOrders(read({ ...s, turn: 3 }, 'allied'), book, { roll: never });
    expect(near.of('al-col-iv-art-4')).toMatchObject({ order: 'fire', turn: 1 });
  });
});
