import { AUSTERLITZ_SIDES, enemyOf } from './austerlitz-sides';

describe('Austerlitz sides', () => {
  it('are the Allies and the French, each the enemy of the other', () => {
    expect(AUSTERLITZ_SIDES).toEqual(['allied', 'french']);
    expect(AUSTERLITZ_SIDES.map(enemyOf)).toEqual(['french', 'allied']);
  });
});
