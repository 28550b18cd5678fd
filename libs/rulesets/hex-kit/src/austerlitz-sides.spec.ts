import { SIDES, enemyOf } from './austerlitz-sides';

describe('Austerlitz sides', () => {
  it('are the Allies and the French, each the enemy of the other', () => {
    expect(SIDES).toEqual(['allied', 'french']);
    expect(SIDES.map(enemyOf)).toEqual(['french', 'allied']);
  });
});
