import { propertyShardTest } from '@pratzen/rulesets/hex-kit/testing';
import { runShard } from './property';

describe('a20 random games in each scenario: Historical (17.0), Standard (3.0, X3.0 with and without N16.1), The Earlier Battle (X17.1)', () => {
  propertyShardTest(0, runShard, (r) => {
    if (process.env.A20_PROPERTY_REPORT !== undefined) console.log(r.games, r.endings, r.counts);
    // the games must draw cards, set up the Standard game (face down, fog of war), fight, retreat,
    // break units, rally, roll on the ice, bring on III Corps and react (N8.1, N8.3)
    for (const type of [
      'Countercharged',
      'UnitDisengaged',
      'EventCardPlayed',
      'DeckShuffled',
      'FrenchDeployed',
      'FrenchSetUp', // X17.1 step 4
      'CounterRevealed',
      'HiddenUnitMoved',
      'AttackResolved',
      'UnitRetreated',
      'UnitBroke',
      'RallyRolled',
      'ThinIceRolled',
      'ReinforcementArrived',
    ])
      expect(r.counts[type] ?? 0).toBeGreaterThan(0);
    // and end in more than one way (sudden death, morale, the last turn)
    expect(Object.keys(r.endings).length).toBeGreaterThan(1);
  });
});
