import { sideViewer } from '@pratzen/engine';
import { a1805 } from '../ruleset';
import { AL_LINE, FR_LINE, at, position } from '../testing/positions';
import { aspect, readView } from './read';

describe('a1805-np reads its seat view', () => {
  const s = position([at(FR_LINE, 36.25, 6.5, 270.5, 'column'), at(AL_LINE, 34, 6.5, 90, 'line')], {
    morale: { [AL_LINE]: 'stunned' },
  });

  it('positions in UM become ticks, facings tenths; formation, morale, steps and sides kept', () => {
    const v = readView(a1805.view(s, sideViewer('french')), 'french');
    expect(v.own.map((u) => u.id)).toEqual([FR_LINE]);
    expect(v.own[0]).toMatchObject({
      at: { x: 36_250, y: 6_500 },
      facing: 2705,
      formation: 'column',
      steps: 2,
      fullStrength: true,
      corps: 'fr-iv',
    });
    expect(v.enemy[0]).toMatchObject({
      id: AL_LINE,
      morale: 'stunned',
      formation: 'line',
      kind: 'infantry',
    });
    expect(v.reserve).toEqual([]);
  });

  it('front, flank and rear as 5.4.5.1 reads them (within 45° of the facing; of the back)', () => {
    const v = readView(a1805.view(s, sideViewer('french')), 'french');
    const allied = v.enemy[0]!; // facing east, at (34, 6.5)
    expect(aspect(allied, { x: 36_000, y: 6_500 })).toBe('front');
    expect(aspect(allied, { x: 34_000, y: 9_000 })).toBe('flank');
    expect(aspect(allied, { x: 31_000, y: 6_400 })).toBe('rear');
  });
});
