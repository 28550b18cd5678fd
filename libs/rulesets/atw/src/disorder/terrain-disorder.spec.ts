import { scriptedDice } from '@pratzen/engine';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';

const french = { side: 'french' } as const;
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const events = (s: AtwState, c: AtwCommand, dice: number[] = [6, 6, 6]): readonly AtwEvent[] => {
  const d = decide(s, c, scriptedDice(dice));
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}: ${d.violation.message}`);
  return d.events;
};
const move = (unitId: string, ...steps: MoveStep[]): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps,
});
const disorders = (es: readonly AtwEvent[]) =>
  es
    .filter((e) => e.type === 'UnitDisordered')
    .map((e) => (e.type === 'UnitDisordered' ? `${e.unitId} ${e.by} ${e.rule}` : ''));
const line = (id: string, terrain: string, x0: number, x1: number, y: number, more = {}) => ({
  type: 'Feature',
  id,
  geometry: {
    type: 'LineString',
    coordinates: [
      [x0, y],
      [x1, y],
    ],
  },
  properties: { terrain, ...more },
});

describe('atw 9.2 disorder causes (terrain, 9.2-1)', () => {
  const woods = { features: [area('o', 'woods-open', 0, 14, 72, 30)] };

  test('atw 9.2-1c: entering woods disorders; 9.2.1: it stays disordered on leaving', () => {
    const s = position([unit('c', 20, 10, 0)], woods);
    const es = events(s, move('c', { kind: 'forward', distance: 5 }));
    expect(disorders(es)).toEqual(['c o 9.2-1c']);
    const inside = fold(s, es);
    expect(inside.units[0]!.disordered).toBe(true);
    // stepping short of the edge: nothing
    expect(disorders(events(s, move('c', { kind: 'forward', distance: 3.9 })))).toEqual([]);
    // out the far side the next turn: still disordered (no new cause)
    const later = { ...inside, units: inside.units.map((u) => ({ ...u, moved: false })) };
    const out = events(later, move('c', { kind: 'backstep', distance: 1 }));
    expect(out[0]).toMatchObject({ type: 'UnitMoved', order: 'disordered' });
    expect(disorders(out)).toEqual([]);
  });

  test('atw 9.2-1c: a unit already in the woods moving within them is not disordered again by entering', () => {
    const s = position([unit('c', 20, 20, 0)], woods);
    const es = events(s, move('c', { kind: 'forward', distance: 2 }));
    expect(disorders(es)).toEqual([]);
    expect(es[0]).toMatchObject({ order: 'steady' });
  });

  test('atw 9.2: skirmishers are never disordered by entering woods', () => {
    const s = position(
      [unit('j', 20, 10, 0, { type: 'light-infantry', formation: 'skirmish', files: 4 })],
      woods,
    );
    expect(disorders(events(s, move('j', { kind: 'forward', distance: 5 })))).toEqual([]);
  });

  test('atw 9.2-1c: entering fieldworks disorders', () => {
    const s = position([unit('c', 20, 10, 0)], {
      features: [area('w', 'fieldworks', 10, 14, 30, 16)],
    });
    expect(disorders(events(s, move('c', { kind: 'forward', distance: 5 })))).toEqual([
      'c w 9.2-1c',
    ]);
  });

  test('atw 9.2-1c: crossing a bridge disorders', () => {
    const s = position([unit('c', 20, 10, 0)], {
      features: [area('b', 'bridge', 19, 14, 21, 16)],
    });
    expect(disorders(events(s, move('c', { kind: 'forward', distance: 7 })))).toEqual([
      'c b 9.2-1c',
    ]);
    // the column's front centre passing beside it: no
    const beside = position([unit('c', 25, 10, 0)], {
      features: [area('b', 'bridge', 19, 14, 21, 16)],
    });
    expect(disorders(events(beside, move('c', { kind: 'forward', distance: 7 })))).toEqual([]);
  });

  test('atw 9.2-1d: a stream the table marks as disordering disorders those crossing it; an unmarked one does not', () => {
    const marked = position(
      [
        unit('c', 20, 10, 0),
        unit('g', 40, 10, 0, { type: 'medium-artillery', gunModels: 2, formation: 'limbered' }),
      ],
      {
        features: [line('s', 'stream', 0, 72, 15, { width: 0.5, disorders: true })],
      },
    );
    expect(disorders(events(marked, move('c', { kind: 'forward', distance: 6 })))).toEqual([
      'c s 9.2-1d',
    ]);
    // 9.2: artillery is never disordered
    expect(disorders(events(marked, move('g', { kind: 'forward', distance: 6 })))).toEqual([]);
    const plain = position([unit('c', 20, 10, 0)], {
      features: [line('s', 'stream', 0, 72, 15, { width: 0.5 })],
    });
    expect(disorders(events(plain, move('c', { kind: 'forward', distance: 6 })))).toEqual([]);
  });

  test('atw 9.2-1a: cavalry ending on a steep hill is disordered; infantry is only slowed; a gentle slope does nothing', () => {
    const hill = (slope: string) => ({
      features: [area('h', 'hill', 0, 14, 72, 30, { slope })],
    });
    const cav = { type: 'light-cavalry', figures: 12, files: 4 } as const;
    const s = position([unit('h', 20, 10, 0, cav), unit('c', 40, 10, 0)], hill('steep'));
    expect(disorders(events(s, move('h', { kind: 'forward', distance: 5 })))).toEqual([
      'h h 9.2-1a',
    ]);
    expect(disorders(events(s, move('c', { kind: 'forward', distance: 5 })))).toEqual([]);
    const g = position([unit('h', 20, 10, 0, cav)], hill('gentle'));
    expect(disorders(events(g, move('h', { kind: 'forward', distance: 5 })))).toEqual([]);
  });

  test('atw 9.2-1c: attacking a unit in woods disorders the attacker', () => {
    const s = position([unit('a', 30, 10, 0), unit('f', 30, 18, 180, french)], {
      // the defender stands half in the wood's edge; the attacker stops short of it
      features: [area('o', 'woods-open', 20, 18.5, 40, 30)],
    });
    const es = events(s, move('a', { kind: 'contact', unitId: 'f' }));
    expect(es.map((e) => e.type)).toContain('AttackMade');
    expect(disorders(es)).toEqual(['a f 9.2-1c']);
    // the same attack in the open: no disorder
    const open = position([unit('a', 30, 10, 0), unit('f', 30, 18, 180, french)], { bare: true });
    expect(disorders(events(open, move('a', { kind: 'contact', unitId: 'f' })))).toEqual([]);
  });
});
