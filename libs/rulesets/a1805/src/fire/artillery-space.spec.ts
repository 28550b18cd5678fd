import { type Tally, example, play } from '../simulation/random-game';

/**
 * 9.7 with 16.2–16.3: a battery's fire action offers its concentrations as a subset space, and
 * in fog or mist a partner battery may be out of the weather's sight range of the target, which
 * the space cannot express: its `checks` must name 16.2 and 16.3 as they name 8.3–8.8. Seeds 157
 * and 249 of the rulebook's example position with the advanced rules reached such a partner
 * (al-col-iv-art-4 alone at fr-iv-st-hilaire-1 in mist: NO_LINE_OF_SIGHT, 16.3), and the random
 * player's space check failed there.
 */
describe('a1805 artillery fire actions in fog and mist (9.7, 16.2, 16.3)', () => {
  test.each([157, 249])(
    '16.3: the concentration space names the mist’s sight range among its checks (example, seed %i)',
    (seed) => {
      const initial = {
        ...example(),
        optionalRules: ['alternate-rout', 'allied-artillery', 'grande-armee'],
      };
      const tally: Tally = { samples: 0, checked: 0, accepted: 0, moves: 0, byType: {} };
      expect(() => play(initial, seed, tally)).not.toThrow();
      expect(tally.checked).toBeGreaterThan(0);
    },
  );
});
