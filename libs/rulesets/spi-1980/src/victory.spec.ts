import { BOARD } from './data/board';
import { COUNTERS } from './data/counters';
import { positionState } from './setup';
import type { SpiState } from './state';
import { victory, victoryLevel, victoryPoints } from './victory';

const clear = BOARD.labels.filter(
  (l) => BOARD.terrain.get(l) === 'clear' && !BOARD.victoryHexes.has(l),
);
const frenchCav = COUNTERS.find((c) => c.side === 'french' && c.type === 'cavalry')!;
const frenchDrg = COUNTERS.find((c) => c.side === 'french' && c.type === 'dragoon')!;
const base = (): SpiState =>
  positionState({ turn: 11, phase: 'combat', activeSide: 'french', units: [] });

describe('14.0 victory', () => {
  test('14.1 one VP for each Enemy CSP eliminated', () => {
    const s: SpiState = { ...base(), cspLost: { allied: 17, french: 4 } };
    expect(victoryPoints(s, 'french')['14.1 enemy CSP eliminated']).toBe(17);
    expect(victoryPoints(s, 'allied')['14.1 enemy CSP eliminated']).toBe(4);
  });

  test('14.2 two VP per CSP of undisrupted cavalry and dragoons on the map or exited', () => {
    const s0 = positionState({
      turn: 11,
      phase: 'combat',
      activeSide: 'french',
      units: [
        { unitId: frenchCav.id, hex: clear[0]!, strength: 3 },
        { unitId: frenchDrg.id, hex: clear[5]!, strength: 2, disrupted: true },
      ],
    });
    expect(victoryPoints(s0, 'french')['14.2 cavalry and dragoons']).toBe(6);
    const exited: SpiState = {
      ...s0,
      units: s0.units.map((u) =>
        u.id === frenchDrg.id ? { ...u, location: 'exited', hex: null, disrupted: false } : u,
      ),
    };
    expect(victoryPoints(exited, 'french')['14.2 cavalry and dragoons']).toBe(6 + 4);
    const exitedDisrupted: SpiState = {
      ...exited,
      units: exited.units.map((u) => (u.id === frenchDrg.id ? { ...u, disrupted: true } : u)),
    };
    expect(victoryPoints(exitedDisrupted, 'french')['14.2 cavalry and dragoons']).toBe(6);
  });

  test('14.3 victory hexes count for the last side to occupy or move through them', () => {
    const s = base();
    const hexes = [...BOARD.victoryHexes.values()];
    const frenchAtStart = hexes
      .filter((v) => v.initialControl === 'french')
      .reduce((a, v) => a + v.vp, 0);
    expect(victoryPoints(s, 'french')['14.3 victory hexes']).toBe(frenchAtStart);
    const a = hexes.find((v) => v.initialControl === 'allied')!;
    const taken: SpiState = { ...s, control: { ...s.control, [a.label]: 'french' } };
    expect(victoryPoints(taken, 'french')['14.3 victory hexes']).toBe(frenchAtStart + a.vp);
  });

  test('14.4 twenty-five VP are subtracted from a demoralized army', () => {
    const s: SpiState = { ...base(), demoralized: { allied: true, french: false } };
    expect(victoryPoints(s, 'allied')['14.4 demoralization']).toBe(-25);
    expect(victoryPoints(s, 'french')['14.4 demoralization']).toBe(0);
  });

  test.each([
    [0, 'draw'],
    [9, 'draw'],
    [10, 'marginal'],
    [25, 'marginal'],
    [26, 'substantive'],
    [50, 'substantive'],
    [51, 'decisive'],
  ])('14.5 a superiority of %i VP is a %s', (margin, level) => {
    expect(victoryLevel(margin)).toBe(level);
  });

  test('14.5 the result names the side with more VP once the game is over', () => {
    const s: SpiState = { ...base(), cspLost: { allied: 60, french: 0 }, over: true };
    const v = victory(s);
    const diff = v.sides.french!.points - v.sides.allied!.points;
    expect(v.result).toEqual({
      winner: diff > 9 ? 'french' : diff < -9 ? 'allied' : null,
      level: victoryLevel(Math.abs(diff)),
      margin: Math.abs(diff),
    });
    expect(victory({ ...s, over: false }).result).toBeNull();
  });
});
