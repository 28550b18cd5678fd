import { BOARD } from './data/board';
import { COUNTERS } from './data/counters';
import { demoralizationEvents, disruptUnit } from './effects';
import { evolve } from './evolve';
import { positionState } from './setup';
import type { SpiState } from './state';

const hex = BOARD.labels.find((l) => BOARD.terrain.get(l) === 'clear')!;
const fr = COUNTERS.find((c) => c.side === 'french' && c.type === 'infantry')!;

describe('10.0 army morale', () => {
  const s = (morale: { allied: number; french: number }): SpiState => ({
    ...positionState({ turn: 4, phase: 'combat', activeSide: 'french', units: [] }),
    morale,
  });

  test('10.0 each CSP lost lowers the army Morale Level by one', () => {
    const start = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [{ unitId: fr.id, hex, strength: 4 }],
    });
    const after = evolve(start, {
      type: 'StrengthLost',
      unitId: fr.id,
      csp: 3,
      rule: '6.3',
      cause: 'combat',
    });
    expect(after.morale.french).toBe(start.morale.french - 3);
    expect(after.cspLost.french).toBe(3);
    const dead = evolve(after, {
      type: 'StrengthLost',
      unitId: fr.id,
      csp: 5,
      rule: '6.3',
      cause: 'combat',
    });
    expect(dead.morale.french).toBe(start.morale.french - 4);
    expect(dead.units.find((u) => u.id === fr.id)).toMatchObject({
      location: 'eliminated',
      hex: null,
      strength: 0,
    });
  });

  test('10.0 an army whose Morale Level is reduced to 0 becomes demoralized', () => {
    expect(demoralizationEvents(s({ allied: 0, french: 5 }), ['allied'])).toEqual([
      { type: 'ArmyDemoralized', side: 'allied', rule: '10.0' },
    ]);
    expect(demoralizationEvents(s({ allied: 1, french: 5 }), ['allied'])).toEqual([]);
  });

  test('10.0 only a side whose level was just reduced is checked', () => {
    expect(demoralizationEvents(s({ allied: 0, french: 5 }), ['french'])).toEqual([]);
  });

  test('10.0 when both reach 0 together only the defender is demoralized', () => {
    expect(
      demoralizationEvents(s({ allied: 0, french: -1 }), ['allied', 'french'], 'french'),
    ).toEqual([{ type: 'ArmyDemoralized', side: 'french', rule: '10.0' }]);
  });
});

describe('7.0 disruption', () => {
  test('7.0 a disrupted unit suffering another disruption loses one CSP instead', () => {
    const st = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [{ unitId: fr.id, hex, disrupted: true }],
    });
    expect(disruptUnit(st, fr.id, '6.3')).toEqual([
      { type: 'StrengthLost', unitId: fr.id, csp: 1, rule: '7.0', cause: 'disrupted-again' },
    ]);
    const fresh = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [{ unitId: fr.id, hex }],
    });
    expect(disruptUnit(fresh, fr.id, '6.3')).toEqual([
      { type: 'UnitDisrupted', unitId: fr.id, rule: '6.3' },
    ]);
  });
});
