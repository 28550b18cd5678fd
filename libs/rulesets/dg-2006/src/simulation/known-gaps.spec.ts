import { KNOWN_SEARCH_GAPS, obligationGaps } from './property';

// 8.0 B-D, K: the games where the obligation search and the brute-force oracle are known to
// disagree (see KNOWN_SEARCH_GAPS). Each still disagrees today; when a fix makes one agree, its
// test fails here and the seed is to be removed from the list (the shards then check it again).
describe.each([...KNOWN_SEARCH_GAPS])('8.0 known search gap, seed %i', (seed) => {
  test('the search and the oracle still disagree (remove the seed once they agree)', () => {
    expect(obligationGaps(seed)).not.toEqual([]);
  });
});
