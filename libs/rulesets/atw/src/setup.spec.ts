import { setupStateOrThrow } from '@pratzen/engine';
import { mmToTicks } from '@pratzen/geometry';
import { initialState } from './setup';

const sokolnitz = () => setupStateOrThrow(initialState({ scenarioId: 'sokolnitz' }));

describe('atw set-up: the Sokolnitz scenario (a reconstruction)', () => {
  test('every unit of the scenario is set down on its table, in its formation', () => {
    const s = sokolnitz();
    expect(s.units).toHaveLength(24);
    expect(s.table.features.map((f) => f.id)).toContain('sokolnitz-castle');
    expect(s.firstActive).toBe('allied');
    expect(s.lastTurn).toBe(10);
    const garrison = s.units.find((u) => u.id === 'fr-26le-2')!;
    expect(garrison.block).toBe('sokolnitz-castle');
  });

  test('atw 4.1 / 12.2: a column of 24 figures 4 files wide is 6 ranks, 80 mm × 120 mm (rounded once)', () => {
    const u = sokolnitz().units.find((x) => x.id === 'al-vyborg-1')!;
    expect([u.files, u.ranks]).toEqual([4, 6]);
    expect(u.width).toBe(mmToTicks(80));
    expect(u.depth).toBe(mmToTicks(120));
    expect(u.width).toBe(3150);
  });

  test('atw 4.3: an unlimbered battery is its gun models side by side, 50 mm each', () => {
    const u = sokolnitz().units.find((x) => x.id === 'al-pos-battery')!;
    expect(u.width).toBe(mmToTicks(150));
    expect(u.gunners).toBe(12);
  });

  test('atw 12.2: skirmishers stand 1" apart per file', () => {
    const u = sokolnitz().units.find((x) => x.id === 'al-8j-1')!;
    expect(u.width).toBe(10_000);
  });

  test('atw 12.2: a line too narrow for its formation is refused FORMATION_WIDTH', () => {
    const r = initialState({
      scenarioId: 'custom',
      position: {
        units: [
          {
            id: 'a',
            side: 'allied',
            type: 'line-infantry',
            grade: 'C',
            figures: 24,
            formation: 'line',
            files: 4,
            x: 10,
            y: 10,
            facing: 0,
          },
        ],
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => [p.code, p.rule])).toEqual([['FORMATION_WIDTH', '12.2']]);
  });

  test('set-down refuses overlapping units and units in impassable ground', () => {
    const unit = (id: string, x: number, y: number) => ({
      id,
      side: 'allied',
      type: 'line-infantry',
      grade: 'C',
      figures: 24,
      formation: 'column',
      files: 4,
      x,
      y,
      facing: 0,
    });
    const r = initialState({
      scenarioId: 'custom',
      position: { units: [unit('a', 10, 10), unit('b', 11, 10), unit('c', 45, 47.5)] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.code).sort()).toEqual(['IMPASSABLE', 'OVERLAP']);
  });
});
