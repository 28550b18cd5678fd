import { runShard } from './property';

test('property (shard 1): random games from the historical set-up end without error, keep every invariant and replay to the same state', () => {
  const r = runShard(1);
  expect(r.problems).toEqual([]);
  expect(r.replayMismatches).toEqual([]);
  expect(r.finished).toBe(r.games);
  // the games must actually fight, retreat and bring on their reinforcements
  expect(r.attacks).toBeGreaterThan(r.games * 10);
  expect(r.retreats).toBeGreaterThan(r.games);
  expect(r.reinforcements).toBe(r.games * 9);
  for (const result of ['Ae', 'Ar', 'Ex', 'Dr', 'De']) expect(r.results[result]).toBeGreaterThan(0);
  // the obligation oracle and the displacement invariant must actually have been exercised
  expect(r.obligationChecks).toBeGreaterThan(r.games * 5);
});
