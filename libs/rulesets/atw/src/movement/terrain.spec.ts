import { seededDice } from '@pratzen/engine';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';

const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) => {
  const d = decide(s, { type: 'MoveUnit', unitId, steps }, seededDice(1));
  return d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
};
const line = (id: string, terrain: string, y: number, more = {}) => ({
  type: 'Feature',
  id,
  geometry: {
    type: 'LineString',
    coordinates: [
      [0, y],
      [72, y],
    ],
  },
  properties: { terrain, ...more },
});

describe('atw 19 terrain and movement', () => {
  test('atw 19.2: rough ground costs close order double; skirmishers go at full speed', () => {
    const s = position(
      [
        unit('c', 20, 10, 0),
        unit('j', 40, 10, 0, { type: 'light-infantry', formation: 'skirmish', files: 4 }),
      ],
      { features: [area('r', 'rough', 0, 14, 72, 20)] },
    );
    // 4" clear, then 4" of rough at double: 12" of the column's 12"
    expect(move(s, 'c', { kind: 'forward', distance: 8 })).toBe('ok');
    expect(move(s, 'c', { kind: 'forward', distance: 8.01 })).toBe('TOO_FAR 12.1');
    expect(move(s, 'j', { kind: 'forward', distance: 6 })).toBe('ok');
  });

  test('atw 19.1: a steep slope is half speed, a gentle one full', () => {
    const steep = position([unit('c', 20, 10, 0)], {
      features: [area('h', 'hill', 0, 14, 72, 30, { slope: 'steep' })],
    });
    const gentle = position([unit('c', 20, 10, 0)], {
      features: [area('h', 'hill', 0, 14, 72, 30, { slope: 'gentle' })],
    });
    expect(move(steep, 'c', { kind: 'forward', distance: 8.01 })).toBe('TOO_FAR 12.1');
    expect(move(gentle, 'c', { kind: 'forward', distance: 12 })).toBe('ok');
  });

  test('atw 19.3 / 19.4: artillery may not enter open woods; cavalry may not enter dense woods; infantry pays quarter in dense woods', () => {
    const s = position(
      [
        unit('g', 10, 10, 0, {
          type: 'medium-artillery',
          figures: null,
          gunModels: 2,
          formation: 'unlimbered',
        }),
        unit('h', 30, 10, 0, { type: 'light-cavalry', figures: 12 }),
        unit('i', 50, 10, 0),
      ],
      {
        features: [
          area('o', 'woods-open', 0, 14, 20, 30),
          area('d', 'woods-dense', 20, 14, 72, 30),
        ],
      },
    );
    expect(move(s, 'g', { kind: 'forward', distance: 5 })).toBe('IMPASSABLE 19.3');
    expect(move(s, 'h', { kind: 'forward', distance: 5 })).toBe('IMPASSABLE 19.4');
    // 4" clear, then 2" of dense woods at ×4 = 12"
    expect(move(s, 'i', { kind: 'forward', distance: 6 })).toBe('ok');
    expect(move(s, 'i', { kind: 'forward', distance: 6.01 })).toBe('TOO_FAR 12.1');
  });

  test('atw 19.5: crossing a 0.5" stream costs twice its width; an obstacle its crossing cost', () => {
    const s = position([unit('c', 20, 10, 0), unit('d', 50, 10, 0)], {
      features: [line('s', 'stream', 15, { width: 0.5, crossingFactor: 2 })],
    });
    expect(move(s, 'c', { kind: 'forward', distance: 11 })).toBe('ok');
    expect(move(s, 'c', { kind: 'forward', distance: 11.001 })).toBe('TOO_FAR 12.1');
    const w = position([unit('c', 20, 10, 0)], {
      features: [line('w', 'obstacle', 15, { crossingCost: 2 })],
    });
    expect(move(w, 'c', { kind: 'forward', distance: 10 })).toBe('ok');
    expect(move(w, 'c', { kind: 'forward', distance: 10.001 })).toBe('TOO_FAR 12.1');
  });

  test('atw 19.7: a moving unit may not enter a town block (only garrisons stand in one)', () => {
    const s = position([unit('c', 20, 10, 0)], {
      features: [area('t', 'town-block', 15, 14, 25, 20)],
    });
    expect(move(s, 'c', { kind: 'forward', distance: 5 })).toBe('IMPASSABLE 19.7');
  });
});
